import { describe, expect, it } from 'vitest';
import { checkAccountLink, emailForLink } from '../../domain/identity/account-links';
import { decideChangePassword } from '../../domain/identity/change-password';
import { decideConfirmEmailChange } from '../../domain/identity/confirm-email-change';
import { type CustomerState, evolveCustomer, initialCustomerState } from '../../domain/identity/customer-decider';
import type { CustomerEvent, EmailEvent } from '../../domain/identity/events';
import { decideRequestEmailChange } from '../../domain/identity/request-email-change';
import { decideRequestPasswordReset } from '../../domain/identity/request-password-reset';
import { decideRequestWelcomeEmail } from '../../domain/identity/request-welcome-email';
import { decideReleaseEmail, decideReserveEmail, evolveEmailReservation } from '../../domain/identity/reserve-email';
import { welcomeEmailDue } from '../../domain/identity/send-welcome-email';
import { decideSetPassword } from '../../domain/identity/set-password';
import { decideUpdateProfile } from '../../domain/identity/update-profile';
import { decideSetEmailDisplayName, evolveEmailDisplayName } from '../../domain/practices/email-display-name';
import { deciderSpec } from '../support/decider-spec';

const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

const created: CustomerEvent = {
  type: 'PatientCreated',
  data: { accountNumber: '1', practiceId: 'P', locationId: 'L', email: 'ann@x.com', firstName: 'Ann', lastName: 'Lee' },
};
const hashed: CustomerEvent = { type: 'PasswordSet', data: { passwordHash: 'h1', via: 'welcome', tokenId: 'w1' } };
const resetAsked = (resetId: string, at0: Date): CustomerEvent => ({
  type: 'PasswordResetRequested',
  data: { resetId, requestedAt: at0.toISOString(), expiresAt: new Date(at0.getTime() + HOUR).toISOString() },
});
const changeAsked = (changeId: string, newEmail: string, at0: Date): CustomerEvent => ({
  type: 'EmailChangeRequested',
  data: { changeId, newEmail, requestedAt: at0.toISOString(), expiresAt: new Date(at0.getTime() + 24 * HOUR).toISOString() },
});

const customer = <C>(decide: (c: C, s: CustomerState) => CustomerEvent[]) =>
  deciderSpec<CustomerState, CustomerEvent, C>({ initial: initialCustomerState, evolve: evolveCustomer, decide });
const stateOf = (events: CustomerEvent[]) => events.reduce(evolveCustomer, initialCustomerState());

describe('e-mailed links', () => {
  it.each([
    ['welcome link of a patient without a password', [created], { purpose: 'welcome', tokenId: 'w1' }, T0, undefined],
    ['welcome link once a password is set', [created, hashed], { purpose: 'welcome', tokenId: 'w2' }, T0, 'TOKEN_USED'],
    ['the very link used', [created, hashed], { purpose: 'welcome', tokenId: 'w1' }, T0, 'TOKEN_USED'],
    ['a link of an unknown account', [], { purpose: 'welcome', tokenId: 'w1' }, T0, 'TOKEN_INVALID'],
    ['an open reset link', [created, hashed, resetAsked('r1', T0)], { purpose: 'reset-password', tokenId: 'r1' }, at(59 * MIN), undefined],
    ['a reset link after an hour', [created, hashed, resetAsked('r1', T0)], { purpose: 'reset-password', tokenId: 'r1' }, at(HOUR), 'TOKEN_EXPIRED'],
    ['a reset link never issued', [created, hashed], { purpose: 'reset-password', tokenId: 'r9' }, T0, 'TOKEN_EXPIRED'],
    ['the latest e-mail change', [created, hashed, changeAsked('c1', 'a@y.com', T0)], { purpose: 'verify-email', tokenId: 'c1' }, at(HOUR), undefined],
    ['a replaced e-mail change', [created, hashed, changeAsked('c1', 'a@y.com', T0), changeAsked('c2', 'b@y.com', T0)], { purpose: 'verify-email', tokenId: 'c1' }, T0, 'TOKEN_EXPIRED'],
    ['an e-mail change after 24 hours', [created, hashed, changeAsked('c1', 'a@y.com', T0)], { purpose: 'verify-email', tokenId: 'c1' }, at(24 * HOUR), 'TOKEN_EXPIRED'],
  ] as const)('%s', (_name, events, link, now, code) => {
    const check = () => checkAccountLink(link, stateOf([...events]), now);
    if (code) expect(check).toThrow(expect.objectContaining({ code }));
    else expect(check).not.toThrow();
  });

  it('tells the address a link is about: the account’s, or the new one being confirmed', () => {
    expect(emailForLink({ purpose: 'welcome', tokenId: 'w1' }, stateOf([created]), T0)).toBe('ann@x.com');
    expect(emailForLink({ purpose: 'verify-email', tokenId: 'c1' }, stateOf([created, hashed, changeAsked('c1', 'a@y.com', T0)]), T0)).toBe('a@y.com');
  });
});

