/** Events of an access-request stream: `access-request-{requestId}`. */
export interface AccessRequestCreated {
  type: 'AccessRequestCreated';
  data: {
    requestId: string;
    practiceId: string;
    locationId: string;
    patientEmail: string;
    patientAccountNumber: string;
    requestedBy: string;
    requestDate: string;
    expiryDate: string;
  };
}

/** The e-mail went out. Only the sha256 of the link's token is kept, never the token. */
export interface AccessRequestEmailSent {
  type: 'AccessRequestEmailSent';
  data: { tokenHash: string; messageId: string; to: string; sentAt: string };
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
