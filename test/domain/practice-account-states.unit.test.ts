import { describe, expect, it } from 'vitest';
import {
  ALWAYS_ALLOWED_ACTIONS,
  LOCATION_DEACTIVATED_MESSAGE,
  practiceRefusal,
  RESTRICTED_ACTIONS,
} from '../../domain/practices/account-state-rules';
import type { PracticeEvent } from '../../domain/practices/events';
import { evolvePractice, initialPracticeState, type PracticeState } from '../../domain/practices/practice-decider';
import { decideSetLocationState, decideSetPracticeState } from '../../domain/practices/set-account-state';
import { decideSetDefaultRxExpiry, expiryOfYears } from '../../domain/practices/set-default-rx-expiry';
import { MESSAGES } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';
import { setPracticeStateInput, setDefaultRxExpiryInput } from '../../domain/practices/api-schemas';

const registered: PracticeEvent[] = [
  { type: 'PracticeRegistered', data: { practiceId: 'PR-1', name: 'Clearview' } },
  { type: 'LocationAdded', data: { practiceId: 'PR-1', locationId: 'L-A', name: 'A', address: { address1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' } } },
  { type: 'LocationAdded', data: { practiceId: 'PR-1', locationId: 'L-B', name: 'B', address: { address1: '2 Main', city: 'Austin', state: 'TX', zip: '78701' } } },
];
const stateOf = (events: PracticeEvent[]): PracticeState => events.reduce(evolvePractice, initialPracticeState());
const active = stateOf(registered);
const blocked = stateOf([...registered, { type: 'PracticeBlocked', data: { practiceId: 'PR-1' } }]);
const onHold = stateOf([...registered, { type: 'CreditHoldPlaced', data: { practiceId: 'PR-1' } }]);
const deactivated = stateOf([...registered, { type: 'LocationDeactivated', data: { practiceId: 'PR-1', locationId: 'L-A' } }]);

describe('practice account states: the rule table (spec point 4)', () => {
  it('lists exactly the spec blocked and allowed actions', () => {
    expect(RESTRICTED_ACTIONS).toHaveLength(13);
    expect(ALWAYS_ALLOWED_ACTIONS).toHaveLength(7);
    expect(RESTRICTED_ACTIONS.filter((a) => (ALWAYS_ALLOWED_ACTIONS as readonly string[]).includes(a))).toEqual([]);
  });

  it.each(RESTRICTED_ACTIONS)('refuses "%s" at a deactivated location, for a blocked practice (447) and on credit hold (448)', (action) => {
    expect(practiceRefusal(active, action, 'L-A')).toBeUndefined();
    expect(practiceRefusal(deactivated, action, 'L-A')).toMatchObject({ kind: 'forbidden', code: 'LOCATION_DEACTIVATED', message: LOCATION_DEACTIVATED_MESSAGE });
    // Another location of the same practice is not affected.
    expect(practiceRefusal(deactivated, action, 'L-B')).toBeUndefined();
    expect(practiceRefusal(blocked, action, 'L-B')).toMatchObject({ kind: 'practice_blocked', message: MESSAGES.practiceBlocked });
    expect(practiceRefusal(onHold, action)).toMatchObject({ kind: 'credit_hold', message: MESSAGES.creditOnHold });
  });

  it.each(ALWAYS_ALLOWED_ACTIONS)('still allows "%s" in every state', (action) => {
    for (const state of [active, blocked, onHold, deactivated]) expect(practiceRefusal(state, action, 'L-A')).toBeUndefined();
  });

  it('checks blocked before credit hold before the location', () => {
    const all = stateOf([
      ...registered,
      { type: 'LocationDeactivated', data: { practiceId: 'PR-1', locationId: 'L-A' } },
      { type: 'CreditHoldPlaced', data: { practiceId: 'PR-1' } },
      { type: 'PracticeBlocked', data: { practiceId: 'PR-1' } },
    ]);
    expect(practiceRefusal(all, 'start order', 'L-A')?.kind).toBe('practice_blocked');
    expect(practiceRefusal({ ...all, blocked: false }, 'start order', 'L-A')?.kind).toBe('credit_hold');
  });
});

describe('practice account states: deciding (CSR)', () => {
  const spec = deciderSpec({ initial: initialPracticeState, evolve: evolvePractice, decide: decideSetPracticeState });
  const locations = deciderSpec({ initial: initialPracticeState, evolve: evolvePractice, decide: decideSetLocationState });

  it('blocks and places a hold once; repeating changes nothing', () => {
    spec.given(registered).when({ practiceId: 'PR-1', blocked: true, creditHold: true }).then([
      { type: 'PracticeBlocked', data: { practiceId: 'PR-1' } },
      { type: 'CreditHoldPlaced', data: { practiceId: 'PR-1' } },
    ]);
    spec.given([...registered, { type: 'PracticeBlocked', data: { practiceId: 'PR-1' } }]).when({ practiceId: 'PR-1', blocked: true }).then([]);
    spec.given([...registered, { type: 'PracticeBlocked', data: { practiceId: 'PR-1' } }]).when({ practiceId: 'PR-1', blocked: false }).then([
      { type: 'PracticeUnblocked', data: { practiceId: 'PR-1' } },
    ]);
    spec.given([...registered, { type: 'CreditHoldPlaced', data: { practiceId: 'PR-1' } }]).when({ practiceId: 'PR-1', creditHold: false }).then([
      { type: 'CreditHoldReleased', data: { practiceId: 'PR-1' } },
    ]);
    spec.given([]).when({ practiceId: 'PR-9', blocked: true }).thenThrows({ code: 'PRACTICE_NOT_FOUND' });
  });

  it('needs something to change', () => {
    expect(setPracticeStateInput.safeParse({ practiceId: 'PR-1' }).success).toBe(false);
  });

  it('deactivates and reactivates only a location of the practice', () => {
    const off = { practiceId: 'PR-1', locationId: 'L-A', deactivated: true };
    locations.given(registered).when(off).then([{ type: 'LocationDeactivated', data: { practiceId: 'PR-1', locationId: 'L-A' } }]);
    locations.given([...registered, { type: 'LocationDeactivated', data: { practiceId: 'PR-1', locationId: 'L-A' } }]).when(off).then([]);
    locations
      .given([...registered, { type: 'LocationDeactivated', data: { practiceId: 'PR-1', locationId: 'L-A' } }])
      .when({ ...off, deactivated: false })
      .then([{ type: 'LocationReactivated', data: { practiceId: 'PR-1', locationId: 'L-A' } }]);
    locations.given(registered).when({ ...off, locationId: 'L-Z' }).thenThrows({ code: 'LOCATION_NOT_FOUND' });
  });
});

describe('default prescription expiry (spec points 7 and 9)', () => {
  const spec = deciderSpec({ initial: initialPracticeState, evolve: evolvePractice, decide: decideSetDefaultRxExpiry });

  it('is "2 years" when none is set', () => {
    expect(expiryOfYears(active.defaultRxExpiryYears)).toBe('2 years');
  });

  it('accepts only "1 year" or "2 years"', () => {
    expect(setDefaultRxExpiryInput.safeParse({ newExpiry: '1 year' }).success).toBe(true);
    expect(setDefaultRxExpiryInput.safeParse({ newExpiry: '2 years' }).success).toBe(true);
    for (const bad of ['3 years', '', 1, null]) expect(setDefaultRxExpiryInput.safeParse({ newExpiry: bad }).success).toBe(false);
  });

  it('records a change, and nothing when it is already the value', () => {
    spec.given(registered).when({ practiceId: 'PR-1', newExpiry: '1 year' }).then([{ type: 'DefaultPrescriptionExpirySet', data: { practiceId: 'PR-1', years: 1 } }]);
    spec.given([...registered, { type: 'DefaultPrescriptionExpirySet', data: { practiceId: 'PR-1', years: 1 } }]).when({ practiceId: 'PR-1', newExpiry: '1 year' }).then([]);
    // Choosing the default explicitly is recorded (it then no longer depends on the default).
    spec.given(registered).when({ practiceId: 'PR-1', newExpiry: '2 years' }).then([{ type: 'DefaultPrescriptionExpirySet', data: { practiceId: 'PR-1', years: 2 } }]);
    spec.given([]).when({ practiceId: 'PR-9', newExpiry: '1 year' }).thenThrows({ code: 'PRACTICE_NOT_FOUND' });
  });
});
