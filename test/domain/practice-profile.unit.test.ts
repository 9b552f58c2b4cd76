import { describe, expect, it } from 'vitest';
import { LOCATION_DEACTIVATED_MESSAGE, RESTRICTED_ACTIONS, ALWAYS_ALLOWED_ACTIONS } from '../../domain/practices/account-state-rules';
import type { PracticeEvent } from '../../domain/practices/events';
import { evolvePractice, initialPracticeState, type PracticeState } from '../../domain/practices/practice-decider';
import { decideSetPracticeNotificationPreferences, DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES, practiceNotificationPreferencesOf } from '../../domain/practices/practice-notification-preferences';
import { practiceActionRefusalOf, practiceProfileFieldsOf } from '../../domain/practices/practice-profile-fields';
import { decideUpdateLocationInfo, locationInfoForm } from '../../domain/practices/update-location-info';
import { decideUpdatePracticeInfo } from '../../domain/practices/update-practice-info';
import { MESSAGES } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';
import { PRACTICE_NOTIFICATION_KEYS, setPracticeNotificationPreferenceInput, type PracticeProfileFields, updateLocationInfoInput, updatePracticeInfoInput } from '../../domain/practices/api-schemas';

const address = { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
const registered: PracticeEvent[] = [
  { type: 'PracticeRegistered', data: { practiceId: 'PR-1', name: 'Clearview', phone: '5125550100' } },
  { type: 'LocationAdded', data: { practiceId: 'PR-1', locationId: 'L-A', name: 'Downtown', address, phone: '5125550101' } },
  { type: 'LocationAdded', data: { practiceId: 'PR-1', locationId: 'L-B', name: 'North', address } },
];
/** The first message per field, as the API's fieldErrors. */
const firstErrors = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.join('.')] ??= i.message;
  return out;
};
const stateOf = (events: PracticeEvent[]): PracticeState => events.reduce(evolvePractice, initialPracticeState());

describe('practice notification preferences', () => {
  const spec = deciderSpec({ initial: initialPracticeState, evolve: evolvePractice, decide: (c: Parameters<typeof decideSetPracticeNotificationPreferences>[0], s: PracticeState): PracticeEvent[] => decideSetPracticeNotificationPreferences(c, s) });

  it('has five e-mail keys in the patient keys’ style, all on but the weekly report by default', () => {
    expect(PRACTICE_NOTIFICATION_KEYS).toHaveLength(5);
    for (const k of PRACTICE_NOTIFICATION_KEYS) expect(k).toMatch(/^[a-z][A-Za-z]+NotificationEmail$/);
    expect(Object.entries(DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES).filter(([, v]) => !v).map(([k]) => k)).toEqual(['weeklyReportNotificationEmail']);
    expect(practiceNotificationPreferencesOf(stateOf(registered), 'L-A')).toEqual(DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES);
  });

  it('records only the keys that change, per location', () => {
    spec
      .given(registered)
      .when({ practiceId: 'PR-1', locationId: 'L-A', changes: { weeklyReportNotificationEmail: true, orderStatusNotificationEmail: true } })
      .then([{ type: 'PracticeNotificationPreferencesChanged', data: { practiceId: 'PR-1', locationId: 'L-A', changes: { weeklyReportNotificationEmail: true } } }]);
    const changed: PracticeEvent = { type: 'PracticeNotificationPreferencesChanged', data: { practiceId: 'PR-1', locationId: 'L-A', changes: { weeklyReportNotificationEmail: true } } };
    spec.given([...registered, changed]).when({ practiceId: 'PR-1', locationId: 'L-A', changes: { weeklyReportNotificationEmail: true } }).then([]);
    const after = stateOf([...registered, changed]);
    expect(practiceNotificationPreferencesOf(after, 'L-A').weeklyReportNotificationEmail).toBe(true);
    expect(practiceNotificationPreferencesOf(after, 'L-B').weeklyReportNotificationEmail).toBe(false);
  });

  it('refuses an unknown location or practice', () => {
    spec.given(registered).when({ practiceId: 'PR-1', locationId: 'L-Z', changes: { weeklyReportNotificationEmail: true } }).thenThrows({ code: 'LOCATION_NOT_FOUND' });
    spec.given([]).when({ practiceId: 'PR-1', locationId: 'L-A', changes: {} }).thenThrows({ code: 'PRACTICE_NOT_FOUND' });
  });

  it.each([
    [{ weeklyReportNotificationEmail: true }, true],
    [{ locationId: 'L-A', accessRequestNotificationEmail: false }, true],
    [{}, false],
    [{ locationId: 'L-A' }, false],
    [{ orderNotificationSms: true }, false],
    [{ weeklyReportNotificationEmail: 'yes' }, false],
  ])('input %j valid: %s', (input, valid) => {
    expect(setPracticeNotificationPreferenceInput.safeParse(input).success).toBe(valid);
  });
});

