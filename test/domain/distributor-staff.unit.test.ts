import { describe, expect, it } from 'vitest';
import { inviteDistributorStaffInput, listDistributorStaffInput } from '../../domain/distributor-staff/api-schemas';
import { decideDeactivateDistributorStaff } from '../../domain/distributor-staff/deactivate-distributor-staff';
import { decideInviteDistributorStaff } from '../../domain/distributor-staff/invite-distributor-staff';
import { DISTRIBUTOR_STAFF_MESSAGES } from '../../domain/distributor-staff/messages';
import { decideReactivateDistributorStaff } from '../../domain/distributor-staff/reactivate-distributor-staff';
import { decideResendDistributorStaffInvite } from '../../domain/distributor-staff/resend-distributor-staff-invite';
import { distributorStaffStatus } from '../../domain/distributor-staff/staff-status';
import { lacksSecondFactor, sessionClaims } from '../../domain/identity/access-token';
import { checkAccountLink } from '../../domain/identity/account-links';
import { evolveCustomer, initialCustomerState } from '../../domain/identity/customer-decider';
import { CUSTOMER_GROUPS, isDistributorStaff, PLATFORM_GROUPS, requiresSecondFactor } from '../../domain/identity/customer-group';
import type { CustomerEvent } from '../../domain/identity/events';
import { welcomeEmailDue } from '../../domain/identity/send-welcome-email';
import { describeEvent } from '../../domain/history/describe-event';
import { mayReceive } from '../../domain/live/live-audience';
import { decideCompleteMfaEnrolment } from '../../domain/security/complete-mfa-enrolment';
import type { MfaEvent } from '../../domain/security/events';
import { evolveMfa, initialMfaState } from '../../domain/security/mfa-state';
import { decideSetMfaPreference } from '../../domain/security/set-mfa-preference';
import { checkImpersonation, IMPERSONATION_MESSAGES } from '../../domain/support/begin-impersonation';
import { deciderSpec } from '../support/decider-spec';

/** Analysts and operators (issues #32, #33; D-740…D-744): the CSR's commands and the required second factor. */

const customer = deciderSpec({ initial: initialCustomerState, evolve: evolveCustomer, decide: (c: (s: ReturnType<typeof initialCustomerState>) => CustomerEvent[], s) => c(s) });
const CSR = '900000001';
const invited: CustomerEvent[] = [
  { type: 'CustomerRegistered', data: { accountNumber: '310000001', customerGroup: 'Analyst', email: 'ada@example.com', firstName: 'Ada', lastName: 'Byron' } },
  { type: 'WelcomeEmailRequested', data: { requestedBy: CSR, force: false, invitation: true } },
];
const active: CustomerEvent[] = [...invited, { type: 'PasswordSet', data: { passwordHash: 'hash', via: 'welcome', tokenId: 'e1' } }, { type: 'SignedIn', data: { sessionId: 's1', expiresAt: 'x' } }, { type: 'SignedIn', data: { sessionId: 's2', expiresAt: 'x' } }];
const deactivated: CustomerEvent[] = [...active, { type: 'DistributorStaffDeactivated', data: { deactivatedBy: CSR } }];
const patient: CustomerEvent[] = [{ type: 'PatientCreated', data: { accountNumber: '100000001', practiceId: 'PR-1', locationId: 'L-1', email: 'p@example.com', firstName: 'P', lastName: 'Q' } }];
const notFound = { code: 'DISTRIBUTOR_STAFF_NOT_FOUND', kind: 'not_found', message: DISTRIBUTOR_STAFF_MESSAGES.notFound };

describe('the groups', () => {
  it('Analyst and Operator are distributor staff, require a second factor, and are not what `any` admits', () => {
    expect(CUSTOMER_GROUPS).toEqual(['CSR', 'Patient', 'Staff', 'Practice', 'Analyst', 'Operator']);
    expect(CUSTOMER_GROUPS.filter(isDistributorStaff)).toEqual(['Analyst', 'Operator']);
    expect(CUSTOMER_GROUPS.filter(requiresSecondFactor)).toEqual(['Analyst', 'Operator']);
    expect(PLATFORM_GROUPS.some((g) => isDistributorStaff(g))).toBe(false);
  });

  it('a token lacks its second factor until `mfa`; renewing keeps it', () => {
    const claims = { sub: '310000001', customerGroup: 'Analyst' as const, sessionId: 's1' };
    expect(lacksSecondFactor(claims)).toBe(true);
    expect(lacksSecondFactor({ ...claims, mfa: true })).toBe(false);
    expect(lacksSecondFactor({ ...claims, customerGroup: 'CSR' })).toBe(false);
    expect(sessionClaims({ ...claims, mfa: true }, 2)).toEqual({ ...claims, mfa: true, gen: 2 });
    expect(sessionClaims(claims, 1)).toEqual({ ...claims, gen: 1 });
  });

  it('the live channel sends them nothing yet', () => {
    const viewer = { accountNumber: '310000001', customerGroup: 'Analyst' };
    expect(mayReceive({ kind: 'announcement', audience: 'everyone', practiceId: null }, viewer)).toBe(false);
    expect(mayReceive({ kind: 'order', practiceId: 'PR-1', patientAccount: '1' }, { ...viewer, customerGroup: 'Operator' })).toBe(false);
  });
});

