import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../command-api/seed/seed-demo';
import { exportTables } from '../../domain/analytics/export-tables';
import { valueAt } from '../../domain/analytics/event-row';
import { EVENT_FIELD_RULES } from '../../domain/privacy/event-field-rules';
import type { EventType } from '../../domain/privacy/event-types';
import { isPersonalDrop } from '../../domain/privacy/field-rules';
import { makePseudonymiser } from '../../infra/analytics/export/pseudonymiser';
import { runAnalyticsExport } from '../../infra/analytics/export/run-export';
import { START, type StoredEvent } from '../../infra/event-store/port';
import { salesDashboardProjection } from '../../projections/sales-dashboard';
import { projectionBed } from '../support/projection-bed';

/**
 * The analyst export over the demo data (issue #32): (a) no demo person's name, e-mail, phone,
 * street or date of birth in any exported file, read as bytes or as text through DuckDB; (b) its
 * order count per practice and month equals the sales dashboard's; (c) an export added to
 * incrementally has the same content as one made from zero.
 */
const SECRET = 'export-test-secret-0123456789';
const { store, kdb, project } = projectionBed();
const root = mkdtempSync(join(tmpdir(), 'lensloop-export-'));
const full = join(root, 'full');
let log: StoredEvent[] = [];

async function readLog(): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  let after = START;
  for (;;) {
    const { events, checkpoint } = await store.readAll({ after, limit: 5000 });
    if (events.length === 0) return all;
    all.push(...events);
    after = checkpoint;
  }
}

async function duck() {
  return (await DuckDBInstance.create(':memory:')).connect();
}

function parquetFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name.startsWith('_')) continue;
    if (statSync(p).isDirectory()) out.push(...parquetFiles(p));
    else if (name.endsWith('.parquet')) out.push(p);
  }
  return out;
}

