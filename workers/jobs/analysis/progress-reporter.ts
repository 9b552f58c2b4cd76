import { analysisJobDecider } from '../../../domain/analysis-jobs/analysis-job-decider';
import { type AnalysisJobEvent, analysisJobStream } from '../../../domain/analysis-jobs/events';
import { JOB_DELETED, JOB_NOT_FOUND, JOB_SUPERSEDED } from '../../../domain/analysis-jobs/messages';
import { PROGRESS_EVENT_INTERVAL_MS, progressFigures } from '../../../domain/analysis-jobs/progress';
import { decideRecordJobProgress } from '../../../domain/analysis-jobs/record-job-progress';
import { fold } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { EventStore, StoredEventOf } from '../../../infra/event-store/port';
import { appendDecided } from '../append-decided';
import { JobStopped } from './analysis-runner';

export interface ProgressReporter {
  /** Notes the figures; throws JobStopped once the job must stop. */
  update(done: number, total: number): void;
  /** Stops the timer and waits for a report in flight. */
  stop(): Promise<void>;
  /** Why the run must stop, once it must. */
  readonly stopped: JobStopped | null;
}

/**
 * A run's progress, recorded as AnalysisJobProgressed at most once a second (D-761) by a timer, not
 * by the work's own loop: the work only notes the figures. A report refused because the job was
 * deleted or a later run started marks the run stopped; the next `update` then ends the work.
 */
export function progressReporter(store: EventStore, ref: { jobId: string; attempt: number; causationId: string }, clock: () => Date = () => new Date()): ProgressReporter {
  const started = clock().getTime();
  let latest: { done: number; total: number } | null = null;
  let sent: { done: number; total: number } | null = null;
  let stopped: JobStopped | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  async function report(): Promise<void> {
    if (!latest || stopped || (sent && sent.done === latest.done && sent.total === latest.total)) return;
    const now = clock();
    const figures = progressFigures(latest.done, latest.total, now.getTime() - started);
    try {
      await appendDecided(store, analysisJobStream(ref.jobId), {
        state: (evs: StoredEventOf<AnalysisJobEvent>[]) => fold(analysisJobDecider, evs),
        decide: (s) => decideRecordJobProgress({ ...figures, attempt: ref.attempt, now }, s),
        causationId: ref.causationId,
        occurredAt: now.toISOString(),
        failure: `could not record the progress of ${ref.jobId}`,
      });
      sent = { done: figures.done, total: figures.total };
    } catch (err) {
      if (err instanceof DomainError && (err.code === JOB_DELETED || err.code === JOB_NOT_FOUND)) stopped = new JobStopped('deleted');
      else if (err instanceof DomainError && err.code === JOB_SUPERSEDED) stopped = new JobStopped('superseded');
      // Anything else (the database away for a moment): the next tick tries again; the work goes on.
    }
  }

  const timer = setInterval(() => {
    inFlight = inFlight.then(report);
  }, PROGRESS_EVENT_INTERVAL_MS);
  timer.unref();

  return {
    update(done, total) {
      if (stopped) throw stopped;
      latest = { done, total };
    },
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
    get stopped() {
      return stopped;
    },
  };
}
