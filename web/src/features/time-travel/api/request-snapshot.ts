import type { RequestReportSnapshotInput, RequestReportSnapshotReply } from '@domain/time-travel/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { timeTravelKeys } from './keys';

/** POST /api/time-travel/snapshots/request: the reports as of a moment on the practice's clock, built in the background. */
export function requestSnapshot(input: RequestReportSnapshotInput): Promise<RequestReportSnapshotReply> {
  return apiClient.command('/time-travel/snapshots/request', input);
}

export function useRequestSnapshot() {
  return useInvalidatingMutation(requestSnapshot, [timeTravelKeys.all]);
}