/** Every table of an export as ordered text rows (all columns, month included). */
async function contentOf(dir: string): Promise<Record<string, string[]>> {
  const conn = await duck();
  const out: Record<string, string[]> = {};
  for (const t of exportTables()) {
    const glob = join(dir, t.name, '*', '*.parquet');
    if (parquetFiles(dir).every((f) => !f.startsWith(join(dir, t.name, '')))) continue;
    const r = await conn.runAndReadAll(`SELECT * FROM read_parquet('${glob}', hive_partitioning = true)`);
    out[t.name] = r.getRowsJson().map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

beforeAll(async () => {
  await seedDemo(store, { history: true });
  log = await readLog();
  await runAnalyticsExport(store, { out: full, secret: SECRET });
}, 300_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('analytics export of the demo data', () => {
  it('(a) leaves no demo name, e-mail, phone, street or date of birth in any file', async () => {
    const personal = new Set<string>();
    for (const e of log) {
      const rules = EVENT_FIELD_RULES[e.type as EventType] ?? {};
      for (const [path, rule] of Object.entries(rules)) {
        if (!isPersonalDrop(rule) && rule.rule !== 'year-only') continue;
        if (rule.rule === 'drop' && (rule.why === 'secret' || rule.why === 'account-or-card-number')) continue;
        const v = valueAt(e.data, path);
        if (typeof v === 'string' && v.trim().length >= 4) personal.add(v.trim());
      }
      // The patient's own addresses (a nested list): their street lines.
      const addresses = valueAt(e.data, 'addresses');
      if (Array.isArray(addresses)) for (const a of addresses as Record<string, unknown>[]) for (const k of ['address1', 'address2']) if (typeof a[k] === 'string' && a[k].length >= 4) personal.add(a[k]);
    }
    expect(personal.size).toBeGreaterThan(200);
    const files = parquetFiles(full);
    expect(files.length).toBeGreaterThan(50);
    const byteHits: string[] = [];
    for (const f of files) {
      const bytes = readFileSync(f).toString('latin1');
      for (const p of personal) if (bytes.includes(p)) byteHits.push(`${p} in ${f}`);
    }
    expect(byteHits).toEqual([]);
    const conn = await duck();
    const textHits: string[] = [];
    for (const t of exportTables()) {
      if (!files.some((f) => f.startsWith(join(full, t.name, '')))) continue;
      const rows = (await conn.runAndReadAll(`SELECT * FROM read_parquet('${join(full, t.name, '*', '*.parquet')}', hive_partitioning = true)`)).getRowsJson();
      const text = JSON.stringify(rows);
      for (const p of personal) if (text.includes(p)) textHits.push(`${p} in ${t.name}`);
    }
    expect(textHits).toEqual([]);
  });

  it('(b) counts the orders of each practice and month as the sales dashboard does', async () => {
    await project([salesDashboardProjection]);
    const pseudo = makePseudonymiser(SECRET);
    const dashboard = await sql<{ practice_id: string; month: string; orders: string | number }>`
      SELECT practice_id, substr(day, 1, 7) AS month, sum(orders) AS orders FROM rm.sales_daily GROUP BY 1, 2 HAVING sum(orders) > 0`.execute(kdb);
    const expected = dashboard.rows.map((r) => `${pseudo('practice', r.practice_id)} ${r.month} ${Number(r.orders)}`).sort();
    const conn = await duck();
    const exported = (
      await conn.runAndReadAll(
        `SELECT practice_id, month, count(*) AS orders FROM read_parquet('${join(full, 'orders', '*', '*.parquet')}', hive_partitioning = true) WHERE counts_as_sale GROUP BY 1, 2`,
      )
    )
      .getRowObjectsJson()
      .map((r) => `${String(r.practice_id)} ${String(r.month)} ${Number(r.orders)}`)
      .sort();
    expect(expected.length).toBeGreaterThan(3);
    expect(exported).toEqual(expected);
  });

  it('(c) an export continued after new events equals one made from zero', async () => {
    const part = join(root, 'incremental');
    // The log up to here, then new events: a new patient, a prescription, an order cancelled, a claim window.
    await runAnalyticsExport(store, { out: part, secret: SECRET, batchSize: 700 });
    const checkout = log.find((e) => e.type === 'OrderCheckedOut')!;
    const order = checkout.data as { orderId: string; customerAccountNumber: string };
    const meta = { actor: { accountNumber: 'system', customerGroup: 'System' }, correlationId: 'export-test', occurredAt: '2027-01-15T12:00:00.000Z', schemaVersion: 1 };
    await store.appendToStream(`order-${order.orderId}`, [{ type: 'OrderStatusChanged', data: { orderId: order.orderId, status: 'cancelled', at: meta.occurredAt }, metadata: meta }], { expectedVersion: 'any' });
    const patientCreated = log.find((e) => e.type === 'PatientCreated')!;
    const p = patientCreated.data as { practiceId: string; locationId: string };
    await store.appendToStream('customer-990000001', [{ type: 'PatientCreated', data: { accountNumber: '990000001', practiceId: p.practiceId, locationId: p.locationId, email: 'late.patient@example.test', firstName: 'Latecomer', lastName: 'Zyxwv', dob: '1990-05-06' }, metadata: meta }], { expectedVersion: 'any' });
    await store.appendToStream(`rewards-${order.customerAccountNumber}`, [{ type: 'ClaimWindowOpened', data: { accountNumber: order.customerAccountNumber, orderId: order.orderId, manufacturerId: 'M-TEST', amountCents: 2500, opensAt: meta.occurredAt, deadline: '2027-04-15T12:00:00.000Z', higherRewardUntil: null, higherAmountCents: null }, metadata: meta }], { expectedVersion: 'any' });
    const second = await runAnalyticsExport(store, { out: part, secret: SECRET, batchSize: 2 });
    expect(second.events).toBe(3);
    const fresh = join(root, 'fresh');
    await runAnalyticsExport(store, { out: fresh, secret: SECRET });
    const [a, b] = [await contentOf(part), await contentOf(fresh)];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    for (const table of Object.keys(b)) expect(a[table], table).toEqual(b[table]);
    const conn = await duck();
    const cancelled = await conn.runAndReadAll(`SELECT count(*)::INT AS n FROM read_parquet('${join(part, 'orders', '*', '*.parquet')}') WHERE status = 'cancelled' AND order_id = '${makePseudonymiser(SECRET)('order', order.orderId)}'`);
    expect(cancelled.getRowObjectsJson()[0]!.n).toBe(1);
    // A third run with nothing new writes nothing.
    expect((await runAnalyticsExport(store, { out: part, secret: SECRET })).files).toBe(0);
  });
});