describe('set password (welcome or reset link)', () => {
  const spec = customer(decideSetPassword);
  const cmd = (purpose: 'welcome' | 'reset-password', tokenId: string, now = T0) => ({
    link: { purpose, tokenId },
    newPassword: 'Harbor#Light47',
    passwordHash: 'h2',
    now,
  });
  it('sets the first password from the welcome link and records the link', () => {
    spec.given([created]).when(cmd('welcome', 'w1')).then([{ type: 'PasswordSet', data: { passwordHash: 'h2', via: 'welcome', tokenId: 'w1' } }]);
  });
  it('resets from an open reset link; the link and every other open one are then used up', () => {
    const given = [created, hashed, resetAsked('r1', T0), resetAsked('r2', at(2 * MIN))];
    spec.given(given).when(cmd('reset-password', 'r2', at(5 * MIN))).then([{ type: 'PasswordSet', data: { passwordHash: 'h2', via: 'reset', tokenId: 'r2' } }]);
    const after = [...given, { type: 'PasswordSet', data: { passwordHash: 'h2', via: 'reset', tokenId: 'r2' } } as CustomerEvent];
    spec.given(after).when(cmd('reset-password', 'r2', at(6 * MIN))).thenThrows({ code: 'TOKEN_USED' });
    spec.given(after).when(cmd('reset-password', 'r1', at(6 * MIN))).thenThrows({ code: 'TOKEN_EXPIRED' });
  });
  it('refuses a weak password: "The password is weak."', () => {
    spec.given([created]).when({ ...cmd('welcome', 'w1'), newPassword: 'Ann#Lee2026' }).thenThrows({ code: 'WEAK_PASSWORD', message: 'The password is weak.' });
  });
});

describe('change password', () => {
  const spec = customer(decideChangePassword);
  const ok = { email: 'ANN@x.com', oldPassword: 'Old#Harbor11', newPassword: 'New#Harbor22', oldPasswordMatches: true, passwordHash: 'h3' };
  it('changes with the own e-mail and the right current password', () => {
    spec.given([created, hashed]).when(ok).then([{ type: 'PasswordSet', data: { passwordHash: 'h3', via: 'change' } }]);
  });
  it.each([
    ['a wrong current password', { oldPasswordMatches: false }],
    ['someone else’s e-mail', { email: 'bob@x.com' }],
    ['the same password again', { newPassword: 'Old#Harbor11' }],
  ])('answers INVALID_EMAIL_PASSWORD for %s', (_name, change) => {
    spec.given([created, hashed]).when({ ...ok, ...change }).thenThrows({ code: 'INVALID_EMAIL_PASSWORD', message: 'INVALID_EMAIL_PASSWORD', kind: 'validation' });
  });
  it('refuses an account without a password the same way', () => {
    spec.given([created]).when(ok).thenThrows({ code: 'INVALID_EMAIL_PASSWORD' });
  });
});

describe('request a password reset', () => {
  const spec = customer(decideRequestPasswordReset);
  it('issues a one-hour link', () => {
    spec.given([created, hashed]).when({ resetId: 'r1', now: T0 }).then([resetAsked('r1', T0)]);
  });
  it('issues nothing for an unknown account or within a minute of the last request', () => {
    spec.given([]).when({ resetId: 'r1', now: T0 }).then([]);
    spec.given([created, resetAsked('r1', T0)]).when({ resetId: 'r2', now: at(59_000) }).then([]);
    spec.given([created, resetAsked('r1', T0)]).when({ resetId: 'r2', now: at(MIN) }).then([resetAsked('r2', at(MIN))]);
  });
});

