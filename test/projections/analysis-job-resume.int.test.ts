import { analyticsExportRunner } from '../../workers/jobs/analytics-export/analytics-export-runner';
import { describe, expect, it } from 'vitest';
import { type AnalysisJobEvent, analysisJobStream } from '../../domain/analysis-jobs/events';
import { whatIfParamsOf } from '../../domain/what-if/scenario';
import { readWhatIfResult } from '../../infra/analysis/what-if-results';
import type { Job } from '../../infra/queue/port';
import { listSnapshots } from '../../infra/read-models/snapshots';
import { orderStatusReportProjection } from '../../projections/order-status-report';
import { salesDashboardProjection } from '../../projections/sales-dashboard';
import { type AnalysisKindRunner, type AnalysisRunners } from '../../workers/jobs/analysis/analysis-runner';
import { progressReporter } from '../../workers/jobs/analysis/progress-reporter';
import { runAnalysisJob } from '../../workers/jobs/analysis/run-analysis-job';
import { reportSnapshotRunner } from '../../workers/jobs/time-travel/report-snapshot-runner';
import { whatIfRunner } from '../../workers/jobs/what-if/what-if-runner';
import { projectionChecksum } from '../../workers/projections/checksum';
import type { AnalysisJobPayload } from '../../workers/reactors/analysis-job-reactors';
import { testMeta } from '../support/event-meta';
import { storeBed } from '../support/event-store-bed';
import { appendFixture, DOUBLE_PRICES, WHAT_IF_EXPECTED, WHAT_IF_FIXTURE_PERIOD, whatIfFixture } from '../support/what-if-events';
import { strategyInput } from '../../domain/pricing/api-schemas';

/**
 * The analysis job survives a crash (issue #32): a run cut short at any point — mid-work, or after
 * its output was written but before its outcome was recorded — is run again by the queue; the next
 * run starts over (attempt n + 1), replaces what the first left, records the outcome once, and a
 * duplicate delivery afterwards does nothing. The crash is the queue handler throwing as a killed
 * process would leave things (nothing recorded after the point of death); the queue's re-delivery
 * is the same handler called again with the next attempt. (A kill -9 of a real worker process on
 * BullMQ: test/reliability/analysis-job-kill.int.test.ts.)
 */
const { db, store, kdb } = storeBed({ each: true });
const PRACTICE = 'PR-WIF';

class Killed extends Error {}

async function request(jobId: string, kind: 'what-if' | 'report-snapshot', params: Record<string, unknown>): Promise<string> {
  const { events } = await store.appendToStream(
    analysisJobStream(jobId),
    [{ type: 'AnalysisJobRequested', data: { jobId, kind, practiceId: PRACTICE, label: 'test', params, requestedAt: new Date().toISOString() }, metadata: testMeta() }],
    { expectedVersion: 'no_stream' },
  );
  return events[0]!.eventId;
}

const job = (jobId: string, eventId: string, kind: AnalysisJobPayload['kind'], attempt: number): Job<AnalysisJobPayload> => ({ id: eventId, name: 'run-analysis-job', payload: { jobId, kind, eventId }, attempt, attempts: 5 });
const typesOf = async (jobId: string) => (await store.readStream<AnalysisJobEvent>(analysisJobStream(jobId))).events.map((e) => (e.type === 'AnalysisJobStarted' ? `Started ${e.data.attempt}` : e.type.replace('AnalysisJob', '')));

function runners(over: Partial<AnalysisRunners> = {}): AnalysisRunners {
  return { 'what-if': whatIfRunner({ sql: db.client, store, batchSize: 3 }), 'report-snapshot': reportSnapshotRunner({ sql: db.client, db: kdb, store }), 'analytics-export': analyticsExportRunner({ store }), ...over };
}

/** A runner that dies where `die` says: after `afterBatches` progress reports, or once its output is written. */
function dying(real: AnalysisKindRunner, die: { afterProgress?: number; afterOutput?: boolean }): AnalysisKindRunner {
  return {
    removeOutput: real.removeOutput,
    async run(run) {
      let reports = 0;
      const result = await real.run({
        ...run,
        progress: (done, total) => {
          run.progress(done, total);
          if (die.afterProgress !== undefined && ++reports > die.afterProgress) throw new Killed('killed mid-work');
        },
      });
      if (die.afterOutput) throw new Killed('killed after writing its output');
      return result;
    },
  };
}

const params = () => ({ ...whatIfParamsOf({ ...WHAT_IF_FIXTURE_PERIOD, strategy: strategyInput.parse(DOUBLE_PRICES), rules: [] }) });

