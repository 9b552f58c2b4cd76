import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PARTICULARS } from '../../command-api/seed/seed-operator-particulars';
import { operatorParticularsInput } from '../../domain/legal/particulars';
import { decideSetOperatorParticulars, operatorParticularsDecider } from '../../domain/legal/set-operator-particulars';

const now = new Date('2026-12-08T10:00:00Z');
const fold = (events: ReturnType<typeof decideSetOperatorParticulars>) => events.reduce(operatorParticularsDecider.evolve, operatorParticularsDecider.initialState());

describe('setting the operator’s legal particulars (issue #34)', () => {
  it('given none, records them', () => {
    expect(decideSetOperatorParticulars({ particulars: DEMO_OPERATOR_PARTICULARS, now }, operatorParticularsDecider.initialState())).toEqual([
      { type: 'OperatorParticularsSet', data: { particulars: DEMO_OPERATOR_PARTICULARS, setAt: now.toISOString() } },
    ]);
  });

  it('given the same ones (keys in another order, as jsonb keeps them), records nothing; given a change, records the whole new set', () => {
    const state = fold(decideSetOperatorParticulars({ particulars: DEMO_OPERATOR_PARTICULARS, now }, operatorParticularsDecider.initialState()));
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(DEMO_OPERATOR_PARTICULARS).reverse()))) as typeof DEMO_OPERATOR_PARTICULARS;
    expect(decideSetOperatorParticulars({ particulars: reordered, now }, state)).toEqual([]);
    const changed = { ...DEMO_OPERATOR_PARTICULARS, venue: 'Williamson County, Texas' };
    expect(decideSetOperatorParticulars({ particulars: changed, now }, state)[0]?.data.particulars.venue).toBe('Williamson County, Texas');
  });

  it.each([
    ['companyName', '', 'This field is required'],
    ['companyName', 'x'.repeat(121), 'At most 120 characters.'],
    ['contactEmail', 'legal@', 'A valid email is required'],
    ['contactPhone', '1111111111', 'A valid US phone is required'],
    ['governingLawState', 'ZZ', 'Choose the state whose law governs the terms.'],
    ['venue', ' ', 'This field is required'],
    ['effectiveDate', '01/01/2026', 'Enter the date the legal pages take effect.'],
    ['refundMethod', 'cheque', 'Choose how refunds are paid.'],
  ])('refuses %s = %j with “%s”', (field, value, message) => {
    const r = operatorParticularsInput.safeParse({ ...DEMO_OPERATOR_PARTICULARS, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
