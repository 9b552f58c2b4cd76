/**
 * An analysis-job worker in its own process, for the kill -9 test (issue #32): it takes run jobs
 * from BullMQ and, with CHILD_SLOW=1, reads the log two events at a time, 300 ms a read, saying
 * "batch N" before each, so the parent can kill it in the middle of a what-if replay.
 */
import { analyticsExportRunner } from '../../workers/jobs/analytics-export/analytics-export-runner';
import { createKysely } from '../../infra/db/kysely';
import { createPgClient } from '../../infra/db/pg-client';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import type { EventStore } from '../../infra/event-store/port';
import { openQueue } from '../../infra/queue/open-queue';
import type { ReadModels } from '../../infra/read-models/tables';
import { processAnalysisJobs } from '../../workers/jobs/analysis/run-analysis-job';
import { reportSnapshotRunner } from '../../workers/jobs/time-travel/report-snapshot-runner';
import { whatIfRunner } from '../../workers/jobs/what-if/what-if-runner';

const sql = createPgClient(process.env.CHILD_DATABASE_URL!);
const store = new PostgresEventStore(sql, { pollIntervalMs: 50 });
const slow = process.env.CHILD_SLOW === '1';
let n = 0;
const reading: EventStore = Object.assign(Object.create(store) as EventStore, {
  async readAll(options: Parameters<EventStore['readAll']>[0]) {
    if (slow) {
      process.stdout.write(`batch ${++n}\n`);
      await new Promise((r) => setTimeout(r, 300));
    }
    return store.readAll(options);
  },
});
const queue = openQueue({ redisUrl: process.env.REDIS_URL, prefix: process.env.CHILD_QUEUE_PREFIX });
await processAnalysisJobs({
  store,
  queue,
  runners: { 'what-if': whatIfRunner({ sql, store: reading, batchSize: slow ? 2 : 5000 }), 'report-snapshot': reportSnapshotRunner({ sql, db: createKysely<ReadModels>(sql), store }), 'analytics-export': analyticsExportRunner({ store }) },
});
process.stdout.write('ready\n');
