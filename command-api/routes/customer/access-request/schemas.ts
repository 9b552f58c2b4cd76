import { z } from 'zod';

/** An access request as the command replies show it (spec point 3 fields). */
export const accessRequestReply = z.object({
  id: z.string(),
  status: z.enum(['pending', 'accepted', 'denied', 'cancelled', 'expired']),
  denialReason: z.string().nullable(),
  patientEmail: z.string(),
  requestDate: z.string(),
  expiryDate: z.string(),
  hasBeenSentEmail: z.boolean(),
  position: z.number().int(),
});
