import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeExportDir } from '../../infra/analytics/engine/scope-export-dir';
import { closeSharedEngines } from '../../infra/analytics/engine/shared-engines';
import { type Reply, testApp } from '../support/test-app';
import { AUTH_EXPECTATIONS } from './auth-expectations';
import { operationsOf } from './openapi-operations';
import { roleTokens } from './tenants';

/**
 * Issue #32, SQL over the export across tenants: the all-practices export, Clearview's (own) and
 * Lakeside's (other) each hold a table `marker` with a secret of their own, and Lakeside's
 * administrator has a saved query. Every /api/analysis/ operation of /api/openapi.json is called by
 * every role of the own practice (and the analyst) with Lakeside's saved query id and SQL that would
 * read the marker — also by Lakeside's folder path. It holds when no reply carries Lakeside's secret,
 * its saved query's name or SQL; no call changes its saved query; and each role reads exactly its
 * own scope's marker (the analyst: all practices'; Clearview's administrator: Clearview's).
 */
const root = mkdtempSync(join(tmpdir(), 'lensloop-analysis-tenants-'));
process.env.ANALYTICS_DIR = root;

const t = testApp();
const { call, signInAll, eventsOf } = t;
const SECRETS = { all: 'ALL-7f3a', own: 'OWN-2b9c', other: 'OTHER-e41d' };
let client = 0;
const nextIp = () => `10.44.0.${++client}`;
let tokens: Record<string, string>;
let otherSaved: { id: string; name: string; sql: string };

async function writeMarker(dir: string, secret: string): Promise<void> {
  mkdirSync(join(dir, 'marker'), { recursive: true });
  const instance = await DuckDBInstance.create(':memory:');
  const c = await instance.connect();
  await c.run(`COPY (SELECT '${secret}' AS secret, '2025-01' AS month) TO '${join(dir, 'marker')}' (FORMAT parquet, PARTITION_BY (month), OVERWRITE_OR_IGNORE)`);
  c.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  const { admin, adminB, patient } = await signInAll('admin', 'adminB', 'patient');
  const practiceOf = async (token: string) => ((await call('/api/customer/get', {}, token)).body as { practiceId: string }).practiceId;
  const [own, other] = [await practiceOf(admin), await practiceOf(adminB)];
  expect(own).not.toBe(other);
  await writeMarker(scopeExportDir({ practiceId: null }), SECRETS.all);
  await writeMarker(scopeExportDir({ practiceId: own }), SECRETS.own);
  await writeMarker(scopeExportDir({ practiceId: other }), SECRETS.other);
  otherSaved = { id: '', name: 'Lakeside private question', sql: `SELECT secret FROM marker WHERE secret <> 'LAKESIDE-SQL-91c'` };
  const saved = await call('/api/analysis/saved-queries/save', { name: otherSaved.name, sql: otherSaved.sql }, adminB);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  otherSaved.id = (saved.body as { savedQueryId: string }).savedQueryId;
  const me = await call('/api/customer/get', {}, patient);
  tokens = (await roleTokens(t, nextIp, { accountNumber: (me.body as { accountNumber: string }).accountNumber, reason: 'Analysis query tenants' })) as Record<string, string>;
  (globalThis as { otherDir?: string }).otherDir = scopeExportDir({ practiceId: other });
}, 120_000);
afterAll(() => {
  closeSharedEngines();
  rmSync(root, { recursive: true, force: true });
});

function requestsOf(key: string): { path: string; body?: unknown }[] {
  const otherDir = (globalThis as { otherDir?: string }).otherDir!;
  switch (key) {
    case 'POST /api/analysis/query':
    case 'POST /api/analysis/query.csv': {
      const path = key.split(' ')[1]!;
      return [
        { path, body: { sql: 'SELECT secret FROM marker' } },
        { path, body: { sql: `SELECT secret FROM read_parquet('${otherDir}/marker/*/*.parquet')` } },
      ];
    }
    case 'POST /api/analysis/saved-queries/save':
      return [{ path: '/api/analysis/saved-queries/save', body: { name: `Probe ${client}`, sql: 'SELECT 1' } }];
    case 'POST /api/analysis/saved-queries/rename':
      return [{ path: '/api/analysis/saved-queries/rename', body: { savedQueryId: otherSaved.id, name: 'Taken over' } }];
    case 'POST /api/analysis/saved-queries/delete':
      return [{ path: '/api/analysis/saved-queries/delete', body: { savedQueryId: otherSaved.id } }];
    default:
      return [{ path: key.split(' ')[1]! }];
  }
}

describe('SQL over the export across practices', () => {
  let operations: string[] = [];
  const results: { key: string; role: string; reply: Reply }[] = [];

  beforeAll(async () => {
    operations = operationsOf((await call('/api/openapi.json')).body).operations.map((o) => o.key).filter((k) => k.includes('/api/analysis/'));
    for (const key of operations) {
      for (const [role, token] of Object.entries(tokens)) {
        for (const { path, body } of requestsOf(key)) results.push({ key, role, reply: await call(path, body, { token, method: key.startsWith('GET') ? 'GET' : 'POST', ip: nextIp() }) });
      }
    }
  }, 180_000);

  it('covers every analysis operation, each classified in the authorization table', () => {
    expect(operations.sort()).toEqual(Object.keys(AUTH_EXPECTATIONS).filter((k) => k.includes('/api/analysis/')).sort());
    expect(operations).toHaveLength(8);
  });

  it('reads nothing of the other practice: 0 cross-tenant reads', () => {
    const secrets = [SECRETS.other, otherSaved.id, otherSaved.name, 'LAKESIDE-SQL-91c'];
    const leaks = results.filter((r) => secrets.some((s) => r.reply.text.includes(s)));
    expect(leaks.map((r) => `${r.key} as ${r.role}: ${r.reply.status}`)).toEqual([]);
    // Renaming or deleting the other practice's saved query is refused outright.
    expect(results.filter((r) => /rename|delete/.test(r.key) && r.reply.status < 300).map((r) => `${r.key} as ${r.role}`)).toEqual([]);
  });

  it('leaves the other practice’s saved query as it was', async () => {
    expect((await eventsOf(`saved-query-${otherSaved.id}`)).map((e) => e.type)).toEqual(['SavedQueryCreated']);
  });

  it('lets each role through as the table says, each reading its own scope', () => {
    const wrong: string[] = [];
    for (const r of results) {
      const allowed = AUTH_EXPECTATIONS[r.key]!.allow.split(' ').includes(r.role);
      const refused = r.reply.status === 401 || r.reply.status === 403;
      if (allowed === refused) wrong.push(`${r.key} as ${r.role}: ${r.reply.status}`);
    }
    expect(wrong).toEqual([]);
    const markerRead = (role: string) => results.find((r) => r.key === 'POST /api/analysis/query' && r.role === role && r.reply.status === 200)?.reply.body as { rows: unknown[][] } | undefined;
    expect(markerRead('analyst')?.rows).toEqual([[SECRETS.all]]);
    expect(markerRead('admin')?.rows).toEqual([[SECRETS.own]]);
  });
});
