import type { AnalysisJobView } from '@domain/analysis-jobs/api-schemas';
import { ProgressBar } from './progress-bar';
import { TwoLines } from './two-lines';

/**
 * A background analysis job's state in words (issue #32: a snapshot, a what-if): waiting, its live
 * progress bar while it runs, ready (and how long it took), or failed with the reason.
 */
export function JobStatus({ job, running }: { job: AnalysisJobView; running: string }) {
  switch (job.status) {
    case 'waiting':
      return <span className="badge badge--neutral">Waiting to start</span>;
    case 'running':
      return <ProgressBar label={running} done={job.progress.done} total={job.progress.total} ratePerSecond={job.progress.ratePerSecond} etaSeconds={job.progress.etaSeconds} />;
    case 'ready':
      return <span className="badge badge--success">Ready{job.seconds !== null ? ` · ${job.seconds.toFixed(1)} s` : ''}</span>;
    case 'failed':
      return <TwoLines main={<span className="badge badge--warning">Failed</span>} sub={job.failedReason} />;
  }
}

/**
 * The line about the job just asked for, following its state (issue #32): the screen's own words
 * for ready and failed, else for while it waits or runs — never "still building" once it is done.
 */
export function askedJobText(label: string, status: AnalysisJobView['status'] | undefined, words: { pending: string; ready: string; failed: string }): string {
  return `${label}: ${status === 'ready' ? words.ready : status === 'failed' ? words.failed : words.pending}`;
}
