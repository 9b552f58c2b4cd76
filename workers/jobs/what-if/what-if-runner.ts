import { WHAT_IF_EVENT_TYPES, WhatIfReplay } from '../../../domain/what-if/replay';
import { scenarioOf, whatIfParamsFrom } from '../../../domain/what-if/scenario';
import { deleteWhatIfResult, writeWhatIfResult } from '../../../infra/analysis/what-if-results';
import type { SqlClient } from '../../../infra/db/sql-client';
import type { EventStore } from '../../../infra/event-store/port';
import { PermanentJobError } from '../../../infra/queue/permanent-job-error';
import { countEvents } from '../../projections/rebuild';
import type { AnalysisKindRunner } from '../analysis/analysis-runner';
import { readLogToHead } from '../analysis/read-log';

/**
 * The what-if replay's work (issue #32): the log's events of the kinds the replay folds, read in
 * order (each batch read while the one before is folded), through the pure WhatIfReplay (THE
 * price calculator, rewards' rules), then written to the replay's own tables in one transaction
 * that replaces any earlier run's rows. No read model is read or written. Progress: events read.
 */
export function whatIfRunner(deps: { sql: SqlClient; store: EventStore; batchSize?: number }): AnalysisKindRunner {
  return {
    async run({ jobId, practiceId, params, progress }) {
      const p = whatIfParamsFrom(params);
      if (!p || !practiceId) throw new PermanentJobError('This what-if request is incomplete; delete it and ask again.');
      const replay = new WhatIfReplay(scenarioOf(practiceId, p));
      const total = await countEvents(deps.sql, WHAT_IF_EVENT_TYPES);
      progress(0, total);
      await readLogToHead(deps.store, WHAT_IF_EVENT_TYPES, (events) => {
        for (const e of events) replay.apply(e);
        progress(replay.eventsRead, Math.max(total, replay.eventsRead));
      }, deps.batchSize);
      const result = replay.finish();
      await writeWhatIfResult(deps.sql, jobId, result, new Date().toISOString());
      return { ordersReplayed: result.ordersReplayed, eventsRead: result.eventsRead, rows: result.rows.length, totals: result.totals };
    },
    async removeOutput({ jobId }) {
      await deleteWhatIfResult(deps.sql, jobId);
    },
  };
}
