import { z } from 'zod';

/** How long a patient has to answer an access request (decision D-ACCESS-TTL in docs/decisions.md). */
export const ACCESS_REQUEST_TTL_DAYS = 30;

export const ACCESS_REQUEST_STATUSES = ['pending', 'accepted', 'denied', 'cancelled', 'expired'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const ACCESS_REQUEST_MESSAGES = {
  patientUpdateNeedsIdAndStatus: 'Patient update needs both id and status',
  noPatient: 'There is no patient account with this e-mail address.',
  alreadyLinked: 'This patient already belongs to your practice.',
  alreadyPending: 'An access request to this patient is already pending.',
  notFound: 'Access request not found',
  notPending: 'This access request has already been answered, cancelled or has expired.',
  expired: 'This access request has expired.',
  notYours: 'This access request was not sent to you.',
  tokenInvalid: 'This link is not valid.',
  denialReasonTooLong: 'Please keep the reason under 500 characters.',
} as const;

export function expiryDateFor(requestDate: Date): string {
  return new Date(requestDate.getTime() + ACCESS_REQUEST_TTL_DAYS * 86_400_000).toISOString();
}

/** The denial reason form on the patient's answer screen. */
export const denialReasonForm = z.object({ denialReason: z.string().trim().max(500, ACCESS_REQUEST_MESSAGES.denialReasonTooLong) });

