import type { ClaimOutcomeEvent } from './events';
import { findClaim, type RewardsState } from './rewards-decider';
import { DEFAULT_CLAIM_ERROR_CODE, REBATE_CLAIM_ERROR_STATUS, REWARDS_MESSAGES } from './rewards-messages';

/** What the programme answered to a claim (the port's reply, as data). */
export type ProgrammeAnswer =
  | { status: 'approved'; programmeClaimId: string; points: number }
  | { status: 'denied'; programmeClaimId: string | null; message: string }
  | { status: 'pending'; programmeClaimId: string }
  | { status: 'duplicate'; programmeClaimId: string | null }
  | { status: 'error'; httpStatus: number | null; message: string | null };

/**
 * Records the programme's answer to a submitted claim, once: a claim that already has a final
 * outcome (or is pending and the answer is pending again) gets nothing, so a replayed job appends
 * nothing. Spec point 4: a claim answered with 461 or no points becomes a claim error
 * (ClaimFailed, errorCode from the upstream status, default 400; message default "The request is invalid.").
 */
export function decideClaimOutcome(cmd: { claimId: string; answer: ProgrammeAnswer; now: string }, state: RewardsState): ClaimOutcomeEvent[] {
  const c = findClaim(state, cmd.claimId);
  if (!c) return [];
  if (c.status !== 'submitted' && c.status !== 'pending') return [];
  const ref = { claimId: c.claim.claimId, accountNumber: c.claim.accountNumber, orderId: c.claim.orderId, manufacturerId: c.claim.manufacturerId, at: cmd.now };
  const a = cmd.answer;
  switch (a.status) {
    case 'approved':
      if (!(a.points > 0)) return [{ type: 'ClaimFailed', data: { ...ref, errorCode: REBATE_CLAIM_ERROR_STATUS, message: REWARDS_MESSAGES.noPoints } }];
      return [{ type: 'ClaimApproved', data: { ...ref, programmeClaimId: a.programmeClaimId, points: a.points, amountCents: c.claim.amountCents } }];
    case 'denied':
      return [{ type: 'ClaimDenied', data: { ...ref, programmeClaimId: a.programmeClaimId, reason: 'NOT_ELIGIBLE', message: a.message } }];
    case 'duplicate':
      return [{ type: 'ClaimDenied', data: { ...ref, programmeClaimId: a.programmeClaimId, reason: 'DUPLICATE', message: REWARDS_MESSAGES.duplicate } }];
    case 'pending':
      if (c.status === 'pending') return [];
      return [{ type: 'ClaimPending', data: { ...ref, programmeClaimId: a.programmeClaimId } }];
    case 'error':
      return [{ type: 'ClaimFailed', data: { ...ref, errorCode: a.httpStatus ?? DEFAULT_CLAIM_ERROR_CODE, message: a.message || REWARDS_MESSAGES.claimInvalid } }];
  }
}