describe('practice and location information (spec point 5)', () => {
  it.each([
    [{ practiceName: '' }, { practiceName: 'This field is required' }],
    [{ practiceName: '   ' }, { practiceName: 'This field is required' }],
    [{}, { practiceName: 'This field is required' }],
    [{ practiceName: 'Clearview', phone: '1111111111' }, { phone: 'A valid US phone is required' }],
    [{ practiceName: 'Clearview', phone: '512555' }, { phone: 'A valid US phone is required' }],
  ])('practice %j → %j', (input, errors) => {
    const r = updatePracticeInfoInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(firstErrors(r.error!.issues)).toMatchObject(errors);
  });

  it('cleans names (dashes typed as a hyphen, trimmed) and phones (digits only); a blank phone is none', () => {
    expect(updatePracticeInfoInput.parse({ practiceName: ' Clearview – North ', phone: '(512) 555-0100' })).toEqual({ practiceName: 'Clearview - North', phone: '5125550100' });
    expect(updatePracticeInfoInput.parse({ practiceName: 'Clearview', phone: '' })).toEqual({ practiceName: 'Clearview', phone: undefined });
  });

  it.each([
    [{ name: '', address }, { name: 'This field is required' }],
    [{ name: 'A', address: { ...address, state: 'XX' } }, { 'address.state': 'A valid state is required' }],
    [{ name: 'A', address: { ...address, zip: '787' } }, { 'address.zip': 'A valid ZIP Code is required' }],
    [{ name: 'A', address: { ...address, city: '' } }, { 'address.city': 'This field is required' }],
    [{ name: 'A', address: { ...address, address1: ' ' } }, { 'address.address1': 'This field is required' }],
  ])('location %j → %j', (input, errors) => {
    const r = updateLocationInfoInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(firstErrors(r.error!.issues)).toMatchObject(errors);
  });

  it('the location form uses the same rules', () => {
    expect(locationInfoForm.safeParse({ name: 'Downtown', phone: '', address1: '1 Main', address2: '', city: 'Austin', state: 'tx', zip: '78701-1234' }).success).toBe(true);
    expect(locationInfoForm.safeParse({ name: '', phone: '', address1: '1 Main', address2: '', city: 'Austin', state: 'TX', zip: '78701' }).success).toBe(false);
  });

  it('PracticeInfoUpdated only when something changed', () => {
    const spec = deciderSpec({ initial: initialPracticeState, evolve: evolvePractice, decide: (c: Parameters<typeof decideUpdatePracticeInfo>[0], s: PracticeState): PracticeEvent[] => decideUpdatePracticeInfo(c, s) });
    spec.given(registered).when({ practiceId: 'PR-1', name: 'Clearview', phone: '5125550100' }).then([]);
    spec.given(registered).when({ practiceId: 'PR-1', name: 'Clearview Optical', phone: null }).then([
      { type: 'PracticeInfoUpdated', data: { practiceId: 'PR-1', name: 'Clearview Optical', phone: null } },
    ]);
    spec.given([]).when({ practiceId: 'PR-1', name: 'X', phone: null }).thenThrows({ code: 'PRACTICE_NOT_FOUND' });
  });

  it('LocationInfoUpdated only when something changed, for a location of the practice', () => {
    const spec = deciderSpec({ initial: initialPracticeState, evolve: evolvePractice, decide: (c: Parameters<typeof decideUpdateLocationInfo>[0], s: PracticeState): PracticeEvent[] => decideUpdateLocationInfo(c, s) });
    spec.given(registered).when({ practiceId: 'PR-1', locationId: 'L-A', name: 'Downtown', phone: '5125550101', address }).then([]);
    spec.given(registered).when({ practiceId: 'PR-1', locationId: 'L-B', name: 'North Lamar', phone: null, address: { ...address, address2: '' } }).then([
      { type: 'LocationInfoUpdated', data: { practiceId: 'PR-1', locationId: 'L-B', name: 'North Lamar', phone: null, address } },
    ]);
    spec.given(registered).when({ practiceId: 'PR-1', locationId: 'L-Z', name: 'Z', phone: null, address }).thenThrows({ code: 'LOCATION_NOT_FOUND' });
    const updated = stateOf([...registered, { type: 'LocationInfoUpdated', data: { practiceId: 'PR-1', locationId: 'L-B', name: 'North Lamar', phone: null, address } }]);
    expect(updated.locationInfo['L-B']).toEqual({ name: 'North Lamar', phone: null, address });
    expect(updated.locations).toEqual(['L-A', 'L-B']);
  });
});

describe('the web’s per-action rule from the profile (practiceActionRefusalOf)', () => {
  const base: PracticeProfileFields = {
    isPracticeBlocked: false,
    isCreditOnHold: false,
    lastInviteDate: null,
    isSignupLocationPmsIntegrated: false,
    ecpDeactivatedStatus: false,
    actingLocationId: 'L-A',
    deactivatedLocationIds: [],
  };

  it.each(RESTRICTED_ACTIONS)('"%s": refused with the guard’s code and message in each state', (action) => {
    expect(practiceActionRefusalOf(base, action)).toBeUndefined();
    expect(practiceActionRefusalOf({ ...base, ecpDeactivatedStatus: true, deactivatedLocationIds: ['L-A'] }, action)).toEqual({ code: 'LOCATION_DEACTIVATED', message: LOCATION_DEACTIVATED_MESSAGE });
    expect(practiceActionRefusalOf({ ...base, deactivatedLocationIds: ['L-A'] }, action, 'L-B')).toBeUndefined();
    expect(practiceActionRefusalOf({ ...base, isPracticeBlocked: true }, action)).toEqual({ code: 'PRACTICE_BLOCKED', message: MESSAGES.practiceBlocked });
    expect(practiceActionRefusalOf({ ...base, isCreditOnHold: true }, action)).toEqual({ code: 'CREDIT_ON_HOLD', message: MESSAGES.creditOnHold });
  });

  it.each(ALWAYS_ALLOWED_ACTIONS)('"%s": allowed in every state', (action) => {
    expect(practiceActionRefusalOf({ ...base, isPracticeBlocked: true, isCreditOnHold: true, deactivatedLocationIds: ['L-A'] }, action)).toBeUndefined();
  });

  it('reads the fields from a stored profile, or nothing from one without them', () => {
    expect(practiceProfileFieldsOf({ accountNumber: '1', ...base })).toEqual(base);
    expect(practiceProfileFieldsOf({ accountNumber: '1', customerGroup: 'Patient' })).toBeUndefined();
  });
});
