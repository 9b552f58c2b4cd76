import { describe, expect, it } from 'vitest';
import { rewardsEligibility, type Eligibility } from '../../domain/rewards/eligibility';
import type { ClaimSubmitted, RewardsEvent } from '../../domain/rewards/events';
import { decideLinkMember } from '../../domain/rewards/link-member';
import { decideClaimOutcome } from '../../domain/rewards/record-claim-outcome';
import { eligibilityClaimsOf, evolveRewards, initialRewardsState, type RewardsState } from '../../domain/rewards/rewards-decider';
import { decideSubmitClaim, type SubmitClaimCommand } from '../../domain/rewards/submit-claim';
import { netCostCents } from '../../domain/rewards/net-cost';
import { deciderSpec } from '../support/decider-spec';

const NOW = '2026-02-20T12:00:00.000Z';
const eligibleOf = (claims: RewardsState): Eligibility =>
  rewardsEligibility({
    asOf: NOW,
    patient: { dob: '1990-01-01', profileState: 'TX' },
    prescription: { prescriptionId: 'rx1', serviceDate: '2026-01-10', expirationDate: '2027-01-10' },
    order: {
      orderId: 'SO1',
      prescriptionId: 'rx1',
      orderDate: '2026-01-11T00:00:00.000Z',
      lines: [{ productId: 'PRD-2006', manufacturerId: 'MFR-MERIDIAN', supplyDays: 360, boxes: 2 }],
      status: 'delivered',
      deliveredAt: '2026-01-15T00:00:00.000Z',
      shippingState: 'TX',
    },
    ordersOnPrescription: 1,
    claims: eligibilityClaimsOf(claims),
  });

const linked: RewardsEvent = { type: 'RewardsMemberLinked', data: { accountNumber: 'A1', manufacturerId: 'MFR-MERIDIAN', memberUID: 'MER-1', via: 'join', email: 'a@x.com', at: NOW } };
const fold = (events: RewardsEvent[]) => events.reduce(evolveRewards, initialRewardsState());
const cmd = (events: RewardsEvent[], over: Partial<SubmitClaimCommand> = {}): SubmitClaimCommand => ({
  claimId: 'c1',
  accountNumber: 'A1',
  orderId: 'SO1',
  prescriptionId: 'rx1',
  practiceId: 'P1',
  serviceDate: '2026-01-10',
  email: 'a@x.com',
  memberUID: 'MER-1',
  abbyConsent: true,
  termsAndCondition: true,
  eligibility: eligibleOf(fold(events)),
  now: NOW,
  ...over,
});
const submit = deciderSpec<RewardsState, RewardsEvent, SubmitClaimCommand>({ initial: initialRewardsState, evolve: evolveRewards, decide: decideSubmitClaim });
const submitted = (): ClaimSubmitted => decideSubmitClaim(cmd([linked]), fold([linked]))[0]!;

describe('submit a claim', () => {
  it('appends ClaimSubmitted with the amount and deadline of the eligibility', () => {
    expect(submitted().data).toMatchObject({ claimId: 'c1', manufacturerId: 'MFR-MERIDIAN', programme: 'rewards', amountCents: 10_000, deadline: '2027-01-10', abbyConsent: true, termsAndCondition: true });
  });
  it('both consents are required', () => {
    submit.given([linked]).when(cmd([linked], { abbyConsent: false })).thenThrows({ kind: 'validation', code: 'CONSENT_REQUIRED', message: 'Please agree to share your information with the programme.' });
    submit.given([linked]).when(cmd([linked], { termsAndCondition: false })).thenThrows({ kind: 'validation', code: 'TERMS_REQUIRED' });
  });
  it('a member of the programme only, with their memberUID', () => {
    submit.given([]).when(cmd([])).thenThrows({ kind: 'rebate_claim', code: 'NOT_A_MEMBER' });
    submit.given([linked]).when(cmd([linked], { memberUID: 'MER-2' })).thenThrows({ kind: 'rebate_claim', code: 'MEMBER_MISMATCH' });
  });
  it('a duplicate is refused with code 7 (claim error 461, errorCode 400)', () => {
    const given = [linked, submitted()];
    submit.given(given).when(cmd(given, { claimId: 'c2' })).thenThrows({ kind: 'rebate_claim', code: 'CLAIMED_ON_SAME_ORDER' });
    expect(() => decideSubmitClaim(cmd(given, { claimId: 'c2' }), fold(given))).toThrow(expect.objectContaining({ details: { claimError: true, errorCode: 400, eligibilityCode: 7 } }));
  });
  it('a failed claim may be submitted again', () => {
    const failed: RewardsEvent = { type: 'ClaimFailed', data: { claimId: 'c1', accountNumber: 'A1', orderId: 'SO1', manufacturerId: 'MFR-MERIDIAN', at: NOW, errorCode: 461, message: 'x' } };
    const given = [linked, submitted(), failed];
    expect(decideSubmitClaim(cmd(given, { claimId: 'c2' }), fold(given))).toHaveLength(1);
  });
  it('not yet 24 h after delivery: the words say when', () => {
    const e = { ...eligibleOf(fold([linked])), code: 4 as const, codeName: 'ELIGIBLE_AFTER_CURRENT_ORDER' as const, eligible: false };
    submit.given([linked]).when(cmd([linked], { eligibility: e })).thenThrows({ code: 'ELIGIBLE_AFTER_CURRENT_ORDER', message: 'You can claim this reward 24 hours after your order is delivered.' });
  });
});

