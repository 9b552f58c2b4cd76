import { describe, expect, it } from 'vitest';
import { customerDecider, type CustomerState } from '../../domain/identity/customer-decider';
import { toCustomerProfile } from '../../domain/identity/customer-profile';
import type { CustomerEvent } from '../../domain/identity/events';
import { decideSignIn } from '../../domain/identity/sign-in';
import { decideDeactivatePatient } from '../../domain/patients/deactivate-patient';
import { decideEditPatientEmail } from '../../domain/patients/edit-patient-email';
import { editPatientEmailInput, PMS_IMPORT_MESSAGES, searchPatientsInput, setInviteFlagInput } from '../../domain/patients/api-schemas';
import { patientExistsAnswer } from '../../domain/patients/patient-exists';
import { PATIENT_MESSAGES } from '../../domain/patients/patient-of-practice';
import { decideDisablePmsIntegrationBanner, decideDisablePmsUpdateBanner, pmsBannerFlags } from '../../domain/patients/pms-banners';
import { decideImportPatient, hasRequiredPmsColumns, pmsColumnOf, pmsRowValues, validatePmsRow } from '../../domain/patients/pms-import';
import { patientListOrder } from '../../domain/patients/search-patients';
import { decideSetInviteFlag } from '../../domain/patients/set-invite-flag';
import { decideUpdatePatientProfile } from '../../domain/patients/update-patient-profile';
import { PATIENT_PAGE_SIZE } from '../../domain/shared/constants';
import { MESSAGES } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const created: CustomerEvent = {
  type: 'PatientCreated',
  data: { accountNumber: '100000001', practiceId: 'PR-1', locationId: 'LOC-1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' },
};
const deactivated: CustomerEvent = { type: 'PatientDeactivated', data: { deactivatedBy: '700' } };
const signedIn: CustomerEvent = { type: 'SignedIn', data: { sessionId: 's1', expiresAt: '2026-11-21T13:00:00.000Z' } };
const passwordSet: CustomerEvent = { type: 'PasswordSet', data: { passwordHash: 'h' } };
const staff: CustomerEvent = {
  type: 'CustomerRegistered',
  data: { accountNumber: '700', customerGroup: 'Staff', email: 's@example.com', firstName: 'S', lastName: 'T', practiceId: 'PR-1', locationId: 'LOC-1' },
};

const spec = <C, E extends CustomerEvent>(decide: (c: C, s: CustomerState) => E[]) =>
  deciderSpec<CustomerState, CustomerEvent, C>({ initial: customerDecider.initialState, evolve: customerDecider.evolve, decide });
const stateOf = (events: CustomerEvent[]) => events.reduce(customerDecider.evolve, customerDecider.initialState());

describe('tenant scope (D-070)', () => {
  const values = { firstName: 'Ann', lastName: 'Lee-Park', phone: null, dob: null } as never;
  it.each([
    ['unknown account', []],
    ['another practice', [{ ...created, data: { ...created.data, practiceId: 'PR-2' } }]],
    ['not a patient', [staff]],
  ] as [string, CustomerEvent[]][])('answers 404 Patient not found: %s', (_n, given) => {
    spec(decideUpdatePatientProfile).given(given).when({ ...(values as object), practiceId: 'PR-1' } as never).thenThrows({ code: 'INVALID_PATIENT_NOT_FOUND', message: 'Patient not found', kind: 'not_found' });
    spec(decideDeactivatePatient).given(given).when({ practiceId: 'PR-1', deactivatedBy: '700' }).thenThrows({ code: 'INVALID_PATIENT_NOT_FOUND' });
    spec(decideSetInviteFlag).given(given).when({ practiceId: 'PR-1', flagged: true }).thenThrows({ code: 'INVALID_PATIENT_NOT_FOUND' });
  });
});

