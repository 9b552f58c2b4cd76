import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisJobStream } from '../../domain/analysis-jobs/events';
import { describeEvent } from '../../domain/history/describe-event';
import { testApp, until } from '../support/test-app';

/**
 * The export in the app (issue #32): an analysis job of kind 'analytics-export' requested by an
 * analyst (all practices) or a practice administrator (their practice), listed and deleted per
 * scope; the request is an event with its actor, described in words in the audit trail; everyone
 * else 403. The export lands in the scope's folder under ANALYTICS_DIR.
 */
const root = mkdtempSync(join(tmpdir(), 'lensloop-analytics-api-'));
process.env.ANALYTICS_DIR = root;
const { call, signInAll, eventsOf, platform } = testApp();
let analyst: string, admin: string, adminB: string, staff: string, patient: string, csr: string, operator: string;

interface ExportRow { jobId: string; status: string; scope: string; events: number | null; files: number | null; label: string }
const listOf = async (token: string) => {
  // Read once the read models have applied everything appended (on PostgreSQL they lag a moment after a command).
  await platform.projections.caughtUp(15_000);
  const r = await call('/api/analytics/exports', undefined, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { total: number; exports: ExportRow[] };
};
const readyExport = (token: string, jobId: string) =>
  until(() => listOf(token), (l) => ['ready', 'failed'].includes(l.exports.find((e) => e.jobId === jobId)?.status ?? ''), 60_000).then((l) => l.exports.find((e) => e.jobId === jobId)!);

async function rows(dir: string, table: string, select = '*'): Promise<Record<string, unknown>[]> {
  const conn = await (await DuckDBInstance.create(':memory:')).connect();
  return (await conn.runAndReadAll(`SELECT ${select} FROM read_parquet('${join(dir, table, '*', '*.parquet')}', hive_partitioning = true)`)).getRowObjectsJson() as Record<string, unknown>[];
}

beforeAll(async () => {
  ({ analyst, admin, adminB, staff, patient, csr, operator } = await signInAll('analyst', 'admin', 'adminB', 'staff', 'patient', 'csr', 'operator'));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('analytics export in the app', () => {
  it('is for analysts and practice administrators only: everyone else gets 403 and nothing is appended', async () => {
    for (const token of [staff, patient, csr, operator]) {
      expect((await call('/api/analytics/exports', {}, token)).status).toBe(403);
      expect((await call('/api/analytics/exports', undefined, token)).status).toBe(403);
      expect((await call('/api/analytics/exports/delete', { jobId: 'x' }, token)).status).toBe(403);
    }
    expect((await listOf(analyst)).total).toBe(0);
  });

  it('an analyst exports all practices; the request is in the audit trail in words', async () => {
    const r = await call('/api/analytics/exports', {}, analyst);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.scope).toBe('all');
    const done = await readyExport(analyst, r.body.jobId);
    expect(done.status).toBe('ready');
    expect(done.events).toBeGreaterThan(100);
    const practices = await rows(join(root, 'all'), 'practices');
    expect(practices.length).toBeGreaterThan(1);
    const [requested] = await eventsOf(analysisJobStream(r.body.jobId));
    expect(requested!.metadata).toMatchObject({ actor: { customerGroup: 'Analyst' } });
    expect(describeEvent({ ...requested!, streamId: analysisJobStream(r.body.jobId) })).toBe('De-identified analytics export requested: De-identified export · all practices');
    // Administrators see their own scope's exports, not the analyst's.
    expect((await listOf(admin)).exports.map((e) => e.jobId)).not.toContain(r.body.jobId);
  });

  it('a practice administrator exports only their practice; another practice sees none of it', async () => {
    const r = await call('/api/analytics/exports', {}, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.scope).toMatch(/^practice-[0-9a-f]+$/);
    expect((await readyExport(admin, r.body.jobId)).status).toBe('ready');
    const dir = join(root, r.body.scope as string);
    const practiceId = (r.body.scope as string).slice('practice-'.length);
    expect((await rows(dir, 'practices', 'practice_id')).map((p) => p.practice_id)).toEqual([practiceId]);
    const foreign = [
      ...(await rows(dir, 'patients', 'practice_id')),
      ...(await rows(dir, 'locations', 'practice_id')),
      ...(await rows(dir, 'ev_customer_registered', 'practice_id')),
    ].filter((p) => p.practice_id !== null && p.practice_id !== practiceId);
    expect(foreign).toEqual([]);
    expect((await listOf(adminB)).exports.map((e) => e.jobId)).not.toContain(r.body.jobId);
    expect((await call('/api/analytics/exports/delete', { jobId: r.body.jobId }, adminB)).status).toBe(404);
  });

  it('deleting an export hides it and removes its scope folder', async () => {
    const list = await listOf(analyst);
    const jobId = list.exports[0]!.jobId;
    const r = await call('/api/analytics/exports/delete', { jobId }, analyst);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await listOf(analyst)).exports.map((e) => e.jobId)).not.toContain(jobId);
    await until(async () => existsSync(join(root, 'all')), (exists) => !exists, 30_000);
    expect(readdirSync(root)).not.toContain('all');
  });
});
