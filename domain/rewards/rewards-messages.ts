/** What the rewards API and screens say (issue #15; the spec's words where it has them). */
export const REWARDS_MESSAGES = {
  /** Spec point 8: the default message of a failed claim. */
  claimInvalid: 'The request is invalid.',
  consentRequired: 'Please agree to share your information with the programme.',
  termsRequired: 'Please accept the programme terms and conditions.',
  notMember: 'Join the programme or sign in to it before you submit a claim.',
  memberMismatch: 'This programme account belongs to another patient.',
  orderNotFound: 'Order not found.',
  prescriptionNotFound: 'VALUE_NOT_FOUND: Prescription not found.',
  claimNotFound: 'Claim not found.',
  noPoints: 'The programme awarded no points for this claim.',
  duplicate: 'A claim for this order has already been submitted to the programme.',
  notDeliveredYet: 'You can claim this reward 24 hours after your order is delivered.',
  programmeUnavailable: 'The rewards programme is unavailable right now. Please try again later.',
  signInFailed: 'The programme could not sign you in with that email and password.',
} as const;

/** Spec point 8: a failed claim's errorCode defaults to 400. */
export const DEFAULT_CLAIM_ERROR_CODE = 400;
/** Spec point 8: 461 Rebate claim error. */
export const REBATE_CLAIM_ERROR_STATUS = 461;
