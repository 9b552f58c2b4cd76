import type { EligibilityClaim } from './eligibility';
import type { ClaimOutcomeEvent, ClaimSubmitted, ClaimWindowOpened, RewardsEvent } from './events';

/** Claim statuses; the spec's labels (point 4) are Approved, Denied, Pending (+ ours: Submitted, Error). */
export type ClaimStatus = 'submitted' | 'pending' | 'approved' | 'denied' | 'failed';
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = { submitted: 'Submitted', pending: 'Pending', approved: 'Approved', denied: 'Denied', failed: 'Error' };

export interface ClaimState {
  claim: ClaimSubmitted['data'];
  status: ClaimStatus;
  outcome: ClaimOutcomeEvent['data'] | null;
}

export interface RewardsState {
  /** manufacturerId → memberUID */
  members: Record<string, string>;
  /** manufacturerId → the e-mail of the programme account (what the programme knows the member by) */
  memberEmails: Record<string, string>;
  claims: ClaimState[];
  /** Claim windows found open, by `${orderId}:${manufacturerId}` (reminders, D-313). */
  windows: Record<string, ClaimWindowOpened['data']>;
  /** Reminders due / sent, by `${orderId}:${manufacturerId}:${reminder}`. */
  remindersDue: string[];
  remindersSent: string[];
}

export const initialRewardsState = (): RewardsState => ({ members: {}, memberEmails: {}, claims: [], windows: {}, remindersDue: [], remindersSent: [] });

const statusOf: Record<ClaimOutcomeEvent['type'], ClaimStatus> = { ClaimApproved: 'approved', ClaimDenied: 'denied', ClaimPending: 'pending', ClaimFailed: 'failed' };

export function evolveRewards(state: RewardsState, event: RewardsEvent): RewardsState {
  switch (event.type) {
    case 'RewardsMemberLinked':
      return {
        ...state,
        members: { ...state.members, [event.data.manufacturerId]: event.data.memberUID },
        memberEmails: { ...state.memberEmails, [event.data.manufacturerId]: event.data.email },
      };
    case 'ClaimSubmitted':
      return { ...state, claims: [...state.claims, { claim: event.data, status: 'submitted', outcome: null }] };
    case 'ClaimApproved':
    case 'ClaimDenied':
    case 'ClaimPending':
    case 'ClaimFailed':
      return {
        ...state,
        claims: state.claims.map((c) => (c.claim.claimId === event.data.claimId ? { ...c, status: statusOf[event.type], outcome: event.data } : c)),
      };
    case 'ClaimWindowOpened':
      return { ...state, windows: { ...state.windows, [`${event.data.orderId}:${event.data.manufacturerId}`]: event.data } };
    case 'ClaimReminderDue':
      return { ...state, remindersDue: [...state.remindersDue, reminderKey(event.data)] };
    case 'ClaimReminderSent':
      return { ...state, remindersSent: [...state.remindersSent, reminderKey(event.data)] };
    default:
      return state;
  }
}

export const reminderKey = (d: { orderId: string; manufacturerId: string; reminder: string }) => `${d.orderId}:${d.manufacturerId}:${d.reminder}`;

/** A standing claim (not failed) of this order with this manufacturer. */
export const hasStandingClaim = (state: RewardsState, orderId: string, manufacturerId: string): boolean =>
  state.claims.some((c) => c.status !== 'failed' && c.claim.orderId === orderId && c.claim.manufacturerId === manufacturerId);

export const rewardsDecider = { initialState: initialRewardsState, evolve: evolveRewards };

/** A failed claim (the programme refused the request) may be submitted again; every other claim stands (D-306). */
export const standingClaims = (state: RewardsState): ClaimState[] => state.claims.filter((c) => c.status !== 'failed');

/** The claims the eligibility rule counts. */
export const eligibilityClaimsOf = (state: RewardsState): EligibilityClaim[] =>
  standingClaims(state).map((c) => ({ orderId: c.claim.orderId, prescriptionId: c.claim.prescriptionId, manufacturerId: c.claim.manufacturerId, serviceDate: c.claim.serviceDate }));

export const findClaim = (state: RewardsState, claimId: string): ClaimState | undefined => state.claims.find((c) => c.claim.claimId === claimId);