describe('a what-if run cut short', () => {
  it('after writing its rows but before recording its outcome: the next run replaces them (never doubled) and records the outcome once', async () => {
    await appendFixture(store, whatIfFixture({ practiceId: PRACTICE, locationId: 'LOC-WIF', otherPracticeId: 'PR-OTHER', addLocation: true }));
    const eventId = await request('wi-1', 'what-if', params());
    const real = runners();
    await expect(runAnalysisJob({ store, runners: runners({ 'what-if': dying(real['what-if'], { afterOutput: true }) }) })(job('wi-1', eventId, 'what-if', 1))).rejects.toThrow(Killed);
    expect(await typesOf('wi-1')).toEqual(['Requested', 'Started 1']);
    expect((await readWhatIfResult(db.client, 'wi-1', { limit: 100, offset: 0 }))?.total).toBe(3);

    await runAnalysisJob({ store, runners: real })(job('wi-1', eventId, 'what-if', 2));
    const types = await typesOf('wi-1');
    expect(types.filter((t) => t !== 'Progressed')).toEqual(['Requested', 'Started 1', 'Started 2', 'Completed']);
    const stored = (await readWhatIfResult(db.client, 'wi-1', { limit: 100, offset: 0 }))!;
    expect(stored.total).toBe(3);
    expect(stored.rows).toEqual(WHAT_IF_EXPECTED.rows);
    expect(stored.totals).toEqual(WHAT_IF_EXPECTED.totals);

    // The queue delivers it once more (a duplicate, or a re-run after the outcome): nothing happens.
    await runAnalysisJob({ store, runners: real })(job('wi-1', eventId, 'what-if', 3));
    expect(await typesOf('wi-1')).toEqual(types);
  });

  it('mid-work: the next run starts over and gets the same figures', async () => {
    await appendFixture(store, whatIfFixture({ practiceId: PRACTICE, locationId: 'LOC-WIF', otherPracticeId: 'PR-OTHER', addLocation: true }));
    const eventId = await request('wi-2', 'what-if', params());
    const real = runners();
    await expect(runAnalysisJob({ store, runners: runners({ 'what-if': dying(real['what-if'], { afterProgress: 2 }) }) })(job('wi-2', eventId, 'what-if', 1))).rejects.toThrow(Killed);
    expect(await readWhatIfResult(db.client, 'wi-2', { limit: 100, offset: 0 })).toBeUndefined();
    await runAnalysisJob({ store, runners: real })(job('wi-2', eventId, 'what-if', 2));
    expect((await typesOf('wi-2')).filter((t) => t !== 'Progressed')).toEqual(['Requested', 'Started 1', 'Started 2', 'Completed']);
    expect((await readWhatIfResult(db.client, 'wi-2', { limit: 100, offset: 0 }))!.rows).toEqual(WHAT_IF_EXPECTED.rows);
  });

  it('records a failure (in words, never a stack) only after the last try', async () => {
    const eventId = await request('wi-3', 'what-if', params());
    const broken: AnalysisKindRunner = { run: () => Promise.reject(new Error('connection reset at 10.0.0.1')), removeOutput: async () => undefined };
    await expect(runAnalysisJob({ store, runners: runners({ 'what-if': broken }) })(job('wi-3', eventId, 'what-if', 1))).rejects.toThrow('connection reset');
    await runAnalysisJob({ store, runners: runners({ 'what-if': broken }) })({ ...job('wi-3', eventId, 'what-if', 5) });
    const events = (await store.readStream<AnalysisJobEvent>(analysisJobStream('wi-3'))).events;
    expect(events.map((e) => e.type)).toEqual(['AnalysisJobRequested', 'AnalysisJobStarted', 'AnalysisJobStarted', 'AnalysisJobFailed']);
    const failed = events.at(-1)!;
    expect(failed.type === 'AnalysisJobFailed' && failed.data.reason).toBe('The job could not finish after several tries. Delete it and ask again; if it fails again, contact support.');
  });

  it('an older run still alive when a later one started records nothing more: its next progress stops it', async () => {
    const eventId = await request('wi-4', 'what-if', params());
    await store.appendToStream(analysisJobStream('wi-4'), [{ type: 'AnalysisJobStarted', data: { jobId: 'wi-4', kind: 'what-if', practiceId: PRACTICE, attempt: 1, startedAt: new Date().toISOString() }, metadata: testMeta() }], { expectedVersion: 0 });
    await store.appendToStream(analysisJobStream('wi-4'), [{ type: 'AnalysisJobStarted', data: { jobId: 'wi-4', kind: 'what-if', practiceId: PRACTICE, attempt: 2, startedAt: new Date().toISOString() }, metadata: testMeta() }], { expectedVersion: 1 });
    const old = progressReporter(store, { jobId: 'wi-4', attempt: 1, causationId: eventId });
    old.update(1, 10);
    await new Promise((r) => setTimeout(r, 1300));
    expect(() => old.update(2, 10)).toThrow('analysis job superseded');
    await old.stop();
    expect(await typesOf('wi-4')).toEqual(['Requested', 'Started 1', 'Started 2']);
  });
});