describe('e-mail change', () => {
  const request = customer(decideRequestEmailChange);
  it('asks to move to a free address, valid for 24 hours', () => {
    request.given([created, hashed]).when({ changeId: 'c1', newEmail: ' New@Y.com ', emailTaken: false, now: T0 }).then([changeAsked('c1', 'new@y.com', T0)]);
  });
  it('refuses a taken address (USER_ALREADY_EXISTS) and the current one', () => {
    request.given([created, hashed]).when({ changeId: 'c1', newEmail: 'b@y.com', emailTaken: true, now: T0 }).thenThrows({ code: 'USER_ALREADY_EXISTS', kind: 'conflict' });
    request.given([created, hashed]).when({ changeId: 'c1', newEmail: 'ANN@x.com', emailTaken: false, now: T0 }).thenThrows({ code: 'SAME_EMAIL' });
  });

  const confirm = customer(decideConfirmEmailChange);
  const given = [created, hashed, changeAsked('c1', 'new@y.com', T0)];
  it('confirms with the previous e-mail and password', () => {
    confirm.given(given).when({ changeId: 'c1', email: 'ann@x.com', passwordMatches: true, now: at(HOUR) }).then([
      { type: 'EmailChanged', data: { changeId: 'c1', previousEmail: 'ann@x.com', email: 'new@y.com' } },
    ]);
    const after = stateOf([...given, { type: 'EmailChanged', data: { changeId: 'c1', previousEmail: 'ann@x.com', email: 'new@y.com' } }]);
    expect(after).toMatchObject({ email: 'new@y.com', usedTokenIds: ['w1', 'c1'] });
    expect(after.pendingEmailChange).toBeUndefined();
  });
  it('answers a wrong e-mail or password like a failed sign-in', () => {
    const refusal = { code: 'INVALID_VALUE', message: 'INVALID_VALUE: Invalid Email or Password', kind: 'unauthorized' };
    confirm.given(given).when({ changeId: 'c1', email: 'new@y.com', passwordMatches: true, now: T0 }).thenThrows(refusal);
    confirm.given(given).when({ changeId: 'c1', email: 'ann@x.com', passwordMatches: false, now: T0 }).thenThrows(refusal);
  });

  const reservation = deciderSpec<{ accountNumber?: string }, EmailEvent, { email: string; accountNumber: string }>({
    initial: () => ({}),
    evolve: evolveEmailReservation,
    decide: decideReleaseEmail,
  });
  const reserved: EmailEvent = { type: 'EmailReserved', data: { email: 'ann@x.com', accountNumber: '1' } };
  it('releases the old address (only its holder can), which frees it for anyone', () => {
    reservation.given([reserved]).when({ email: 'ann@x.com', accountNumber: '1' }).then([{ type: 'EmailReleased', data: { email: 'ann@x.com', accountNumber: '1' } }]);
    reservation.given([reserved]).when({ email: 'ann@x.com', accountNumber: '2' }).then([]);
    const released = [reserved, { type: 'EmailReleased', data: { email: 'ann@x.com', accountNumber: '1' } } as EmailEvent];
    expect(decideReserveEmail({ email: 'ann@x.com', accountNumber: '2', ownerExists: false }, released.reduce(evolveEmailReservation, {}))).toEqual([
      { type: 'EmailReserved', data: { email: 'ann@x.com', accountNumber: '2' } },
    ]);
  });
});

