import type { Kysely } from 'kysely';
import { opsProjectionStream, type ProjectionOpsEvent } from '../../domain/ops/events';
import { evolveProjectionOps, initialProjectionOpsState, type ProjectionOpsState } from '../../domain/ops/projection-ops-decider';
import { decideCompleteProjectionRebuild, decideFailProjectionRebuild, decideRecordRebuildProgress, decideStartProjectionRebuild, REBUILD_PROGRESS_INTERVAL_MS } from '../../domain/ops/rebuild-run';
import { DomainError } from '../../domain/shared/errors';
import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore, StoredEventOf } from '../../infra/event-store/port';
import type { ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';
import { appendDecided } from '../jobs/append-decided';
import { rebuildProjection, type RebuildProgress } from '../projections/rebuild';
import type { ProjectionControl } from './projection-control';

export interface RebuildOnRequestOptions {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  schema: string;
  processId: string;
  /** The read models a rebuild may be asked for (reactors are not rebuilt: their jobs would run again). */
  projections: readonly Projection[];
  control: ProjectionControl;
  log?: (m: string) => void;
}

const fold = (events: StoredEventOf<ProjectionOpsEvent>[]): ProjectionOpsState => events.reduce(evolveProjectionOps, initialProjectionOpsState());

/** What the screen reads when a rebuild fails: words, never the error's text (that is in this worker's log). */
export const REBUILD_FAILED_REASON = "The rebuild stopped with an error; the live tables are unchanged. The worker's log has the details.";

/**
 * Takes the rebuilds operators ask for (issue #33, D-783): on each ProjectionRebuildRequested (and
 * at start, those nobody took), this worker appends ProjectionRebuildStarted with the stream's
 * expected version; every worker tries, one append wins and the others are refused (REBUILD_TAKEN)
 * and do nothing. The taker rebuilds as `npm run projections -- rebuild NAME` does (beside the live
 * tables, then the swap: workers/projections/rebuild.ts), recording progress at most once a second
 * and the outcome.
 */
export function startRebuildOnRequest(opts: RebuildOnRequestOptions): { idle(): Promise<void>; stop(): void } {
  const byName = new Map(opts.projections.map((p) => [p.name, p]));
  const log = opts.log ?? (() => undefined);
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function take(name: string, rebuildId: string, causationId: string): Promise<void> {
    const projection = byName.get(name);
    if (!projection || stopped) return;
    const stream = opsProjectionStream(name);
    const append = <D extends ProjectionOpsEvent>(decide: (s: ProjectionOpsState) => D[], failure: string) =>
      appendDecided<ProjectionOpsEvent, ProjectionOpsState, D>(opts.store, stream, { state: fold, decide, causationId, failure });
    try {
      await append((s) => decideStartProjectionRebuild({ rebuildId, processId: opts.processId, now: new Date() }, s), 'starting the rebuild');
    } catch (err) {
      if (err instanceof DomainError) return; // another worker took it, or it is no longer asked for
      throw err;
    }
    log(`projection ${name}: rebuild asked for from the console; rebuilding`);
    const started = Date.now();
    let lastProgress = 0;
    let progressing: Promise<unknown> = Promise.resolve();
    const onProgress = (p: RebuildProgress) => {
      if (Date.now() - lastProgress < REBUILD_PROGRESS_INTERVAL_MS) return;
      lastProgress = Date.now();
      const figures = { applied: p.applied, total: p.total, eventsPerSecond: p.eventsPerSecond, etaSeconds: p.etaSeconds };
      progressing = progressing.then(() =>
        append((s) => decideRecordRebuildProgress({ ...figures, rebuildId, processId: opts.processId, now: new Date() }, s), 'recording progress').catch(() => undefined),
      );
    };
    try {
      const { applied } = await rebuildProjection({ sql: opts.sql, db: opts.db, store: opts.store, projection, schema: opts.schema, onProgress });
      await progressing;
      await append((s) => decideCompleteProjectionRebuild({ rebuildId, processId: opts.processId, applied, seconds: (Date.now() - started) / 1000, now: new Date() }, s), 'completing the rebuild');
      log(`projection ${name}: rebuilt (${applied} events) and swapped in`);
    } catch (err) {
      log(`projection ${name}: rebuild failed: ${(err as Error).stack ?? (err as Error).message}`);
      await progressing;
      await append((s) => decideFailProjectionRebuild({ rebuildId, processId: opts.processId, reason: REBUILD_FAILED_REASON, now: new Date() }, s), 'failing the rebuild').catch(() => undefined);
    }
  }

  function start(name: string, rebuildId: string, causationId: string) {
    const run = take(name, rebuildId, causationId)
      .catch((err: unknown) => log(`projection ${name}: could not take the rebuild (${(err as Error).message})`))
      .finally(() => running.delete(run));
    running.add(run);
  }

  const unsubscribe = opts.control.onEvent((e) => {
    if (e.type === 'ProjectionRebuildRequested') start(e.data.projection, e.data.rebuildId, e.eventId);
  });
  for (const s of opts.control.pendingRebuilds()) start(s.projection, s.rebuild!.rebuildId, s.rebuild!.rebuildId);

  return {
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
    stop() {
      stopped = true;
      unsubscribe();
    },
  };
}
