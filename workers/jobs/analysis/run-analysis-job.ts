import { analysisJobDecider, type AnalysisJobState } from '../../../domain/analysis-jobs/analysis-job-decider';
import { decideCompleteAnalysisJob } from '../../../domain/analysis-jobs/complete-analysis-job';
import { type AnalysisJobEvent, analysisJobStream } from '../../../domain/analysis-jobs/events';
import { decideFailAnalysisJob } from '../../../domain/analysis-jobs/fail-analysis-job';
import { JOB_DELETED, JOB_NOT_FOUND, JOB_SUPERSEDED } from '../../../domain/analysis-jobs/messages';
import { decideRecordOutputRemoved } from '../../../domain/analysis-jobs/record-output-removed';
import { decideStartAnalysisJob } from '../../../domain/analysis-jobs/start-analysis-job';
import { fold } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { EventStore, StoredEventOf } from '../../../infra/event-store/port';
import { PermanentJobError } from '../../../infra/queue/permanent-job-error';
import type { Job, JobQueue } from '../../../infra/queue/port';
import { type AnalysisJobPayload, REMOVE_ANALYSIS_OUTPUT, RUN_ANALYSIS_JOB } from '../../reactors/analysis-job-reactors';
import { appendDecided } from '../append-decided';
import { type AnalysisRunners, JobStopped } from './analysis-runner';
import { progressReporter } from './progress-reporter';

export interface AnalysisJobDeps {
  store: EventStore;
  runners: AnalysisRunners;
  clock?: () => Date;
  log?: (m: string) => void;
}

const stateOf = (evs: StoredEventOf<AnalysisJobEvent>[]) => fold(analysisJobDecider, evs);
const words = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The one way analysis work runs (issue #32): a queue job per request (jobId = the request's event
 * id). It records the run's start (AnalysisJobStarted, attempt n), lets the kind's runner do the
 * work with its progress recorded at most once a second, then records the outcome once
 * (Completed, or Failed after its last try). Safe to run again at any point:
 * - a finished or deleted job does nothing (a replayed or duplicate queue job);
 * - a run cut short (the worker killed, the database gone) leaves the job `running`; the queue
 *   runs it again (BullMQ's stalled-job check, or the reactor outbox's sweep for the in-process
 *   queue), which starts attempt n + 1 from scratch: each kind's runner replaces what an earlier run
 *   left, and the attempt number keeps an older run, should it still be alive, from recording
 *   anything (D-763) — so an outcome is never recorded twice and results never doubled;
 * - deleted meanwhile: the run stops at its next progress and removes what it built.
 */
export function runAnalysisJob(deps: AnalysisJobDeps) {
  const clock = deps.clock ?? (() => new Date());
  return async (job: Job<AnalysisJobPayload>) => {
    const { jobId, eventId } = job.payload;
    const stream = analysisJobStream(jobId);
    const started = await appendDecided(deps.store, stream, {
      state: stateOf,
      decide: (s) => decideStartAnalysisJob({ now: clock() }, s),
      causationId: eventId,
      failure: `could not start ${jobId}`,
    });
    const start = started[0];
    if (!start) return;
    const { attempt } = start.data;
    const state = fold(analysisJobDecider, (await deps.store.readStream<AnalysisJobEvent>(stream)).events);
    const runner = deps.runners[state.kind!];
    const reporter = progressReporter(deps.store, { jobId, attempt, causationId: eventId }, clock);
    const t0 = Date.now();
    let result: Record<string, unknown>;
    try {
      result = await runner.run({ jobId, practiceId: state.practiceId, params: state.params, attempt, progress: reporter.update });
    } catch (err) {
      await reporter.stop();
      const stopped = err instanceof JobStopped ? err : reporter.stopped;
      if (stopped) {
        if (stopped.why === 'deleted') await removeOutput(deps, state, eventId, clock);
        return;
      }
      const last = err instanceof PermanentJobError || job.attempt >= job.attempts;
      deps.log?.(`analysis job ${jobId} (${state.kind}) run ${attempt} failed${last ? '' : ', will try again'}: ${words(err)}`);
      if (!last) throw err;
      await appendDecided(deps.store, stream, {
        state: stateOf,
        decide: (s) => decideFailAnalysisJob({ attempt, reason: failureReason(err), now: clock() }, s),
        causationId: eventId,
        failure: `could not record the failure of ${jobId}`,
      });
      await runner.removeOutput({ jobId, params: state.params }).catch(() => undefined);
      return;
    }
    await reporter.stop();
    try {
      await appendDecided(deps.store, stream, {
        state: stateOf,
        decide: (s) => decideCompleteAnalysisJob({ attempt, result, now: clock(), seconds: (Date.now() - t0) / 1000 }, s),
        causationId: eventId,
        failure: `could not record the outcome of ${jobId}`,
      });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      // Deleted while it finished: what it built goes. A later run took over: that run's outcome stands.
      if (err.code === JOB_DELETED || err.code === JOB_NOT_FOUND) await removeOutput(deps, state, eventId, clock);
      else if (err.code !== JOB_SUPERSEDED) throw err;
    }
  };
}

/** What a user reads of a failure: the error's own words for a job that cannot be done, else a plain sentence (never a stack). */
function failureReason(err: unknown): string {
  if (err instanceof PermanentJobError || err instanceof DomainError) return err.message;
  return 'The job could not finish after several tries. Delete it and ask again; if it fails again, contact support.';
}

async function removeOutput(deps: AnalysisJobDeps, state: AnalysisJobState, causationId: string, clock: () => Date): Promise<void> {
  await deps.runners[state.kind!].removeOutput({ jobId: state.jobId, params: state.params });
  await appendDecided(deps.store, analysisJobStream(state.jobId), {
    state: stateOf,
    decide: (s) => decideRecordOutputRemoved({ now: clock() }, s),
    causationId,
    failure: `could not record the removal of ${state.jobId}'s data`,
  });
}

/** After a deletion: removes what the job built (a snapshot's schema, a what-if's rows) and records it, once. */
export function removeAnalysisOutput(deps: AnalysisJobDeps) {
  const clock = deps.clock ?? (() => new Date());
  return async (job: Job<AnalysisJobPayload>) => {
    const state = fold(analysisJobDecider, (await deps.store.readStream<AnalysisJobEvent>(analysisJobStream(job.payload.jobId))).events);
    if (!state.exists || !state.deleted || state.outputRemoved) return;
    await removeOutput(deps, state, job.payload.eventId, clock);
  };
}

export async function processAnalysisJobs(deps: AnalysisJobDeps & { queue: JobQueue }): Promise<void> {
  // One run at a time per worker process: a snapshot build or a replay reads the whole log.
  await deps.queue.process(RUN_ANALYSIS_JOB, runAnalysisJob(deps), { concurrency: 1 });
  await deps.queue.process(REMOVE_ANALYSIS_OUTPUT, removeAnalysisOutput(deps), { concurrency: 2 });
}
