import type { AccessRequestView } from '@domain/access-requests/api-schemas';

/** An access request as the lists and the answer screen show it (the query API's view). */
export type AccessRequest = AccessRequestView;

export const STATUS_LABELS: Record<AccessRequest['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  denied: 'Denied',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
