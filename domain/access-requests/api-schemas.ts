import { z } from 'zod';
import { email } from '../shared/validation';
import { ACCESS_REQUEST_MESSAGES, ACCESS_REQUEST_STATUSES } from './access-request-rules';

/** The access-requests context's API contract (issue #14). */

export const createAccessRequestInput = z.object({
  email,
});
export type CreateAccessRequestInput = z.infer<typeof createAccessRequestInput>;

export const accessRequestIdInput = z.object({ id: z.string().trim().min(1, 'Access request id is required').max(64) });

/** Spec point 4: "Patient update needs both id and status". */
export const patientUpdateInput = z
  .object({
    id: z.string().trim().max(64).optional(),
    status: z.enum(['accepted', 'denied']).optional(),
    denialReason: z.string().trim().max(500, ACCESS_REQUEST_MESSAGES.denialReasonTooLong).optional().nullable(),
    token: z.string().trim().min(1).max(200).optional(),
  })
  .refine((v) => !!v.id && !!v.status, { message: ACCESS_REQUEST_MESSAGES.patientUpdateNeedsIdAndStatus, path: ['status'] });
export type PatientUpdateInput = z.infer<typeof patientUpdateInput>;

export const locationUpdateInput = z.object({ ids: z.array(z.string().trim().min(1).max(64)).min(1, 'Select at least one access request.').max(100) });

/** An access request as the command replies show it (spec point 3 fields). */
export const accessRequestReply = z.object({
  id: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  denialReason: z.string().nullable(),
  patientEmail: z.string(),
  requestDate: z.string(),
  expiryDate: z.string(),
  hasBeenSentEmail: z.boolean(),
  position: z.number().int(),
});
export const cancelAccessRequestReply = z.object({ id: z.string(), status: z.literal('cancelled'), position: z.number().int().nullable() });
export const archiveAccessRequestsReply = z.object({ archived: z.array(z.string()), position: z.number().int().nullable() });
export const answerAccessRequestReply = z.object({
  id: z.string(),
  status: z.enum(['accepted', 'denied']),
  denialReason: z.string().nullable(),
  position: z.number().int(),
});

/** An access request as the query routes show it (spec point 3: id, status, denialReason, patientEmail, requestDate, expiryDate, hasBeenSentEmail). */
export const accessRequestView = z.object({
  id: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  denialReason: z.string().nullable(),
  patientEmail: z.string(),
  patientName: z.string(),
  requestDate: z.string(),
  expiryDate: z.string(),
  hasBeenSentEmail: z.boolean(),
  practiceName: z.string(),
  locationName: z.string(),
});
export type AccessRequestView = z.infer<typeof accessRequestView>;
export const accessRequestListReply = z.object({ items: z.array(accessRequestView) });

/** `POST /api/customer/accessRequest/getbytoken` (public): the e-mailed link's token. */
export const accessRequestByTokenInput = z.object({ token: z.string().trim().min(1, ACCESS_REQUEST_MESSAGES.tokenInvalid).max(200) });

/** Reply types for the web (z.infer of the schemas above). */
export type AccessRequestReply = z.infer<typeof accessRequestReply>;
export type CancelAccessRequestReply = z.infer<typeof cancelAccessRequestReply>;
export type ArchiveAccessRequestsReply = z.infer<typeof archiveAccessRequestsReply>;
export type AnswerAccessRequestReply = z.infer<typeof answerAccessRequestReply>;
export type AnswerAccessRequestInput = z.input<typeof patientUpdateInput>;
