import { z } from 'zod';

export const accessRequestSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'accepted', 'denied', 'cancelled', 'expired']),
  denialReason: z.string().nullable(),
  patientEmail: z.string(),
  patientName: z.string(),
  requestDate: z.string(),
  expiryDate: z.string(),
  hasBeenSentEmail: z.boolean(),
  practiceName: z.string(),
  locationName: z.string(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const STATUS_LABELS: Record<AccessRequest['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  denied: 'Denied',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
