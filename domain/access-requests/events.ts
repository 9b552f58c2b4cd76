/** Events of an access-request stream: `access-request-{requestId}`. */
export interface AccessRequestCreated {
  type: 'AccessRequestCreated';
  data: {
    requestId: string;
    practiceId: string;
    locationId: string;
    patientEmail: string;
    /** The patient account of the e-mail; null when the address has no patient account (D-523: the request is made and answered alike). */
    patientAccountNumber: string | null;
    requestedBy: string;
    requestDate: string;
    expiryDate: string;
  };
}

/** The e-mail went out. Only the sha256 of the link's token is kept, never the token; null for an address without a patient account (its e-mail has no link). */
export interface AccessRequestEmailSent {
  type: 'AccessRequestEmailSent';
  data: { tokenHash: string | null; messageId: string; to: string; sentAt: string };
}

export interface AccessRequestCancelled {
  type: 'AccessRequestCancelled';
  data: { cancelledBy: string; cancelledAt: string };
}

export interface AccessRequestAnswered {
  type: 'AccessRequestAnswered';
  data: {
    requestId: string;
    practiceId: string;
    locationId: string;
    status: 'accepted' | 'denied';
    denialReason: string | null;
    answeredBy: string;
    answeredAt: string;
    viaToken: boolean;
  };
}

/** The practice archived the request from its list (`/customer/accessRequest/locationUpdate`). */
export interface AccessRequestArchived {
  type: 'AccessRequestArchived';
  data: { archivedBy: string; archivedAt: string };
}

export type AccessRequestEvent = AccessRequestCreated | AccessRequestEmailSent | AccessRequestCancelled | AccessRequestAnswered | AccessRequestArchived;

export const ACCESS_REQUEST_EVENT_TYPES = ['AccessRequestCreated', 'AccessRequestEmailSent', 'AccessRequestCancelled', 'AccessRequestAnswered', 'AccessRequestArchived'] as const;

export function accessRequestStream(requestId: string): string {
  return `access-request-${requestId}`;
}

/**
 * The one request that holds a practice × patient key (`access-request-key-{key}`, D-522): appended
 * with the key stream's expected version before the request's own stream, so two requests can never
 * both be pending (or a linked patient asked again), whatever the read models say.
 */
export interface AccessRequestKeyClaimed {
  type: 'AccessRequestKeyClaimed';
  data: { key: string; requestId: string; claimedAt: string };
}

export function accessRequestKeyStream(key: string): string {
  return `access-request-key-${key}`;
}