describe('a job deleted while it runs', () => {
  it('stops at its next progress report, removes what it built and records that; no outcome is recorded', async () => {
    const eventId = await request('wi-5', 'what-if', params());
    const removed: string[] = [];
    let steps = 0;
    const slow: AnalysisKindRunner = {
      async run({ jobId, progress }) {
        for (let i = 1; i <= 40; i++) {
          steps = i;
          progress(i, 40);
          if (i === 3) {
            const { version } = await store.readStream(analysisJobStream(jobId));
            await store.appendToStream(analysisJobStream(jobId), [{ type: 'AnalysisJobDeleted', data: { jobId, kind: 'what-if', practiceId: PRACTICE, deletedAt: new Date().toISOString() }, metadata: testMeta() }], { expectedVersion: version });
          }
          await new Promise((r) => setTimeout(r, 150));
        }
        return {};
      },
      removeOutput: async ({ jobId }) => void removed.push(jobId),
    };
    await runAnalysisJob({ store, runners: runners({ 'what-if': slow }) })(job('wi-5', eventId, 'what-if', 1));
    expect(steps).toBeLessThan(40);
    expect(removed).toEqual(['wi-5']);
    expect((await typesOf('wi-5')).filter((t) => t !== 'Progressed')).toEqual(['Requested', 'Started 1', 'Deleted', 'OutputRemoved']);
  });
});

describe('a snapshot build cut short', () => {
  it('mid-build leaves a half-built schema; the next run rebuilds it from scratch, identical to one never interrupted', async () => {
    await appendFixture(store, whatIfFixture({ practiceId: PRACTICE, locationId: 'LOC-WIF', otherPracticeId: 'PR-OTHER', addLocation: true }));
    const snapshot = (id: string) => ({ asOf: '2025-03-21T04:00:59.999Z', snapshotId: `asof_j${id}`, timeZone: 'America/Chicago', asOfDate: '2025-03-20', asOfTime: '23:00' });
    const ids = ['0199aaaa0000700080000000000000a1', '0199aaaa0000700080000000000000a2'];
    const real = runners();
    const first = await request('snap-1', 'report-snapshot', snapshot(ids[0]!));
    await expect(
      runAnalysisJob({ store, runners: runners({ 'report-snapshot': dying(real['report-snapshot'], { afterProgress: 1 }) }) })(job('snap-1', first, 'report-snapshot', 1)),
    ).rejects.toThrow(Killed);
    expect((await listSnapshots(db.client)).map((s) => s.id)).not.toContain(`asof_j${ids[0]}`);
    await runAnalysisJob({ store, runners: real })(job('snap-1', first, 'report-snapshot', 2));
    expect((await typesOf('snap-1')).filter((t) => t !== 'Progressed')).toEqual(['Requested', 'Started 1', 'Started 2', 'Completed']);

    // The same moment built in one go, for comparison.
    const second = await request('snap-2', 'report-snapshot', snapshot(ids[1]!));
    await runAnalysisJob({ store, runners: real })(job('snap-2', second, 'report-snapshot', 1));
    for (const projection of [orderStatusReportProjection, salesDashboardProjection]) {
      expect(await projectionChecksum(db.client, projection, `asof_j${ids[0]}`)).toBe(await projectionChecksum(db.client, projection, `asof_j${ids[1]}`));
    }
    const registered = (await listSnapshots(db.client)).find((s) => s.id === `asof_j${ids[0]}`);
    expect(registered).toMatchObject({ practiceId: PRACTICE, jobId: 'snap-1', projections: ['order_status_report', 'sales_dashboard'] });
    const { rows } = await kdb.withSchema(`asof_j${ids[0]}`).selectFrom('order_status_report').select(['order_id', 'status']).orderBy('order_id').execute().then((r) => ({ rows: r }));
    expect(rows.filter((r) => r.order_id.startsWith('SO-WIF')).map((r) => [r.order_id, r.status])).toEqual([
      ['SO-WIF-1', 'delivered'],
      ['SO-WIF-2', 'processing'],
      ['SO-WIF-3', 'new'],
      ['SO-WIF-4', 'new'],
      ['SO-WIF-6', 'new'],
    ]);
  });
});
