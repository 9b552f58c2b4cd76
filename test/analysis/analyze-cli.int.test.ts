import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeMain } from '../../workers/cli/analyze';
import { ORDERS_FIXTURE, writeExportFixture } from './export-fixture';

/** `npm run analyze` (issue #32): CSV on stdout; errors on stderr with exit code 1. */
let fixture: Awaited<ReturnType<typeof writeExportFixture>>;
beforeAll(async () => {
  fixture = await writeExportFixture(ORDERS_FIXTURE);
});
afterAll(() => fixture?.cleanup());

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

async function analyze(...args: string[]) {
  const out = sink();
  const err = sink();
  const code = await analyzeMain(args, out.stream, err.stream);
  return { code, out: out.text(), err: err.text() };
}

describe('npm run analyze', () => {
  it('prints the result as CSV', async () => {
    const r = await analyze('SELECT month, count(*) AS orders FROM orders GROUP BY month ORDER BY month', '--dir', fixture.dir);
    expect(r).toEqual({ code: 0, out: 'month,orders\r\n2025-01,10\r\n2025-02,10\r\n2025-03,10\r\n', err: '' });
  });

  it('a malformed query: DuckDB’s message on stderr, exit code 1, nothing on stdout', async () => {
    const r = await analyze('SELEC 1', '--dir', fixture.dir);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^Parser Error: syntax error at or near "SELEC"/);
  });

  it('is as locked down as the screen', async () => {
    const r = await analyze("SELECT * FROM read_csv('/etc/passwd')", '--dir', fixture.dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Permission Error/);
    expect((await analyze('DROP VIEW orders', '--dir', fixture.dir)).err).toMatch(/^Only queries that read/);
  });

  it('without an export says so', async () => {
    const r = await analyze('SELECT 1', '--dir', `${fixture.root}/nothing-here`);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^No export in /);
  });
});
