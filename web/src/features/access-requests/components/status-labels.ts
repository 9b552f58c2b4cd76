import type { AccessRequestView } from '@domain/access-requests/api-schemas';

export const STATUS_LABELS: Record<AccessRequestView['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  denied: 'Denied',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
