import { analysisJobDecider } from '../../../domain/analysis-jobs/analysis-job-decider';
import { type AnalysisJobEvent, analysisJobStream } from '../../../domain/analysis-jobs/events';
import { fold } from '../../../domain/shared/decider';
import { reportSnapshotKeyStream } from '../../../domain/time-travel/events';
import { decideClaimSnapshotKey, snapshotKeyDecider } from '../../../domain/time-travel/snapshot-key';
import type { EventMetadata, EventStore } from '../../../infra/event-store/port';
import { handleCommandWithFacts } from '../../lib/handle-command';

/**
 * Claims the practice × moment key for a new snapshot before its job's stream is appended: the
 * key stream is appended with its expected version and its holder read from the same read, so of
 * two requests for the same moment at once exactly one wins; the other is refused like any
 * duplicate, and appends nothing.
 */
export async function claimSnapshotKey(store: EventStore, cmd: { key: string; jobId: string; label: string; now: Date }, metadata: EventMetadata): Promise<void> {
  await handleCommandWithFacts(
    store,
    reportSnapshotKeyStream(cmd.key),
    snapshotKeyDecider,
    async (state) => (state.jobId ? fold(analysisJobDecider, (await store.readStream<AnalysisJobEvent>(analysisJobStream(state.jobId))).events) : undefined),
    (state, holder) => decideClaimSnapshotKey({ ...cmd, holder }, state),
    { metadata },
  );
}
