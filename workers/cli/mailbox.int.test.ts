import { execFile } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteClient } from '../../infra/db/pglite-client';
import { createDevMailbox } from '../../infra/mail/dev-mailbox';

const script = fileURLToPath(new URL('./mailbox.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run mailbox` the way npm does (tsx), against an embedded store in `dataDir`. */
function mailbox(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', ...env };
    execFile(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env: childEnv, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('npm run mailbox (embedded store)', () => {
  let dataDir: string;
  let ids: { welcome: string; shipped: string };
  // A port where nothing answers, so the CLI does not think the app is running.
  const idlePort = '1';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lensloop-mailbox-'));
    const db = createPgliteClient(dataDir);
    const box = createDevMailbox(db);
    const welcome = await box.send({ to: 'Ann Lee <ann@example.test>', subject: 'Welcome to Lensloop', text: 'Hi Ann', tags: ['welcome'] });
    const shipped = await box.send({ to: 'bob@example.test', subject: 'Order LL-1001 shipped', text: 'Tracking 123', html: '<p>Tracking 123</p>' });
    ids = { welcome: welcome.messageId, shipped: shipped.messageId };
    await db.end();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the mailbox newest first as a table, and filters with --to', async () => {
    const all = await mailbox([], { DATA_DIR: dataDir, PORT: idlePort });
    expect(all.code).toBe(0);
    const lines = all.stdout.split('\n');
    expect(lines[0]).toMatch(/^SENT\s+TO\s+SUBJECT\s+TAGS\s+ID$/);
    expect(lines[2]).toContain('Order LL-1001 shipped');
    expect(lines[2]).toContain(ids.shipped);
    expect(lines[3]).toContain('Ann Lee <ann@example.test>');
    expect(all.stdout).toContain('1–2 of 2, newest first');

    const ann = await mailbox(['--to', 'ann@example.test'], { DATA_DIR: dataDir, PORT: idlePort });
    expect(ann.stdout).toContain(ids.welcome);
    expect(ann.stdout).not.toContain(ids.shipped);
  });

  it('shows one message with `show ID`, the HTML part only with --html', async () => {
    const plain = await mailbox(['show', ids.shipped], { DATA_DIR: dataDir, PORT: idlePort });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^Subject: Order LL-1001 shipped$/m);
    expect(plain.stdout).toContain('Tracking 123');
    expect(plain.stdout).not.toContain('<p>');
    const html = await mailbox(['show', ids.shipped, '--html'], { DATA_DIR: dataDir, PORT: idlePort });
    expect(html.stdout).toContain('<p>Tracking 123</p>');

    const missing = await mailbox(['show', '01a1ff41-0000-7000-8000-000000000000'], { DATA_DIR: dataDir, PORT: idlePort });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No message with id');
  });

  it('refuses to open the store while another live process holds it and points to /dev/mailbox', async () => {
    // The data-directory lock names a live process (this test's own), as `npm start` would.
    writeFileSync(join(dataDir, '.lensloop.pid'), String(process.pid));
    try {
      const run = await mailbox([], { DATA_DIR: dataDir, PORT: '3456' });
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('http://localhost:3456/dev/mailbox');
      expect(run.stderr).toMatch(/in use by process \d+/);
      expect(run.stdout).toBe('');
    } finally {
      rmSync(join(dataDir, '.lensloop.pid'), { force: true });
    }
  });

  it('says so when there is no local store yet, without creating one', async () => {
    const empty = join(dataDir, 'never-started');
    const run = await mailbox([], { DATA_DIR: empty, PORT: idlePort });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/No local store in .*never-started yet/);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(false);
  });
});
