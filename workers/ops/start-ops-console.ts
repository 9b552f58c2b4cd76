import type { Kysely } from 'kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import { READ_MODEL_SCHEMA, type ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';
import type { ReactorOutbox } from '../reactors/reactor-outbox';
import { startOpsReporter } from './ops-reporter';
import type { ProjectionControl } from './projection-control';
import type { ProjectionStatus } from './projection-status';
import { startRebuildOnRequest } from './rebuild-on-request';

export interface OpsConsoleWorkers {
  control: ProjectionControl;
  /** Writes the console's telemetry now (tests; it runs every 2 s). */
  report(): Promise<void>;
  /** Resolves when no rebuild taken by this process is running. */
  rebuildsIdle(): Promise<void>;
  stop(): Promise<void>;
}

/** A worker process's part of the operations console (issue #33): its reports and the rebuilds it takes; the pauses are the runner's. */
export async function startOpsConsoleWorkers(opts: {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  processId: string;
  projections: readonly Projection[];
  names: readonly string[];
  active: () => string[];
  control: ProjectionControl;
  status: ProjectionStatus;
  outbox: ReactorOutbox;
  log?: (m: string) => void;
}): Promise<OpsConsoleWorkers> {
  const reporter = await startOpsReporter({
    sql: opts.sql,
    processId: opts.processId,
    names: opts.names,
    active: opts.active,
    control: opts.control,
    status: opts.status,
    queue: opts.outbox.queue,
    queueNames: () => opts.outbox.queueNames(),
    ...(opts.log ? { log: opts.log } : {}),
  });
  const rebuilds = startRebuildOnRequest({
    sql: opts.sql,
    db: opts.db,
    store: opts.store,
    schema: READ_MODEL_SCHEMA,
    processId: opts.processId,
    projections: opts.projections,
    control: opts.control,
    ...(opts.log ? { log: opts.log } : {}),
  });
  return {
    control: opts.control,
    report: () => reporter.report(),
    rebuildsIdle: () => rebuilds.idle(),
    async stop() {
      rebuilds.stop();
      await rebuilds.idle();
      await reporter.stop();
      await opts.control.stop();
    },
  };
}
