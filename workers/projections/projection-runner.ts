import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import { type Checkpoint, compareCheckpoints, type EventStore, START, type StoredEvent, type Subscription } from '../../infra/event-store/port';
import { readCheckpoint } from '../../infra/read-models/checkpoints';
import { READ_MODEL_SCHEMA, type ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';
import { typeFilterOf } from '../../projections/lib/projection';
import { applyBatch, CheckpointMovedError } from './apply-batch';
import { advanceIdleCheckpoints } from './idle-checkpoints';
import { acquireProjectionLock, type ProjectionLock } from './projection-lock';
import { type LockSession, openLockSession } from '../../infra/db/lock-session';
import { prepareProjection } from './prepare-schema';
import { rebuildProjection } from './rebuild';
import { projectionLag } from '../../infra/read-models/lag';
import { addRunner, applyBatchDuration, applyFailures, eventsApplied, lagSources, rebuilds } from '../../infra/observability/metrics/projection-metrics';
import { inSpanPerTrace } from '../../infra/observability/tracing/trace-context';

export interface RunnerOptions {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  projections: readonly Projection[];
  schema?: string;
  batchSize?: number;
  /** How often a standby retries the advisory lock (default 1 s: the fail-over time, D-562). */
  standbyRetryMs?: number;
  /** The process's lock session (startWorkers shares one with the scheduler); default: one of its own, closed by stop(). */
  locks?: LockSession;
  log?: (msg: string) => void;
  /** After each batch a projection applied (committed with its checkpoint): what it applied, e.g. to measure lag. */
  onApplied?: (projection: string, events: readonly StoredEvent[]) => void;
  /** After a batch failed to apply (not a moved checkpoint): the batch and the error (the operations console shows it, D-782). */
  onFailed?: (projection: Projection, events: readonly StoredEvent[], err: unknown) => void;
  /** Operators' pauses (workers/ops/projection-control.ts): a paused projection applies nothing until resumed. */
  control?: RunnerControl;
}

/** What the runner asks of the operations console's control (issue #33, D-782). */
export interface RunnerControl {
  isPaused(projection: string): boolean;
  /** Called on every pause or resume; returns the unsubscribe. */
  onPauseChange(listener: () => void): () => void;
}

export interface RunningProjections {
  stop(): Promise<void>;
  /** Resolves once every projection has applied everything visible at call time. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** The projections this process runs now (holds the lock of); the others it stands by for. */
  active(): string[];
}

export const DEFAULT_STANDBY_RETRY_MS = 1000;

/** A projection this process runs: it holds its lock; what it committed, and what the feed gave it that it has not applied yet. */
interface Member {
  projection: Projection;
  types: ReadonlySet<string> | undefined;
  /** Its checkpoint as last committed. */
  checkpoint: Checkpoint;
  /** Batches from the feed not applied yet, coalesced: their events of its types and where they end. */
  queued?: { events: StoredEvent[]; next: Checkpoint };
  /** Its apply loop while it drains `queued`, and the end of the batch it is applying. */
  draining?: Promise<void>;
  applying?: Checkpoint;
  /** A failed apply dropped its queue: it takes nothing more until the feed restarts from its checkpoint. */
  failed?: boolean;
  lock: ProjectionLock;
}

/** A projection this far behind the feed (events queued) makes the feed wait for it: memory stays bounded. */
const MAX_QUEUED_EVENTS = 5_000;
/** How long after a failed apply the feed restarts from the failed projection's checkpoint. */
const RETRY_FAILED_MS = 500;
/** The lag a scrape reads counts at most this many events per projection (its cost is bounded; D-705). */
const LAG_COUNT_CAP = 10_000;

const keyOf = (e: StoredEvent): Checkpoint => ({ transactionId: e.transactionId, globalPosition: e.globalPosition });
/** How far a member has got: the end of what it has queued or is applying, else its committed checkpoint. */
const positionOf = (m: Member): Checkpoint => m.queued?.next ?? m.applying ?? m.checkpoint;

/**
 * Keeps each projection up to date: one active runner per projection across processes (advisory
 * lock on the process's lock session; others stand by and retry every `standbyRetryMs`). The
 * projections this process holds share one feed of the log (woken by LISTEN/NOTIFY with a polling
 * fallback), each applying its own events in its own transactions. A projection whose stored version
 * differs from its code is rebuilt beside the old tables and swapped in. A projection whose lock is
 * lost (its connection broke) or that cannot reach the database stands by; it never stops the process.
 */
export async function startProjections(options: RunnerOptions): Promise<RunningProjections> {
  const schema = options.schema ?? READ_MODEL_SCHEMA;
  const batchSize = options.batchSize ?? 500;
  const log = options.log ?? (() => undefined);
  const ownLocks = options.locks ? undefined : openLockSession(options.sql);
  const locks = options.locks ?? ownLocks!;
  const retryMs = options.standbyRetryMs ?? DEFAULT_STANDBY_RETRY_MS;
  const members = new Map<string, Member>();
  const paused = (name: string) => options.control?.isPaused(name) ?? false;
  const standbys: Projection[] = [];
  let feed: Subscription | undefined;
  /** Where the current feed has delivered up to: the start of its next batch. */
  let feedAt: Checkpoint = START;
  let feedRestart: Promise<void> = Promise.resolve();
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  /** Takes the projection's lock, prepares (or rebuilds) it and adds it to the feed; false when another runner holds it. */
  async function join(projection: Projection): Promise<boolean> {
    const lock = await acquireProjectionLock(locks, schema, projection.name);
    if (!lock) return false;
    try {
      let row = await options.sql.transaction((tx) => prepareProjection(tx, projection, schema));
      if (row && row.version !== projection.version) {
        log(`projection ${projection.name}: version ${row.version} → ${projection.version}, rebuilding`);
        await rebuildProjection({ ...options, projection, schema, holdingLock: true });
        row = await readCheckpoint(options.sql, schema, projection.name);
      }
      const types = typeFilterOf(projection);
      members.set(projection.name, { projection, types: types ? new Set(types) : undefined, checkpoint: row!.checkpoint, lock });
      void lock.lost.then(() => leave(projection.name, lock));
      return true;
    } catch (err) {
      await lock.release().catch(() => undefined);
      throw err;
    }
  }

  /** The lock went with its connection: the projection leaves the feed and stands by until it wins the lock again. */
  function leave(name: string, lock: ProjectionLock) {
    const m = members.get(name);
    if (stopped || !m || m.lock !== lock) return;
    log(`projection ${name}: lock lost with its connection; standing by`);
    members.delete(name);
    m.queued = undefined;
    m.failed = true;
    standbys.push(m.projection);
    void restartFeed();
    // The retry rounds stop while nothing stands by: a process that held everything must start them again.
    retryStandbys();
  }

  /** (Re)starts the feed from the oldest member checkpoint: after a standby joined or a checkpoint moved back. */
  function restartFeed(): Promise<void> {
    // A failed restart must not leave the chain rejected: every later restart would be skipped.
    feedRestart = feedRestart.catch((err: unknown) => log(`projections: restarting the feed failed: ${(err as Error).message}`)).then(async () => {
      await feed?.stop();
      feed = undefined;
      // The feed starts again from the oldest committed checkpoint: the failed projections take part again.
      for (const m of members.values()) m.failed = false;
      if (stopped || members.size === 0) return;
      // A paused projection takes no part: the feed need not go back for it (it joins again on resume).
      const taking = [...members.values()].filter((m) => !paused(m.projection.name));
      if (taking.length === 0) return;
      const from = taking.map((m) => m.checkpoint).reduce((a, b) => (compareCheckpoints(a, b) <= 0 ? a : b));
      feedAt = from;
      feed = options.store.subscribe(from, applyToMembers, {
        batchSize,
        onError: (err) => log(`projections: ${(err as Error).message}; retrying`),
      });
    });
    return feedRestart;
  }

  async function applyToMembers(events: StoredEvent[], next: Checkpoint): Promise<void> {
    const idle: Member[] = [];
    const full: Promise<void>[] = [];
    let behind = false;
    for (const m of members.values()) {
      if (m.failed || paused(m.projection.name) || compareCheckpoints(positionOf(m), next) >= 0) continue; // failed, paused, or has it already
      const from = positionOf(m);
      // A member that stands before this batch's start (it joined while the feed ran, or its
      // checkpoint was moved back under it) would miss the events in between: it takes nothing from
      // this feed, and the feed starts again from its checkpoint (D-588). The compare-and-set on the
      // checkpoint cannot catch this: the stored checkpoint is where the member thinks it is.
      if (compareCheckpoints(from, feedAt) < 0) {
        behind = true;
        continue;
      }
      const mine = events.filter((e) => (!m.types || m.types.has(e.type)) && compareCheckpoints(keyOf(e), from) > 0);
      if (mine.length === 0 && !m.queued && !m.draining) {
        idle.push(m);
        continue;
      }
      m.queued = { events: [...(m.queued?.events ?? []), ...mine], next };
      drain(m);
      if (m.queued && m.queued.events.length > MAX_QUEUED_EVENTS && m.draining) full.push(m.draining);
    }
    let movedBack = false;
    for (const m of await advanceIdleCheckpoints(options.sql, schema, idle, next)) movedBack = (await reload(m, next)) || movedBack;
    feedAt = next;
    if (movedBack || behind) void restartFeed();
    await Promise.all(full);
  }

  /** The member applies what it has queued, in one transaction per round, until nothing is left. */
  function drain(m: Member): void {
    if (m.draining) return;
    m.draining = (async () => {
      while (m.queued && !m.failed) {
        if (paused(m.projection.name)) {
          // Paused by an operator: what was queued is dropped; resuming reads it again from the checkpoint.
          m.queued = undefined;
          break;
        }
        // At most a batch per transaction: the first `batchSize` queued events, up to the last of them.
        const { events: all, next: end } = m.queued;
        const events = all.slice(0, batchSize);
        const next = all.length > batchSize ? keyOf(events[events.length - 1]!) : end;
        m.queued = all.length > batchSize ? { events: all.slice(batchSize), next: end } : undefined;
        m.applying = next;
        const name = m.projection.name;
        try {
          const started = performance.now();
          // With tracing on, the batch joins the trace of each command whose events it applies (D-702).
          await inSpanPerTrace(`projection.apply ${name}`, events, { attributes: { 'lensloop.projection': name, 'lensloop.batch_events': events.length } }, () =>
            applyBatch(options.db, m.projection, schema, m.checkpoint, next, events),
          );
          applyBatchDuration.observe({ projection: name }, (performance.now() - started) / 1000);
          if (events.length) eventsApplied.inc({ projection: name }, events.length);
          m.checkpoint = next;
          m.projection.afterBatch?.();
          if (events.length) options.onApplied?.(name, events);
        } catch (err) {
          if (!(err instanceof CheckpointMovedError)) applyFailures.inc({ projection: name });
          // What was queued after the failed batch builds on it: dropped too (read again after a restart).
          const given = m.queued?.next ?? next;
          m.queued = undefined;
          if (members.get(m.projection.name) !== m) {
            // It left the feed (lock lost) while applying: nothing more to do here.
          } else if (err instanceof CheckpointMovedError) {
            // Another runner's commit moved it (e.g. a killed holder's last COMMIT, finished late).
            // The feed must start again unless that checkpoint is past all the feed gave us: the
            // queue we just dropped held events beyond it (D-585).
            if (await reload(m, given).catch(() => true)) void restartFeed();
          } else {
            log(`projection ${m.projection.name}: ${(err as Error).message}; retrying`);
            options.onFailed?.(m.projection, events, err);
            m.failed = true;
            setTimeout(() => void restartFeed(), RETRY_FAILED_MS).unref();
          }
        } finally {
          m.applying = undefined;
        }
      }
      m.draining = undefined;
    })();
  }

  /** A checkpoint moved under us (a rebuild swapped tables in, another runner): take the stored one. True when it is behind `next`. */
  async function reload(m: Member, next: Checkpoint): Promise<boolean> {
    const row = await readCheckpoint(options.sql, schema, m.projection.name);
    if (row) m.checkpoint = row.checkpoint;
    return compareCheckpoints(m.checkpoint, next) < 0;
  }

  /** Standbys retry the lock; one that gets it joins the feed (not unref'd: a standby-only worker must stay alive). */
  function retryStandbys() {
    // One round at a time: `retry` is set from scheduling until the round has ended.
    if (stopped || standbys.length === 0 || retry) return;
    retry = setTimeout(async () => {
      const took: string[] = [];
      try {
        for (const p of [...standbys]) {
          if (stopped) return;
          const ok = await join(p).catch((err: unknown) => (log(`projection ${p.name}: ${(err as Error).message}`), false));
          if (ok) {
            standbys.splice(standbys.indexOf(p), 1);
            took.push(p.name);
          }
        }
        if (took.length) {
          log(`projections: took over ${took.join(', ')}`);
          await restartFeed();
        }
      } finally {
        retry = undefined;
        retryStandbys();
      }
    }, retryMs);
  }

  await Promise.all(
    options.projections.map(async (p) => {
      // The database may be unreachable (or restarting): the projection stands by and tries again.
      const ok = await join(p).catch((err: unknown) => (log(`projection ${p.name}: ${(err as Error).message}; standing by`), false));
      if (!ok) standbys.push(p);
    }),
  );
  await restartFeed();
  retryStandbys();
  // A pause or resume: the feed starts again without (or with) the projection; a resumed one catches up from its checkpoint.
  const removeControl = options.control?.onPauseChange(() => void restartFeed());
  // Each projection's counters exist from the start (0), so a rate over them never starts with a gap.
  for (const p of options.projections) {
    for (const counter of [eventsApplied, applyFailures, rebuilds]) counter.inc({ projection: p.name }, 0);
    applyBatchDuration.zero({ projection: p.name });
  }
  // What a scrape reads (metrics): which projections run here, and their lag behind the log.
  const removeRunner = addRunner(() => ({ running: [...members.keys()], standby: standbys.map((p) => p.name) }));
  const removeLag = lagSources.add(() => projectionLag(options.sql, options.store, [...members.keys()], { cap: LAG_COUNT_CAP, schema }));

  return {
    async stop() {
      removeRunner();
      removeLag();
      removeControl?.();
      stopped = true;
      if (retry) clearTimeout(retry);
      await restartFeed();
      await Promise.all([...members.values()].map((m) => m.draining));
      await Promise.all([...members.values()].map((m) => m.lock.release().catch(() => undefined)));
      members.clear();
      await ownLocks?.close();
    },
    active: () => [...members.keys()],
    async caughtUp(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const head = await options.store.head();
      for (;;) {
        // A projection an operator paused is left out: it is behind on purpose.
        const rows = await Promise.all(options.projections.filter((p) => !paused(p.name)).map((p) => readCheckpoint(options.sql, schema, p.name)));
        if (rows.every((r) => r && compareCheckpoints(r.checkpoint, head) >= 0)) return;
        if (Date.now() > deadline) throw new Error('projections did not catch up in time');
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}