describe('update patient profile', () => {
  it('records CustomerProfileUpdated with the new values', () =>
    spec(decideUpdatePatientProfile)
      .given([created])
      .when({ firstName: 'Ann', lastName: 'Park', phone: '5125550100', dob: '01/02/1990', practiceId: 'PR-1' })
      .then([{ type: 'CustomerProfileUpdated', data: { firstName: 'Ann', lastName: 'Park', phone: '5125550100', dob: '01/02/1990', addresses: [] } }]));
  it('records nothing when nothing changed', () =>
    spec(decideUpdatePatientProfile).given([created]).when({ firstName: 'Ann', lastName: 'Lee', phone: undefined, dob: undefined, practiceId: 'PR-1' }).then([]));
  it('refuses a deactivated patient', () =>
    spec(decideUpdatePatientProfile).given([created, deactivated]).when({ firstName: 'X', lastName: 'Y', practiceId: 'PR-1' }).thenThrows({ code: 'PATIENT_DEACTIVATED', message: PATIENT_MESSAGES.deactivated }));
});

describe('deactivate (D-071)', () => {
  it('records PatientDeactivated and signs out every open session', () =>
    spec(decideDeactivatePatient)
      .given([created, passwordSet, signedIn])
      .when({ practiceId: 'PR-1', deactivatedBy: '700' })
      .then([deactivated, { type: 'SignedOut', data: { sessionId: 's1' } }]));
  it('is idempotent', () => spec(decideDeactivatePatient).given([created, deactivated]).when({ practiceId: 'PR-1', deactivatedBy: '700' }).then([]));
  it('a deactivated patient cannot sign in, with the same answer as a wrong password', () => {
    const state = stateOf([created, passwordSet, deactivated]);
    expect(() => decideSignIn({ passwordMatches: true, sessionId: 's2', expiresAt: 'x' }, state)).toThrow(MESSAGES.invalidSignIn);
    expect(decideSignIn({ passwordMatches: true, sessionId: 's2', expiresAt: 'x' }, stateOf([created, passwordSet]))).toHaveLength(1);
  });
});