describe('request a welcome e-mail again', () => {
  const spec = customer(decideRequestWelcomeEmail);
  const sent: CustomerEvent = { type: 'WelcomeEmailSent', data: { messageId: 'm', to: 'ann@x.com', causationEventId: 'e1' } };
  it('queues one for an unregistered patient once the last one went out', () => {
    spec.given([created, sent]).when({ requestedBy: '7', force: false }).then([{ type: 'WelcomeEmailRequested', data: { requestedBy: '7', force: false } }]);
  });
  it('refuses while one is still on its way, unless forced (CSR)', () => {
    spec.given([created]).when({ requestedBy: '7', force: false }).thenThrows({ code: 'WELCOME_EMAIL_PENDING', kind: 'rule' });
    spec.given([created]).when({ requestedBy: '9', force: true }).then([{ type: 'WelcomeEmailRequested', data: { requestedBy: '9', force: true } }]);
  });
  it('refuses registered patients and non-patients, forced or not', () => {
    spec.given([created, sent, hashed]).when({ requestedBy: '9', force: true }).thenThrows({ code: 'PATIENT_ALREADY_REGISTERED' });
    spec.given([]).when({ requestedBy: '9', force: true }).thenThrows({ code: 'INVALID_PATIENT_NOT_FOUND', message: 'Patient not found' });
    const staff: CustomerEvent = { type: 'CustomerRegistered', data: { accountNumber: '7', customerGroup: 'Staff', email: 's@x.com', firstName: 'S', lastName: 'T', practiceId: 'P' } };
    spec.given([staff]).when({ requestedBy: '9', force: true }).thenThrows({ code: 'INVALID_PATIENT_NOT_FOUND' });
  });
  it('makes the welcome e-mail due once per causing event, only without a password', () => {
    const requested = stateOf([created, sent, { type: 'WelcomeEmailRequested', data: { requestedBy: '7', force: false } }]);
    expect(welcomeEmailDue(requested, 'e1')).toBe(false);
    expect(welcomeEmailDue(requested, 'e2')).toBe(true);
    expect(welcomeEmailDue(stateOf([created, hashed]), 'e2')).toBe(false);
  });
});

describe('update own profile', () => {
  const spec = customer(decideUpdateProfile);
  const address = { address1: '1 Main St', city: 'Austin', state: 'TX' as const, zip: '78701' };
  it('records the full new personal info', () => {
    spec.given([created]).when({ firstName: 'Ann', lastName: 'Lee-Park', phone: '5125550147', addresses: [address] }).then([
      { type: 'CustomerProfileUpdated', data: { firstName: 'Ann', lastName: 'Lee-Park', phone: '5125550147', dob: null, addresses: [address] } },
    ]);
  });
  it('keeps the addresses when none are sent, and appends nothing when nothing changed', () => {
    const updated: CustomerEvent = { type: 'CustomerProfileUpdated', data: { firstName: 'Ann', lastName: 'Lee', phone: null, dob: null, addresses: [address] } };
    spec.given([created, updated]).when({ firstName: 'Ann', lastName: 'Lee' }).then([]);
    // Stored events come back with their keys reordered (jsonb): still the same address.
    const reordered: CustomerEvent = { ...updated, data: { ...updated.data, addresses: [{ zip: '78701', state: 'TX', city: 'Austin', address1: '1 Main St' }] } };
    spec.given([created, reordered]).when({ firstName: 'Ann', lastName: 'Lee', addresses: [address] }).then([]);
  });
});

describe('e-mail display name', () => {
  const spec = deciderSpec({ initial: () => ({}), evolve: evolveEmailDisplayName, decide: decideSetEmailDisplayName });
  it('sets a tidy name, once', () => {
    spec.given([]).when({ practiceId: 'P', displayName: '  Clearview   Eyes ' }).then([{ type: 'EmailDisplayNameSet', data: { practiceId: 'P', displayName: 'Clearview Eyes' } }]);
    spec.given([{ type: 'EmailDisplayNameSet', data: { practiceId: 'P', displayName: 'Clearview Eyes' } }]).when({ practiceId: 'P', displayName: 'Clearview Eyes' }).then([]);
  });
  it.each(['', 'a'.repeat(71), 'Eyes <script>', 'news@clearview.com', 'Tab\u0007Bell'])('refuses %j with the spec message', (displayName) => {
    spec.given([]).when({ practiceId: 'P', displayName }).thenThrows({ code: 'INVALID_VALUE', message: 'INVALID_VALUE: Invalid Email display name' });
  });
});
