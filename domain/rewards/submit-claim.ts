import { DomainError } from '../shared/errors';
import { type Eligibility, ELIGIBILITY } from './eligibility';
import type { ClaimSubmitted } from './events';
import { DEFAULT_CLAIM_ERROR_CODE, REWARDS_MESSAGES } from './rewards-messages';
import type { RewardsState } from './rewards-decider';

export interface SubmitClaimCommand {
  claimId: string;
  accountNumber: string;
  orderId: string;
  prescriptionId: string;
  practiceId: string;
  serviceDate: string;
  email: string;
  memberUID: string;
  abbyConsent: boolean;
  termsAndCondition: boolean;
  /** The eligibility of the order, computed from the patient's streams with this state's claims. */
  eligibility: Eligibility;
  now: string;
}

/** The claim error of spec point 8 (status 461): claimError true, errorCode, message. */
export function claimError(code: string, message: string, details: Record<string, unknown> = {}): DomainError {
  return new DomainError('rebate_claim', code, message, { claimError: true, errorCode: DEFAULT_CLAIM_ERROR_CODE, ...details });
}

/**
 * Submit a rewards or rebate claim (POST /api/order/rebate/submitclaim): both consents, a linked
 * programme account with that memberUID, and an eligible order (code 5). A claim of the same order
 * and manufacturer already standing is refused with its code (7, or 0 for the prescription) and
 * appends nothing.
 */
export function decideSubmitClaim(cmd: SubmitClaimCommand, state: RewardsState): ClaimSubmitted[] {
  if (!cmd.abbyConsent) throw new DomainError('validation', 'CONSENT_REQUIRED', REWARDS_MESSAGES.consentRequired, { field: 'abbyConsent' });
  if (!cmd.termsAndCondition) throw new DomainError('validation', 'TERMS_REQUIRED', REWARDS_MESSAGES.termsRequired, { field: 'termsAndCondition' });
  const e = cmd.eligibility;
  if (e.code !== ELIGIBILITY.ELIGIBLE || !e.manufacturerId || !e.programme || e.amountCents === null || !e.deadline) {
    const message = e.code === ELIGIBILITY.ELIGIBLE_AFTER_CURRENT_ORDER ? REWARDS_MESSAGES.notDeliveredYet : e.message;
    throw claimError(e.codeName, message, { eligibilityCode: e.code });
  }
  const member = state.members[e.manufacturerId];
  if (!member) throw claimError('NOT_A_MEMBER', REWARDS_MESSAGES.notMember, { eligibilityCode: e.code });
  if (member !== cmd.memberUID) throw claimError('MEMBER_MISMATCH', REWARDS_MESSAGES.memberMismatch, { eligibilityCode: e.code });
  return [
    {
      type: 'ClaimSubmitted',
      data: {
        claimId: cmd.claimId,
        accountNumber: cmd.accountNumber,
        orderId: cmd.orderId,
        prescriptionId: cmd.prescriptionId,
        practiceId: cmd.practiceId,
        manufacturerId: e.manufacturerId,
        programme: e.programme,
        memberUID: cmd.memberUID,
        email: cmd.email,
        serviceDate: cmd.serviceDate,
        amountCents: e.amountCents,
        deadline: e.deadline,
        abbyConsent: true,
        termsAndCondition: true,
        submittedAt: cmd.now,
      },
    },
  ];
}
