import { describe, expect, it } from 'vitest';
import type { ClaimView, EligibilityView } from '@domain/rewards/api-schemas';
import { ELIGIBILITY_CODES, ELIGIBILITY_MESSAGES } from '@domain/rewards/eligibility';
import { eligibilitySentence, pointsText, rewardStateText } from './rewards-words';

const view = (code: number, extra: Partial<EligibilityView> = {}): EligibilityView => {
  const codeName = ELIGIBILITY_CODES[code]!;
  return {
    code,
    codeName,
    message: ELIGIBILITY_MESSAGES[codeName],
    eligible: code === 5,
    manufacturerId: 'MFR-MERIDIAN',
    manufacturer: 'Meridian Clear Advantage',
    programme: 'rewards',
    reason: null,
    amount: null,
    amountCents: null,
    deadline: '2027-07-30',
    higherRewardUntil: null,
    higherAmountCents: null,
    opensAt: null,
    ...extra,
  };
};

describe('reward state words (a table cell of the rewards screens)', () => {
  it('a standing claim shows its label; a failed one gives way to the eligibility', () => {
    expect(rewardStateText(view(7), { status: 'approved', statusLabel: 'Approved' } as ClaimView)).toBe('Approved');
    expect(rewardStateText(view(5), { status: 'failed', statusLabel: 'Error' } as ClaimView)).toBe('Eligible — claim by 07/30/2027');
  });
  it('short words for the codes that are not eligible, never a code', () => {
    expect(rewardStateText(view(6), null)).toBe('Already claimed this year');
    expect(rewardStateText(view(0), null)).toBe('Already claimed for this prescription');
    expect(rewardStateText(view(3, { reason: 'WINDOW_CLOSED' }), null)).toBe('Claim window closed 07/30/2027');
    expect(rewardStateText(view(3, { reason: 'ORDER_CANCELLED' }), null)).toBe('Not eligible: the order was cancelled');
    expect(rewardStateText(view(4, { opensAt: '2026-11-28T10:00:00.000Z' }), null)).toBe('You can claim from 11/28/2026');
    for (let code = 0; code <= 12; code++) {
      const words = rewardStateText(view(code, code === 3 ? { reason: 'UNDER_MINIMUM_AGE' } : {}), null);
      expect(words).not.toMatch(/[A-Z]{3,}_/);
      expect(words.length).toBeLessThanOrEqual(60);
    }
  });
  it('points with thousands separators', () => {
    expect(pointsText(10_000)).toBe('10,000 points');
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(null)).toBe('0 points');
  });
});

describe('the eligibility sentence before an order is placed (issue #34)', () => {
  it('names the programme and the quantity it needs when the order is below it, for the patient or for staff', () => {
    expect(eligibilitySentence(view(2), 'patient')).toBe(
      'The Meridian Clear Advantage reward programme needs a semi-annual (6-month) supply or more for each eye ordered; your order is smaller, so it earns no reward.',
    );
    expect(eligibilitySentence(view(2, { manufacturerId: 'MFR-AURORA', manufacturer: 'Aurora Rewards' }), 'staff')).toBe(
      'The Aurora Rewards reward programme needs an annual (12-month) supply or more for each eye ordered; this order is smaller, so it earns no reward.',
    );
    expect(eligibilitySentence(view(2, { manufacturerId: 'MFR-COASTAL', manufacturer: 'Coastal Pure', programme: 'rebates' }), 'patient')).toContain('The Coastal Pure rebate programme needs a semi-annual');
  });

  it('says the eligibility’s own sentence for the other codes', () => {
    expect(eligibilitySentence(view(10), 'patient')).toBe(ELIGIBILITY_MESSAGES.PRESCRIPTION_EXPIRED);
  });
});