describe('edit patient email (D-072)', () => {
  const cmd = { practiceId: 'PR-1', requestedBy: '700', changeId: 'c1', email: 'new@example.com', sendWelcomeEmail: true };
  const changed: CustomerEvent = { type: 'EmailChanged', data: { changeId: 'c1', previousEmail: 'ann@example.com', email: 'new@example.com' } };
  it('changes the e-mail and asks for the welcome e-mail for an unregistered patient', () =>
    spec(decideEditPatientEmail).given([created]).when(cmd).then([changed, { type: 'WelcomeEmailRequested', data: { requestedBy: '700', force: true } }]));
  it('skips the welcome e-mail when the staff option says so', () =>
    spec(decideEditPatientEmail).given([created]).when({ ...cmd, sendWelcomeEmail: false }).then([changed]));
  it('never sends a welcome e-mail to a registered patient', () => spec(decideEditPatientEmail).given([created, passwordSet]).when(cmd).then([changed]));
  it('refuses the same address', () => spec(decideEditPatientEmail).given([created]).when({ ...cmd, email: 'ann@example.com' }).thenThrows({ code: 'SAME_EMAIL' }));
  it('validates the address with the spec message', () => {
    const r = editPatientEmailInput.safeParse({ accountNumber: '100000001', email: 'nope' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('A valid email is required');
  });
});

describe('invite flag', () => {
  it('flags, unflags, and records nothing for the same value', () => {
    spec(decideSetInviteFlag).given([created]).when({ practiceId: 'PR-1', flagged: true }).then([{ type: 'InviteFlagSet', data: { flagged: true } }]);
    spec(decideSetInviteFlag).given([created, { type: 'InviteFlagSet', data: { flagged: true } }]).when({ practiceId: 'PR-1', flagged: true }).then([]);
    spec(decideSetInviteFlag).given([created, { type: 'InviteFlagSet', data: { flagged: true } }]).when({ practiceId: 'PR-1', flagged: false }).then([{ type: 'InviteFlagSet', data: { flagged: false } }]);
  });
  it('needs at least one account and removes duplicates', () => {
    expect(setInviteFlagInput.safeParse({ accountNumbers: [], flagged: true }).success).toBe(false);
    expect(setInviteFlagInput.parse({ accountNumbers: ['1', '1', '2'], flagged: true }).accountNumbers).toEqual(['1', '2']);
  });
});

describe('exists (D-073)', () => {
  it.each([
    ['no holder', undefined, { exists: false, isPatientOfPractice: false, accountNumber: null }],
    ['own patient', { accountNumber: '1', customerGroup: 'Patient', practiceId: 'PR-1' }, { exists: true, isPatientOfPractice: true, accountNumber: '1' }],
    ['other practice', { accountNumber: '2', customerGroup: 'Patient', practiceId: 'PR-2' }, { exists: true, isPatientOfPractice: false, accountNumber: null }],
    ['staff account', { accountNumber: '3', customerGroup: 'Staff', practiceId: 'PR-1' }, { exists: true, isPatientOfPractice: false, accountNumber: null }],
  ])('%s', (_n, holder, answer) => expect(patientExistsAnswer(holder, 'PR-1')).toEqual(answer));
});

describe('patient list input (spec points 3, 5, 9)', () => {
  it('defaults to page size 12, offset 0, empty keyword', () =>
    expect(searchPatientsInput.parse({})).toMatchObject({ keyword: '', limit: PATIENT_PAGE_SIZE, offset: 0 }));
  it.each(['abc', ' ab ', 'a%_c'])('refuses a keyword shorter than 4 characters: %j', (keyword) => {
    const r = searchPatientsInput.safeParse({ keyword });
    expect(r.error?.issues[0]?.message).toBe(MESSAGES.searchCriteriaMissing);
  });
  it('accepts the filters', () =>
    expect(searchPatientsInput.parse({ keyword: 'nguyen', addedDateSortBy: 'oldest', isImported: true, isInviteFlagged: false })).toMatchObject({ addedDateSortBy: 'oldest', isImported: true, isInviteFlagged: false }));
  it('refuses an unknown sort', () => expect(searchPatientsInput.safeParse({ addedDateSortBy: 'alpha' }).success).toBe(false));
  it.each([
    [{ keyword: '', addedDateSortBy: undefined }, 'newest'],
    [{ keyword: 'nguyen', addedDateSortBy: undefined }, 'name'],
    [{ keyword: 'nguyen', addedDateSortBy: 'oldest' as const }, 'oldest'],
    [{ keyword: '', addedDateSortBy: 'newest' as const }, 'newest'],
  ])('orders %j by %s', (input, order) => expect(patientListOrder(input)).toBe(order));
});

describe('profile flags', () => {
  it('hasCompletedProfile needs names, e-mail, date of birth and phone (profile-completeness)', () => {
    const base = { accountNumber: '1', customerGroup: 'Patient' as const, email: 'a@example.com', firstName: 'A', lastName: 'B' };
    expect(toCustomerProfile(base).hasCompletedProfile).toBe(false);
    expect(toCustomerProfile({ ...base, dob: '01/01/1990', phone: '5125550100' }).hasCompletedProfile).toBe(true);
    expect(toCustomerProfile({ ...base, isImported: true, isDeactivated: true })).toMatchObject({ isImported: true, isDeactivated: true, isEmailBounced: false });
  });
});

describe('PMS import (D-074)', () => {
  it('maps common header spellings and ignores unknown columns', () => {
    expect(['First Name', 'last_name', 'E-mail', 'Date of Birth', 'Phone Number', 'Chart #'].map(pmsColumnOf)).toEqual(['firstName', 'lastName', 'email', 'dob', 'phone', undefined]);
    expect(hasRequiredPmsColumns(['firstName', 'lastName', 'email'])).toBe(true);
    expect(hasRequiredPmsColumns(['firstName', 'email'])).toBe(false);
  });
  it('validates rows with the create-patient rules and spec messages', () => {
    const headers = ['firstName', 'lastName', 'email', 'dob', 'phone'];
    expect(validatePmsRow(1, pmsRowValues(headers, ['Ann', 'Lee', 'ANN@example.com', '01/02/1990', '(512) 555-0100']))).toEqual({
      values: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', dob: '01/02/1990', phone: '5125550100' },
    });
    const bad = validatePmsRow(2, pmsRowValues(headers, ['', 'Lee', 'not-an-email', '13/45/1990', '0000000000']));
    expect('errors' in bad && bad.errors.map((e) => [e.field, e.message])).toEqual([
      ['firstName', 'This field is required'],
      ['email', 'A valid email is required'],
      ['dob', 'A valid date is required'],
      ['phone', 'A valid US phone is required'],
    ]);
  });
  const cmd = { accountNumber: '100000001', practiceId: 'PR-1', locationId: 'LOC-1', values: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', dob: '01/02/1990' }, lastSyncDate: '2026-11-21T12:00:00.000Z' };
  it('creates an imported patient', () =>
    spec(decideImportPatient).given([]).when(cmd).then([
      { type: 'PatientCreated', data: { accountNumber: '100000001', practiceId: 'PR-1', locationId: 'LOC-1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', dob: '01/02/1990', isImported: true, lastSyncDate: '2026-11-21T12:00:00.000Z' } },
    ]));
  it('a re-import of the same e-mail syncs instead of duplicating', () => {
    spec(decideImportPatient).given([created]).when({ ...cmd, values: { ...cmd.values, lastName: 'Park' } }).then([
      { type: 'PatientSyncedFromPms', data: { firstName: 'Ann', lastName: 'Park', dob: '01/02/1990', lastSyncDate: '2026-11-21T12:00:00.000Z' } },
    ]);
    const state = stateOf([created, { type: 'PatientSyncedFromPms', data: { firstName: 'Ann', lastName: 'Park', lastSyncDate: 'T' } }]);
    expect(state).toMatchObject({ lastName: 'Park', lastSyncDate: 'T' });
  });
  it('refuses an e-mail of another practice or a staff account, and leaves a deleted patient alone', () => {
    spec(decideImportPatient).given([{ ...created, data: { ...created.data, practiceId: 'PR-2' } }]).when(cmd).thenThrows({ code: 'USER_ALREADY_EXISTS' });
    spec(decideImportPatient).given([staff]).when(cmd).thenThrows({ code: 'USER_ALREADY_EXISTS' });
    spec(decideImportPatient).given([created, deactivated]).when(cmd).thenThrows({ code: 'PATIENT_DEACTIVATED', message: PMS_IMPORT_MESSAGES.deactivated });
  });
});

describe('PMS banners (D-075)', () => {
  it.each([
    [{ lastSyncDate: null, integrationBannerHidden: false, updateBannerDismissedAt: null }, { isSignupLocationPmsIntegrated: false, hidePmsIntegrationBanner: false, hidePmsUpdateBanner: true }],
    [{ lastSyncDate: null, integrationBannerHidden: true, updateBannerDismissedAt: null }, { isSignupLocationPmsIntegrated: false, hidePmsIntegrationBanner: true, hidePmsUpdateBanner: true }],
    [{ lastSyncDate: '2026-11-21T10:00:00Z', integrationBannerHidden: false, updateBannerDismissedAt: null }, { isSignupLocationPmsIntegrated: true, hidePmsIntegrationBanner: true, hidePmsUpdateBanner: false }],
    [{ lastSyncDate: '2026-11-21T10:00:00Z', integrationBannerHidden: false, updateBannerDismissedAt: '2026-11-21T11:00:00Z' }, { isSignupLocationPmsIntegrated: true, hidePmsIntegrationBanner: true, hidePmsUpdateBanner: true }],
    [{ lastSyncDate: '2026-11-21T12:00:00Z', integrationBannerHidden: false, updateBannerDismissedAt: '2026-11-21T11:00:00Z' }, { isSignupLocationPmsIntegrated: true, hidePmsIntegrationBanner: true, hidePmsUpdateBanner: false }],
  ])('%j', (facts, flags) => expect(pmsBannerFlags(facts)).toMatchObject(flags));
  it('only practice users have banners; hiding the integration banner is recorded once', () => {
    spec((_c: null, s: CustomerState) => decideDisablePmsIntegrationBanner(s)).given([created]).when(null).thenThrows({ code: 'FORBIDDEN' });
    expect(decideDisablePmsIntegrationBanner(stateOf([staff]))).toEqual([{ type: 'PmsIntegrationBannerDisabled', data: {} }]);
    expect(decideDisablePmsIntegrationBanner(stateOf([staff, { type: 'PmsIntegrationBannerDisabled', data: {} }]))).toEqual([]);
    expect(decideDisablePmsUpdateBanner(stateOf([staff]))).toEqual([{ type: 'PmsUpdateBannerDisabled', data: {} }]);
  });
});
