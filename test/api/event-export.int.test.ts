import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsStream } from '../../domain/payments/events';
import { createPgliteClient } from '../../infra/db/pglite-client';
import type { EventMetadata } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { testApp } from '../support/test-app';

/**
 * GET /api/events/export (issue #6): the analyst export of the event log as NDJSON, for CSRs only,
 * filtered by stream type and dates, secrets redacted; and `npm run events:export`.
 */

const { platform, call, signInAll } = testApp();
let csr: string, staff: string, patient: string;
let demoPatient: string;
const CARD_TOKEN = 'tok_export_secret_4c1f9a';

const meta = (occurredAt: string): EventMetadata => ({ actor: { accountNumber: 'system', customerGroup: 'System' }, correlationId: 'export-test', occurredAt, schemaVersion: 1 });
const status = (orderId: string, at: string) => ({ type: 'OrderStatusChanged', data: { orderId, status: 'processing', at }, metadata: meta(at) });

async function exportText(query: string, token = csr) {
  const res = await platform.app.inject({ method: 'GET', url: `/api/events/export${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return res;
}
const linesOf = (body: string) => body.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  ({ csr, staff, patient } = await signInAll('csr', 'staff', 'patient'));
  demoPatient = (await call('/api/customer/get', {}, patient)).body.accountNumber;
  const store = platform.infra.store;
  await store.appendToStream('order-EXPORT-1', [status('EXPORT-1', '2025-01-10T10:00:00.000Z'), status('EXPORT-1', '2025-01-31T23:59:59.000Z')], { expectedVersion: 'any' });
  await store.appendToStream('order-EXPORT-2', [status('EXPORT-2', '2025-02-01T00:00:00.000Z')], { expectedVersion: 'any' });
  await store.appendToStream(
    cardsStream(demoPatient),
    [
      {
        type: 'CardSaved',
        data: { accountNumber: demoPatient, uniqueCardId: 'card-x', token: CARD_TOKEN, maskedCardNumber: '************1111', cardType: '001', expiry: '12/30', cardNickname: 'Visa ending 1111', billing: {}, savedAt: '2025-01-15T00:00:00.000Z' },
        metadata: meta('2025-01-15T00:00:00.000Z'),
      },
    ],
    { expectedVersion: 'any' },
  );
}, 120_000);


describe('GET /api/events/export', () => {
  it('lists the stream types for the export screen', async () => {
    const r = await call('/api/events/stream-types', undefined, csr);
    expect(r.status).toBe(200);
    const types = (r.body.streamTypes as { streamType: string; label: string }[]).map((s) => s.streamType);
    expect(types).toEqual(expect.arrayContaining(['customer', 'patient-rx', 'cart', 'order', 'practice', 'catalog-product', 'cards']));
  });

  it('streams one valid JSON object per line, filtered by stream type and inclusive days', async () => {
    const res = await exportText('?streamType=order&from=2025-01-01&to=2025-01-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lensloop-events-order-2025-01-01-to-2025-01-31.ndjson"');
    expect(res.body.endsWith('\n')).toBe(true);
    const lines = linesOf(res.body);
    expect(lines.map((l) => [l.streamId, l.occurredAt])).toEqual([
      ['order-EXPORT-1', '2025-01-10T10:00:00.000Z'],
      ['order-EXPORT-1', '2025-01-31T23:59:59.000Z'],
    ]);
    for (const l of lines) {
      expect(Object.keys(l)).toEqual(['globalPosition', 'eventId', 'streamId', 'streamType', 'type', 'occurredAt', 'schemaVersion', 'data', 'metadata']);
      expect(l).toMatchObject({ streamType: 'order', type: 'OrderStatusChanged', schemaVersion: 1, metadata: { actor: { accountNumber: 'system' } } });
    }
    expect(linesOf((await exportText('?streamType=order&from=2025-02-01&to=2025-02-01')).body).map((l) => l.streamId)).toEqual(['order-EXPORT-2']);
  });

  it('never lets a password hash or a saved card’s token out', async () => {
    const { rows } = await platform.infra.sql.query<{ hash: string }>(
      `SELECT data->>'passwordHash' AS hash FROM es_events WHERE type = 'PasswordSet' AND data ? 'passwordHash' ORDER BY global_position LIMIT 1`,
    );
    const hash = rows[0]!.hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    const all = await exportText('');
    expect(all.statusCode).toBe(200);
    expect(all.body).not.toContain(hash);
    expect(all.body).not.toContain('$argon2');
    expect(all.body).not.toContain(CARD_TOKEN);
    const lines = linesOf(all.body);
    // The log's global order is the store's read order (commit order on PostgreSQL: transaction,
    // then position), which bare positions need not follow when appends ran concurrently.
    const logOrder: number[] = [];
    for (let after = { transactionId: '0', globalPosition: 0 }; ; ) {
      const page = await platform.infra.store.readAll({ after, limit: 1000 });
      if (page.events.length === 0) break;
      logOrder.push(...page.events.map((e) => e.globalPosition));
      after = page.checkpoint;
    }
    expect(lines.map((l) => l.globalPosition as number)).toEqual(logOrder.slice(0, lines.length));
    expect(lines.find((l) => l.type === 'PasswordSet')).toMatchObject({ data: { passwordHash: '[redacted]' } });
    const cards = linesOf((await exportText('?streamType=cards')).body);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ streamType: 'cards', data: { token: '[redacted]', maskedCardNumber: '************1111' } });
    expect(linesOf((await exportText('?streamType=customer')).body).every((l) => l.streamType === 'customer')).toBe(true);
  });

  it('is for CSRs with their own token only', async () => {
    expect((await exportText('', staff)).statusCode).toBe(403);
    expect((await exportText('', patient)).statusCode).toBe(403);
    expect((await exportText('', '')).statusCode).toBe(401);
    const impersonating = (await call('/api/customer/beginimpersonation', { accountNumber: '700000001' }, csr)).body.token as string;
    expect((await exportText('', impersonating)).statusCode).toBe(403);
    expect((await call('/api/events/stream-types', undefined, staff)).status).toBe(403);
  });

  it('refuses bad filters with a 400', async () => {
    expect((await exportText('?streamType=nope')).statusCode).toBe(400);
    expect((await exportText('?from=2025-13-01')).statusCode).toBe(400);
    const r = await exportText('?from=2025-02-01&to=2025-01-01');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('npm run events:export', () => {
  const script = fileURLToPath(new URL('../../workers/cli/events-export.ts', import.meta.url));
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  let dataDir: string;

  function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const env = { ...process.env, DATABASE_URL: '', EVENTSTORE_URL: '', NODE_ENV: 'development', DATA_DIR: dataDir };
      execFile(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env, timeout: 90_000 }, (err, stdout, stderr) => {
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
    });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lensloop-export-'));
    const sql = createPgliteClient(dataDir);
    const store = new PostgresEventStore(sql);
    await store.init();
    await store.appendToStream('order-CLI-1', [status('CLI-1', '2026-03-01T10:00:00.000Z'), status('CLI-1', '2027-01-01T10:00:00.000Z')], { expectedVersion: 'no_stream' });
    await store.appendToStream('customer-1', [{ type: 'PasswordSet', data: { passwordHash: '$argon2id$cli-secret' }, metadata: meta('2026-03-02T00:00:00.000Z') }], { expectedVersion: 'no_stream' });
    await store.close();
    await sql.end();
  }, 60_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the filtered lines to --out and says how many', async () => {
    const out = join(dataDir, 'orders.ndjson');
    const r = await run(['--stream-type', 'order', '--from', '2026-01-01', '--to', '2026-12-31', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('Exported 1 events (stream type order, from 2026-01-01, to 2026-12-31)');
    const lines = linesOf(readFileSync(out, 'utf8'));
    expect(lines.map((l) => [l.streamId, l.occurredAt])).toEqual([['order-CLI-1', '2026-03-01T10:00:00.000Z']]);
  });

  it('writes to standard output without --out, redacted, and refuses bad options', async () => {
    const r = await run([]);
    expect(r.code, r.stderr).toBe(0);
    expect(linesOf(r.stdout)).toHaveLength(3);
    expect(r.stdout).not.toContain('cli-secret');
    const bad = await run(['--stream-type', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run events:export');
  });
});
