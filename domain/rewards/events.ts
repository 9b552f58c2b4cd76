/**
 * Rewards and rebate claims (issue #15). One stream per patient, `rewards-{accountNumber}`: the
 * programmes the patient joined or signed in to (memberUID) and every claim with its outcome. A
 * claim is unique per (order, manufacturer): the submit decides on this stream with its expected
 * version, so two submits of the same claim can never both append (guide §4 "Uniqueness").
 */
export const rewardsStream = (accountNumber: string) => `rewards-${accountNumber}`;

export interface RewardsMemberLinked {
  type: 'RewardsMemberLinked';
  data: { accountNumber: string; manufacturerId: string; memberUID: string; via: 'join' | 'signIn'; email: string; at: string };
}

export interface ClaimSubmitted {
  type: 'ClaimSubmitted';
  data: {
    claimId: string;
    accountNumber: string;
    orderId: string;
    prescriptionId: string;
    practiceId: string;
    manufacturerId: string;
    programme: 'rewards' | 'rebates';
    memberUID: string;
    email: string;
    serviceDate: string;
    amountCents: number;
    deadline: string;
    abbyConsent: true;
    termsAndCondition: true;
    submittedAt: string;
  };
}

interface ClaimRef {
  claimId: string;
  accountNumber: string;
  orderId: string;
  manufacturerId: string;
  at: string;
}

export interface ClaimApproved {
  type: 'ClaimApproved';
  data: ClaimRef & { programmeClaimId: string; points: number; amountCents: number };
}
export interface ClaimDenied {
  type: 'ClaimDenied';
  data: ClaimRef & { programmeClaimId: string | null; reason: 'DUPLICATE' | 'NOT_ELIGIBLE'; message: string };
}
export interface ClaimPending {
  type: 'ClaimPending';
  data: ClaimRef & { programmeClaimId: string };
}
/** The programme refused the request (461 and others) or answered with no points (spec point 4). */
export interface ClaimFailed {
  type: 'ClaimFailed';
  data: ClaimRef & { errorCode: number; message: string };
}

export type ClaimOutcomeEvent = ClaimApproved | ClaimDenied | ClaimPending | ClaimFailed;

/** Which claim-window reminder (D-313): 7 days before the higher reward ends (day 60), or before the window closes. */
export type ClaimReminderKind = 'higherReward' | 'deadline';

/** A delivered order's claim window, recorded when the worker finds it eligible (it schedules the reminders). */
export interface ClaimWindowOpened {
  type: 'ClaimWindowOpened';
  data: {
    accountNumber: string;
    orderId: string;
    manufacturerId: string;
    amountCents: number;
    opensAt: string;
    deadline: string;
    higherRewardUntil: string | null;
    higherAmountCents: number | null;
  };
}
/** A reminder came due (the scheduler); the reminder job sends it (e-mail and/or text, D-600). */
export interface ClaimReminderDue {
  type: 'ClaimReminderDue';
  data: { accountNumber: string; orderId: string; manufacturerId: string; reminder: ClaimReminderKind; until: string };
}
/** One channel a reminder went by: the address or number, and the provider's message id. */
export interface ReminderDelivery {
  to: string;
  messageId: string;
}
/**
 * The reminder was handled (D-600): the channels it went by, per the patient's order-notice
 * preferences — e-mail, text, both, or none when both are off (recorded all the same, so it is
 * never tried again). Recorded before D-600 with `to`/`messageId` (e-mail only).
 */
export interface ClaimReminderSent {
  type: 'ClaimReminderSent';
  data: {
    accountNumber: string;
    orderId: string;
    manufacturerId: string;
    reminder: ClaimReminderKind;
    email: ReminderDelivery | null;
    sms: ReminderDelivery | null;
    sentAt: string;
  };
}
export type ClaimReminderEvent = ClaimWindowOpened | ClaimReminderDue | ClaimReminderSent;

export type RewardsEvent = RewardsMemberLinked | ClaimSubmitted | ClaimOutcomeEvent | ClaimReminderEvent;
/** The types the claims read model handles. */
export const CLAIM_EVENT_TYPES = ['RewardsMemberLinked', 'ClaimSubmitted', 'ClaimApproved', 'ClaimDenied', 'ClaimPending', 'ClaimFailed'] as const;
export const REWARDS_EVENT_TYPES = [...CLAIM_EVENT_TYPES, 'ClaimWindowOpened', 'ClaimReminderDue', 'ClaimReminderSent'] as const;
