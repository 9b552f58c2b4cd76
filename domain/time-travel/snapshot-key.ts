import type { AnalysisJobState } from '../analysis-jobs/analysis-job-decider';
import { DomainError } from '../shared/errors';
import { reservationInFlight } from '../shared/reservation';
import type { ReportSnapshotKeyClaimed } from './events';
import { SNAPSHOT_BUILDING, SNAPSHOT_EXISTS, TIME_TRAVEL_MESSAGES } from './messages';

/**
 * One snapshot per practice and instant (issue #32), decided on the write side: the key stream
 * names the job holding it. The key is free again once that job was deleted or failed (its entry
 * stays listed until deleted; a new request may try again).
 */
export const snapshotKey = (practiceId: string, instantKey: string) => `${practiceId}-${instantKey}`;

export interface SnapshotKeyState {
  jobId?: string;
  claimedAt?: string;
}

export const snapshotKeyDecider = {
  initialState: (): SnapshotKeyState => ({}),
  evolve: (_state: SnapshotKeyState, event: ReportSnapshotKeyClaimed): SnapshotKeyState => ({ jobId: event.data.jobId, claimedAt: event.data.claimedAt }),
};

/** What the key's holder means now: still building (or its stream not yet appended), ready, or free. */
export function snapshotKeyHolding(state: SnapshotKeyState, holder: AnalysisJobState | undefined, now: Date): 'building' | 'ready' | 'free' {
  if (!state.jobId) return 'free';
  if (!holder?.exists) return reservationInFlight(state.claimedAt, now) ? 'building' : 'free';
  if (holder.deleted || holder.status === 'failed') return 'free';
  return holder.status === 'completed' ? 'ready' : 'building';
}

/** Claims the key for a new job, or refuses with the reason, next to the date field; nothing changes. */
export function decideClaimSnapshotKey(cmd: { key: string; jobId: string; label: string; now: Date; holder: AnalysisJobState | undefined }, state: SnapshotKeyState): ReportSnapshotKeyClaimed[] {
  if (state.jobId === cmd.jobId) return [];
  const holding = snapshotKeyHolding(state, cmd.holder, cmd.now);
  if (holding === 'building') throw new DomainError('conflict', SNAPSHOT_BUILDING, TIME_TRAVEL_MESSAGES.building(cmd.label), { field: 'asOfDate' });
  if (holding === 'ready') throw new DomainError('conflict', SNAPSHOT_EXISTS, TIME_TRAVEL_MESSAGES.exists(cmd.label), { field: 'asOfDate' });
  return [{ type: 'ReportSnapshotKeyClaimed', data: { key: cmd.key, jobId: cmd.jobId, claimedAt: cmd.now.toISOString() } }];
}