describe('invite (CSR)', () => {
  const invite = { accountNumber: '310000001', role: 'Analyst' as const, email: 'ada@example.com', firstName: 'Ada', lastName: 'Byron', invitedBy: CSR };
  it('registers the account with no practice or location and asks for the invitation e-mail', () => {
    customer.given([]).when((s) => decideInviteDistributorStaff(invite, s)).then(invited);
  });
  it('the history says it was an invitation', () => {
    expect(describeEvent({ ...invited[1]!, streamId: 'customer-310000001' })).toBe('Invited account 310000001: an e-mail with a link to set a password');
  });
  it('a retried invitation of the same person records nothing; another account number is a clash', () => {
    customer.given(invited).when((s) => decideInviteDistributorStaff(invite, s)).then([]);
    customer.given(invited).when((s) => decideInviteDistributorStaff({ ...invite, role: 'Operator' }, s)).thenThrows({ code: 'ACCOUNT_EXISTS' });
  });
  it('the form: names, e-mail and one of the two roles, each with its words', () => {
    const bad = inviteDistributorStaffInput.safeParse({ firstName: ' ', lastName: 'Ann@', email: 'not-an-email', role: 'CSR' });
    expect(bad.success).toBe(false);
    // The first message of each field, as the form shows it.
    const messages = Object.fromEntries(bad.error!.issues.reverse().map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ firstName: 'This field is required', lastName: "Only letters, numbers, spaces and & , ' - + are allowed", email: 'A valid email is required', role: DISTRIBUTOR_STAFF_MESSAGES.roleRequired });
    expect(inviteDistributorStaffInput.parse({ firstName: 'Ada', lastName: 'Byron', email: ' Ada@Example.com ', role: 'Operator' })).toEqual({ firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', role: 'Operator' });
  });
  it('the list: search, role and state filters with defaults, a bounded page', () => {
    expect(listDistributorStaffInput.parse({})).toEqual({ search: '', role: 'all', status: 'all', limit: 20, offset: 0 });
    expect(listDistributorStaffInput.safeParse({ role: 'Patient' }).success).toBe(false);
    expect(listDistributorStaffInput.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(listDistributorStaffInput.safeParse({ limit: 101 }).success).toBe(false);
  });
});

describe('re-send the invitation', () => {
  it('while invited: a forced WelcomeEmailRequested (a fresh link)', () => {
    customer.given(invited).when((s) => decideResendDistributorStaffInvite({ requestedBy: CSR }, s)).then([{ type: 'WelcomeEmailRequested', data: { requestedBy: CSR, force: true } }]);
  });
  it('refused once a password is set, while deactivated, and for any other account', () => {
    customer.given(active).when((s) => decideResendDistributorStaffInvite({ requestedBy: CSR }, s)).thenThrows({ code: 'ALREADY_REGISTERED', kind: 'rule' });
    customer.given(deactivated).when((s) => decideResendDistributorStaffInvite({ requestedBy: CSR }, s)).thenThrows({ code: 'DISTRIBUTOR_STAFF_DEACTIVATED' });
    customer.given(patient).when((s) => decideResendDistributorStaffInvite({ requestedBy: CSR }, s)).thenThrows(notFound);
    customer.given([]).when((s) => decideResendDistributorStaffInvite({ requestedBy: CSR }, s)).thenThrows(notFound);
  });
});

describe('deactivate and restore', () => {
  it('deactivating ends every open session; again records nothing', () => {
    customer
      .given(active)
      .when((s) => decideDeactivateDistributorStaff({ deactivatedBy: CSR }, s))
      .then([
        { type: 'DistributorStaffDeactivated', data: { deactivatedBy: CSR } },
        { type: 'SignedOut', data: { sessionId: 's1' } },
        { type: 'SignedOut', data: { sessionId: 's2' } },
      ]);
    customer.given(deactivated).when((s) => decideDeactivateDistributorStaff({ deactivatedBy: CSR }, s)).then([]);
    customer.given(patient).when((s) => decideDeactivateDistributorStaff({ deactivatedBy: CSR }, s)).thenThrows(notFound);
  });
  it('restoring: access back; someone who never set a password gets a fresh invitation; not deactivated records nothing', () => {
    customer.given(deactivated).when((s) => decideReactivateDistributorStaff({ reactivatedBy: CSR }, s)).then([{ type: 'DistributorStaffReactivated', data: { reactivatedBy: CSR } }]);
    customer
      .given([...invited, { type: 'DistributorStaffDeactivated', data: { deactivatedBy: CSR } }])
      .when((s) => decideReactivateDistributorStaff({ reactivatedBy: CSR }, s))
      .then([
        { type: 'DistributorStaffReactivated', data: { reactivatedBy: CSR } },
        { type: 'WelcomeEmailRequested', data: { requestedBy: CSR, force: true } },
      ]);
    customer.given(active).when((s) => decideReactivateDistributorStaff({ reactivatedBy: CSR }, s)).then([]);
  });
  it('the state: invited, active, deactivated; a deactivated account gets no invitation e-mail and its links stop working', () => {
    const fold = (events: CustomerEvent[]) => events.reduce(evolveCustomer, initialCustomerState());
    expect([invited, active, deactivated].map((e) => distributorStaffStatus(fold(e)))).toEqual(['invited', 'active', 'deactivated']);
    expect(welcomeEmailDue(fold(invited), 'e1')).toBe(true);
    const revoked = fold([...invited, { type: 'DistributorStaffDeactivated', data: { deactivatedBy: CSR } }]);
    expect(welcomeEmailDue(revoked, 'e1')).toBe(false);
    expect(() => checkAccountLink({ purpose: 'welcome', tokenId: 'e1' }, revoked, new Date())).toThrow(expect.objectContaining({ code: 'TOKEN_INVALID' }));
    expect(() => checkAccountLink({ purpose: 'welcome', tokenId: 'e1' }, fold(invited), new Date())).not.toThrow();
  });
  it('a CSR cannot act as an analyst or an operator', () => {
    const csr = { accountNumber: CSR, customerGroup: 'CSR' as const, name: 'Casey Support', sessionId: 'c', impersonating: false };
    const target = [...active].reduce(evolveCustomer, initialCustomerState());
    expect(() => checkImpersonation(csr, target)).toThrow(expect.objectContaining({ code: 'IMPERSONATION_NOT_ALLOWED', message: IMPERSONATION_MESSAGES.distributorStaffTarget }));
  });
});

describe('the required second factor (D-742)', () => {
  const mfa = deciderSpec({ initial: initialMfaState, evolve: evolveMfa, decide: (c: (s: ReturnType<typeof initialMfaState>) => MfaEvent[], s) => c(s) });
  const now = '2026-03-01T12:00:00.000Z';
  const codeSent: MfaEvent[] = [
    { type: 'PhoneNumberSet', data: { phone: '5125550100' } },
    { type: 'VerificationCodeSent', data: { codeId: 'c1', purpose: 'verify-phone', phone: '5125550100', codeHash: 'right', sentAt: now, expiresAt: '2026-03-01T12:10:00.000Z' } },
  ];
  const enrol = (candidate: string) => (s: ReturnType<typeof initialMfaState>) => decideCompleteMfaEnrolment({ candidateHash: () => candidate, sessionId: 'new', now, maxAttempts: 5 }, s);

  it('the right code proves the number, turns two-factor on and is the new session’s second factor', () => {
    mfa.given(codeSent).when(enrol('right')).then([
      { type: 'PhoneNumberVerified', data: { phone: '5125550100', codeId: 'c1' } },
      { type: 'TwoFactorEnabled', data: { phone: '5125550100' } },
      { type: 'MfaSignInVerified', data: { codeId: 'c1', sessionId: 'new' } },
    ]);
  });
  it('a wrong code is recorded as rejected; no code, no enrolment; once enrolled, never again', () => {
    mfa.given(codeSent).when(enrol('wrong')).then([{ type: 'VerificationCodeRejected', data: { codeId: 'c1', attempt: 1 } }]);
    mfa.given([]).when(enrol('right')).thenThrows({ code: 'NO_CODE_PENDING' });
    mfa.given([...codeSent, { type: 'TwoFactorEnabled', data: { phone: '5125550100' } }]).when(enrol('right')).thenThrows({ code: 'MFA_ALREADY_ENROLLED', kind: 'unauthorized' });
  });
  it('two-factor cannot be turned off where the role requires it; others still can', () => {
    const on: MfaEvent[] = [...codeSent, { type: 'PhoneNumberVerified', data: { phone: '5125550100', codeId: 'c1' } }, { type: 'TwoFactorEnabled', data: { phone: '5125550100' } }];
    mfa.given(on).when((s) => decideSetMfaPreference({ isMfaEnabled: false, secondFactorRequired: true }, s)).thenThrows({ code: 'TWO_FACTOR_REQUIRED', kind: 'rule' });
    mfa.given(on).when((s) => decideSetMfaPreference({ isMfaEnabled: false }, s)).then([{ type: 'TwoFactorDisabled', data: {} }]);
  });
});
