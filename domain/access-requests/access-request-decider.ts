import type { AccessRequestStatus } from './access-request-rules';
import type { AccessRequestEvent } from './events';

export interface AccessRequestState {
  exists: boolean;
  requestId?: string;
  practiceId?: string;
  locationId?: string;
  patientEmail?: string;
  /** Undefined for an address without a patient account: nobody can answer it, it expires (D-523). */
  patientAccountNumber?: string;
  requestDate?: string;
  expiryDate?: string;
  /** The stored decision: pending until answered or cancelled; `expired` is derived from the clock. */
  decision: 'pending' | 'accepted' | 'denied' | 'cancelled';
  denialReason: string | null;
  hasBeenSentEmail: boolean;
  tokenHash?: string;
  archived: boolean;
}

export const accessRequestDecider = {
  initialState: (): AccessRequestState => ({ exists: false, decision: 'pending', denialReason: null, hasBeenSentEmail: false, archived: false }),
  evolve(state: AccessRequestState, event: AccessRequestEvent): AccessRequestState {
    switch (event.type) {
      case 'AccessRequestCreated': {
        const d = event.data;
        return { ...state, exists: true, requestId: d.requestId, practiceId: d.practiceId, locationId: d.locationId, patientEmail: d.patientEmail, patientAccountNumber: d.patientAccountNumber ?? undefined, requestDate: d.requestDate, expiryDate: d.expiryDate };
      }
      case 'AccessRequestEmailSent':
        return { ...state, hasBeenSentEmail: true, tokenHash: event.data.tokenHash ?? undefined };
      case 'AccessRequestCancelled':
        return { ...state, decision: 'cancelled' };
      case 'AccessRequestAnswered':
        return { ...state, decision: event.data.status, denialReason: event.data.denialReason };
      case 'AccessRequestArchived':
        return { ...state, archived: true };
      default:
        return state;
    }
  },
};

/** The status a reader sees: a pending request past its expiry date is expired. */
export function accessRequestStatus(state: Pick<AccessRequestState, 'decision' | 'expiryDate'>, now: Date): AccessRequestStatus {
  if (state.decision === 'pending' && state.expiryDate && Date.parse(state.expiryDate) <= now.getTime()) return 'expired';
  return state.decision;
}