describe("the programme's answer", () => {
  const given = () => fold([linked, submitted()]);
  const decide = (answer: Parameters<typeof decideClaimOutcome>[0]['answer'], state = given()) => decideClaimOutcome({ claimId: 'c1', answer, now: NOW }, state);
  it('approved, denied, duplicate, pending, error', () => {
    expect(decide({ status: 'approved', programmeClaimId: 'PC', points: 10_000 })[0]).toMatchObject({ type: 'ClaimApproved', data: { points: 10_000, amountCents: 10_000 } });
    expect(decide({ status: 'denied', programmeClaimId: 'PC', message: 'No' })[0]).toMatchObject({ type: 'ClaimDenied', data: { reason: 'NOT_ELIGIBLE' } });
    expect(decide({ status: 'duplicate', programmeClaimId: null })[0]).toMatchObject({ type: 'ClaimDenied', data: { reason: 'DUPLICATE' } });
    expect(decide({ status: 'pending', programmeClaimId: 'PC' })[0]).toMatchObject({ type: 'ClaimPending' });
    expect(decide({ status: 'error', httpStatus: 461, message: null })[0]).toMatchObject({ type: 'ClaimFailed', data: { errorCode: 461, message: 'The request is invalid.' } });
    expect(decide({ status: 'error', httpStatus: null, message: 'Down' })[0]).toMatchObject({ type: 'ClaimFailed', data: { errorCode: 400, message: 'Down' } });
  });
  it('no points is a claim error (461)', () => {
    expect(decide({ status: 'approved', programmeClaimId: 'PC', points: 0 })[0]).toMatchObject({ type: 'ClaimFailed', data: { errorCode: 461 } });
  });
  it('recorded once: a replayed answer appends nothing; pending then approved', () => {
    const approved = evolveRewards(given(), decide({ status: 'approved', programmeClaimId: 'PC', points: 1 })[0]!);
    expect(decide({ status: 'approved', programmeClaimId: 'PC', points: 1 }, approved)).toEqual([]);
    const pending = evolveRewards(given(), decide({ status: 'pending', programmeClaimId: 'PC' })[0]!);
    expect(decide({ status: 'pending', programmeClaimId: 'PC' }, pending)).toEqual([]);
    expect(decide({ status: 'approved', programmeClaimId: 'PC', points: 1 }, pending)[0]?.type).toBe('ClaimApproved');
    expect(decideClaimOutcome({ claimId: 'nope', answer: { status: 'pending', programmeClaimId: 'x' }, now: NOW }, given())).toEqual([]);
  });
  it('linking the same member twice appends nothing', () => {
    expect(decideLinkMember(linked.data as Extract<RewardsEvent, { type: 'RewardsMemberLinked' }>['data'], fold([linked]))).toEqual([]);
    expect(decideLinkMember({ ...(linked.data as Extract<RewardsEvent, { type: 'RewardsMemberLinked' }>['data']), memberUID: 'MER-9' }, fold([linked]))).toHaveLength(1);
  });
  it('net cost: retail − insurance − discount − rebate, never below zero', () => {
    expect(netCostCents({ retailCents: 90_000, insuranceCents: 10_000, discountCents: 5_000, rebateCents: 15_000 })).toBe(60_000);
    expect(netCostCents({ retailCents: 1_000, insuranceCents: 1_000, discountCents: 0, rebateCents: 500 })).toBe(0);
  });
});
