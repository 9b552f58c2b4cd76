import type { Kysely } from 'kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import type { Checkpoint, EventStore, Subscription } from '../../infra/event-store/port';
import { readCheckpoint } from '../../infra/read-models/checkpoints';
import { READ_MODEL_SCHEMA, type ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';
import { typeFilterOf } from '../../projections/lib/projection';
import { applyBatch, CheckpointMovedError } from './apply-batch';
import { acquireProjectionLock, type ProjectionLock } from './projection-lock';
import { prepareProjection } from './prepare-schema';
import { rebuildProjection } from './rebuild';

export interface RunnerOptions {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  projections: readonly Projection[];
  schema?: string;
  batchSize?: number;
  /** How often a standby retries the advisory lock. */
  standbyRetryMs?: number;
  log?: (msg: string) => void;
}

export interface RunningProjections {
  stop(): Promise<void>;
  /** Resolves once every projection has applied everything visible at call time. */
  caughtUp(timeoutMs?: number): Promise<void>;
}

/**
 * Keeps each projection up to date: one active runner per projection (advisory lock; others
 * stand by), woken by LISTEN/NOTIFY with a polling fallback (the store's onAppended).
 * A projection whose stored version differs from its code is rebuilt beside the old tables and swapped in.
 */
export async function startProjections(options: RunnerOptions): Promise<RunningProjections> {
  const schema = options.schema ?? READ_MODEL_SCHEMA;
  const log = options.log ?? (() => undefined);
  const running = await Promise.all(options.projections.map((p) => runOne(p)));

  async function runOne(projection: Projection) {
    let stopped = false;
    let subscription: Subscription | undefined;
    let lock: ProjectionLock | undefined;
    let retry: NodeJS.Timeout | undefined;

    const start = async (): Promise<void> => {
      if (stopped) return;
      lock = await acquireProjectionLock(options.sql, schema, projection.name);
      if (!lock) {
        // Not unref'd: a worker process that is only a standby must stay alive to take over.
        retry = setTimeout(() => void start(), options.standbyRetryMs ?? 5000);
        return;
      }
      let row = await options.sql.transaction((tx) => prepareProjection(tx, projection, schema));
      if (row && row.version !== projection.version) {
        log(`projection ${projection.name}: version ${row.version} → ${projection.version}, rebuilding`);
        await rebuildProjection({ ...options, projection, schema, holdingLock: true });
        row = await readCheckpoint(options.sql, schema, projection.name);
      }
      let checkpoint: Checkpoint = row!.checkpoint;
      subscription = options.store.subscribe(
        checkpoint,
        async (events, next) => {
          try {
            await applyBatch(options.db, projection, schema, checkpoint, next, events);
            checkpoint = next;
          } catch (err) {
            if (err instanceof CheckpointMovedError) {
              // A rebuild swapped tables or another runner advanced: restart from the stored checkpoint.
              void restart();
            }
            throw err;
          }
        },
        {
          types: typeFilterOf(projection),
          batchSize: options.batchSize ?? 500,
          onError: (err) => {
            if (!(err instanceof CheckpointMovedError)) log(`projection ${projection.name}: ${(err as Error).message}; retrying`);
          },
        },
      );
    };

    const restart = async () => {
      await subscription?.stop();
      subscription = undefined;
      await lock?.release();
      lock = undefined;
      await start();
    };

    await start();
    return {
      projection,
      async stop() {
        stopped = true;
        if (retry) clearTimeout(retry);
        await subscription?.stop();
        await lock?.release();
      },
    };
  }

  return {
    async stop() {
      await Promise.all(running.map((r) => r.stop()));
    },
    async caughtUp(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const head = await options.store.head();
      for (;;) {
        const rows = await Promise.all(options.projections.map((p) => readCheckpoint(options.sql, schema, p.name)));
        const behind = rows.some(
          (r) =>
            !r ||
            BigInt(r.checkpoint.transactionId) < BigInt(head.transactionId) ||
            (r.checkpoint.transactionId === head.transactionId && r.checkpoint.globalPosition < head.globalPosition),
        );
        if (!behind) return;
        if (Date.now() > deadline) throw new Error('projections did not catch up in time');
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}
