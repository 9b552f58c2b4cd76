import { describe, expect, it } from 'vitest';
import { contactFormFields } from '../../domain/contact/api-schemas';
import { CONTACT_LIMIT_PER_ADDRESS, contactSenderDecider, decideMarkContactHandled, decideRecordContactEmails, decideSubmitContactRequest } from '../../domain/contact/contact-rules';
import type { ContactRequestSubmitted } from '../../domain/contact/events';
import { decideCreatePracticeUser, decideDeactivateStaffMember } from '../../domain/identity/create-practice-user';
import { customerDecider } from '../../domain/identity/customer-decider';
import type { CustomerEvent } from '../../domain/identity/events';
import { welcomeEmailDue } from '../../domain/identity/send-welcome-email';
import { practiceSignupFields } from '../../domain/practice-signups/api-schemas';
import type { PracticeSignupEvent, PracticeSignupRequested } from '../../domain/practice-signups/events';
import {
  approvalIds,
  decideApprovePracticeSignup,
  decideDeclinePracticeSignup,
  decideRegisterSignedUpPractice,
  decideRequestPracticeSignup,
  decideReserveSignupKey,
  practiceSignupDecider,
  signupEmailDue,
  signupKeys,
  splitName,
} from '../../domain/practice-signups/signup-rules';
import { inviteStaffInput } from '../../domain/practices/api-schemas';
import { decideAddPracticeLocation } from '../../domain/practices/manage-practice';
import { practiceDecider } from '../../domain/practices/practice-decider';
import type { PracticeEvent } from '../../domain/practices/events';
import { fold } from '../../domain/shared/decider';
import { deciderSpec } from '../support/decider-spec';

const NOW = new Date('2026-11-25T15:00:00Z');
const submitted = (requestId: string, at: string): ContactRequestSubmitted => ({
  type: 'ContactRequestSubmitted',
  data: { requestId, name: 'Ann', email: 'ann@example.com', topic: 'other', message: 'Hi', submittedAt: at },
});

describe('contact requests', () => {
  const spec = deciderSpec({ initial: contactSenderDecider.initialState, evolve: contactSenderDecider.evolve, decide: decideSubmitContactRequest });
  const command = { requestId: 'r9', name: 'Ann', email: 'ann@example.com', topic: 'returns' as const, message: 'Hello', now: NOW };

  it('appends a submission with its time, and no phone when none was given', () => {
    spec.given([]).when(command).then([{ type: 'ContactRequestSubmitted', data: { requestId: 'r9', name: 'Ann', email: 'ann@example.com', topic: 'returns', message: 'Hello', submittedAt: NOW.toISOString() } }]);
  });

  it(`refuses the ${CONTACT_LIMIT_PER_ADDRESS + 1}th request from one address within the hour, and accepts again after it`, () => {
    const recent = ['r1', 'r2', 'r3'].map((id, i) => submitted(id, new Date(NOW.getTime() - (50 - i) * 60_000).toISOString()));
    spec.given(recent).when(command).thenThrows({ code: 'TOO_MANY_CONTACT_REQUESTS', kind: 'too_many' });
    const older = ['r1', 'r2', 'r3'].map((id) => submitted(id, new Date(NOW.getTime() - 61 * 60_000).toISOString()));
    spec.given(older).when(command).then([expect.objectContaining({ type: 'ContactRequestSubmitted' }) as never]);
  });

  it('records the e-mails once and marks a request handled once', () => {
    const state = fold(contactSenderDecider, [submitted('r1', NOW.toISOString())]);
    const emailed = { requestId: 'r1', supportMessageId: 'm1', confirmationMessageId: 'm2', causationEventId: 'e1' };
    expect(decideRecordContactEmails(emailed, state)).toHaveLength(1);
    expect(decideRecordContactEmails(emailed, contactSenderDecider.evolve(state, { type: 'ContactRequestEmailed', data: emailed }))).toEqual([]);
    const handled = decideMarkContactHandled({ requestId: 'r1', handledBy: '900000001', now: NOW }, state);
    expect(handled).toEqual([{ type: 'ContactRequestHandled', data: { requestId: 'r1', handledBy: '900000001', handledAt: NOW.toISOString() } }]);
    expect(decideMarkContactHandled({ requestId: 'r1', handledBy: 'x', now: NOW }, contactSenderDecider.evolve(state, handled[0]!))).toEqual([]);
    expect(() => decideMarkContactHandled({ requestId: 'nope', handledBy: 'x', now: NOW }, state)).toThrow(expect.objectContaining({ code: 'CONTACT_REQUEST_NOT_FOUND' }));
  });

  it('validates the form with field messages', () => {
    const r = contactFormFields.safeParse({ name: ' ', email: 'x', phone: '0000000000', topic: '', message: '' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ name: 'Your name is required', email: 'A valid email is required', phone: 'A valid US phone is required', topic: 'Please choose a topic', message: 'Please write your message' });
    expect(contactFormFields.parse({ name: 'Ann', email: 'ANN@Example.com', phone: '', topic: 'other', message: 'Hi' })).toMatchObject({ email: 'ann@example.com', phone: undefined });
  });
});

const request: PracticeSignupRequested['data'] = {
  signupId: 's1', practiceName: 'Bright Eyes', firstName: 'Riley', lastName: 'Chen', email: 'riley@example.com', phone: '5125550177',
  address: { address1: '1200 Barton Springs Rd', city: 'Austin', state: 'TX', zip: '78704' }, acceptTermsAndConditions: true, emailCommunicationsOptIn: false, requestedAt: NOW.toISOString(),
};
const requested: PracticeSignupEvent = { type: 'PracticeSignupRequested', data: request };

describe('practice sign-up', () => {
  const signup = deciderSpec({ initial: practiceSignupDecider.initialState, evolve: practiceSignupDecider.evolve, decide: decideRequestPracticeSignup });
  const command = {
    signupId: 's1', practiceName: 'Bright Eyes', name: 'Riley  Chen', email: 'riley@example.com', phone: '5125550177',
    address: { address1: '1200 Barton Springs Road', city: 'austin', state: 'TX', zip: '78704' }, acceptTermsAndConditions: true, emailCommunicationsOptIn: false, now: NOW,
  };

  it('records the request with the address normalised like a delivery address', () => {
    signup.given([]).when(command).then([requested]);
    signup.given([requested]).when(command).then([]);
  });

  it('refuses an undeliverable address, missing terms and a one-word name, each on its field', () => {
    signup.given([]).when({ ...command, address: { ...command.address, address1: 'Box 12' } }).thenThrows({ code: 'ADDRESS_NOT_DELIVERABLE', message: 'The address entered is not deliverable.', details: { field: 'address1' } });
    signup.given([]).when({ ...command, address: { ...command.address, zip: '10001' } }).thenThrows({ code: 'ADDRESS_NOT_DELIVERABLE', details: { field: 'address1' } });
    signup.given([]).when({ ...command, acceptTermsAndConditions: false }).thenThrows({ code: 'TERMS_REQUIRED', details: { field: 'acceptTermsAndConditions' } });
    signup.given([]).when({ ...command, name: 'Riley' }).thenThrows({ code: 'NAME_INCOMPLETE', details: { field: 'name' } });
    expect(splitName('Mary Ann van Dyke')).toEqual({ firstName: 'Mary', lastName: 'Ann van Dyke' });
  });

  it('the form needs the spec fields with the spec messages', () => {
    const r = practiceSignupFields.safeParse({ practiceName: '', name: '', email: 'x', phone: '123', address1: '', city: '', state: '', zip: '1', acceptTermsAndConditions: false });
    const messages = Object.fromEntries(r.error!.issues.reverse().map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ practiceName: 'This field is required', name: 'This field is required', email: 'A valid email is required', phone: 'A valid US phone is required', zip: 'A valid ZIP Code is required', acceptTermsAndConditions: 'You must accept the terms and conditions' });
    // The full name is checked in the form too, beside the other fields (not only after the human check).
    const oneWord = practiceSignupFields.safeParse({ practiceName: 'Bright Eyes', name: ' Riley ', email: 'riley@example.com', phone: '5125550177', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78704', acceptTermsAndConditions: true });
    expect(oneWord.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'Please enter your first and last name']]);
    expect(practiceSignupFields.safeParse({ practiceName: 'Bright Eyes', name: 'Riley Chen', email: 'riley@example.com', phone: '5125550177', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78704', acceptTermsAndConditions: true }).success).toBe(true);
  });

  it('recognises duplicates by e-mail and by practice name + ZIP while the holder is pending or approved', () => {
    expect(signupKeys({ email: ' Riley@Example.com', practiceName: 'Bright  Eyes, Inc.', zip: '78704-1234' })).toEqual({ email: 'email-riley@example.com', practice: 'practice-bright-eyes-inc-78704' });
    expect(decideReserveSignupKey({ key: 'email-riley@example.com', signupId: 's2', holderStatus: undefined }, {})).toHaveLength(1);
    for (const holderStatus of ['pending', 'approved'] as const) {
      expect(() => decideReserveSignupKey({ key: 'email-riley@example.com', signupId: 's2', holderStatus }, { signupId: 's1' })).toThrow(expect.objectContaining({ code: 'DUPLICATE_SIGNUP', details: { field: 'email' } }));
      expect(() => decideReserveSignupKey({ key: 'practice-bright-eyes-78704', signupId: 's2', holderStatus }, { signupId: 's1' })).toThrow(expect.objectContaining({ details: { field: 'practiceName' } }));
    }
    // A declined (or never completed) holder frees the key.
    expect(decideReserveSignupKey({ key: 'email-riley@example.com', signupId: 's2', holderStatus: 'declined' }, { signupId: 's1' })).toHaveLength(1);
    expect(decideReserveSignupKey({ key: 'email-riley@example.com', signupId: 's2', holderStatus: 'none' }, { signupId: 's1' })).toHaveLength(1);
  });

  it('approves or declines a pending sign-up once; a decline needs a reason', () => {
    const ids = approvalIds('019ab2c3-d4e5-7f00-8abc-0123456789ab');
    expect(ids).toEqual(approvalIds('019ab2c3-d4e5-7f00-8abc-0123456789ab'));
    expect(ids.adminAccountNumber).toMatch(/^\d{9}$/);
    const approve = { ...ids, approvedBy: '900000001', now: NOW };
    const approved = decideApprovePracticeSignup(approve, fold(practiceSignupDecider, [requested]));
    expect(approved).toEqual([{ type: 'PracticeSignupApproved', data: { signupId: 's1', ...ids, approvedBy: '900000001', approvedAt: NOW.toISOString() } }]);
    const after = fold(practiceSignupDecider, [requested, ...approved]);
    expect(decideApprovePracticeSignup(approve, after)).toEqual([]);
    expect(() => decideDeclinePracticeSignup({ reason: 'x', declinedBy: 'c', now: NOW }, after)).toThrow(expect.objectContaining({ code: 'SIGNUP_NOT_PENDING' }));
    expect(() => decideDeclinePracticeSignup({ reason: '  ', declinedBy: 'c', now: NOW }, fold(practiceSignupDecider, [requested]))).toThrow(expect.objectContaining({ code: 'REASON_REQUIRED' }));
    expect(() => decideApprovePracticeSignup(approve, practiceSignupDecider.initialState())).toThrow(expect.objectContaining({ code: 'SIGNUP_NOT_FOUND' }));
    const declined = decideDeclinePracticeSignup({ reason: 'Licence not found', declinedBy: 'c', now: NOW }, fold(practiceSignupDecider, [requested]));
    const declinedState = fold(practiceSignupDecider, [requested, ...declined]);
    expect(signupEmailDue(declinedState, 'declined')).toBe(true);
    expect(signupEmailDue(after, 'declined')).toBe(false);
  });

  it('registers the practice and its first location from the request, once', () => {
    const events = decideRegisterSignedUpPractice({ practiceId: 'PR-S1', locationId: 'LOC-S1-A', request }, { exists: false });
    expect(events.map((e) => e.type)).toEqual(['PracticeRegistered', 'LocationAdded']);
    expect(events[1]!.data).toMatchObject({ name: 'Bright Eyes', address: request.address, phone: '5125550177' });
    expect(decideRegisterSignedUpPractice({ practiceId: 'PR-S1', locationId: 'LOC-S1-A', request }, { exists: true })).toEqual([]);
  });
});

describe('practice users (administrator from a sign-up, invited staff)', () => {
  const command = { accountNumber: '123456789', customerGroup: 'Staff' as const, email: 'sam@example.com', firstName: 'Sam', lastName: 'Ortiz', practiceId: 'PR-1', locationId: 'LOC-1', requestedBy: '700000000' };

  it('registers the account without a password and asks for the welcome e-mail, which is then due', () => {
    const events = decideCreatePracticeUser(command, customerDecider.initialState());
    expect(events).toEqual([
      { type: 'CustomerRegistered', data: { accountNumber: '123456789', customerGroup: 'Staff', email: 'sam@example.com', firstName: 'Sam', lastName: 'Ortiz', practiceId: 'PR-1', locationId: 'LOC-1' } },
      { type: 'WelcomeEmailRequested', data: { requestedBy: '700000000', force: false } },
    ]);
    const state = fold(customerDecider, events);
    expect(state.passwordHash).toBeUndefined();
    expect(welcomeEmailDue(state, 'e1')).toBe(true);
    expect(decideCreatePracticeUser(command, state)).toEqual([]);
    expect(() => decideCreatePracticeUser({ ...command, email: 'other@example.com' }, state)).toThrow(expect.objectContaining({ code: 'ACCOUNT_EXISTS' }));
  });

  it('deactivates a staff member of the practice only, ending their sessions', () => {
    const staff = fold(customerDecider, [...decideCreatePracticeUser(command, customerDecider.initialState()), { type: 'SignedIn', data: { sessionId: 'sess1', expiresAt: '2027-01-01' } } as CustomerEvent]);
    expect(decideDeactivateStaffMember({ practiceId: 'PR-1', deactivatedBy: 'a' }, staff)).toEqual([
      { type: 'StaffMemberDeactivated', data: { deactivatedBy: 'a' } },
      { type: 'SignedOut', data: { sessionId: 'sess1' } },
    ]);
    expect(() => decideDeactivateStaffMember({ practiceId: 'PR-2', deactivatedBy: 'a' }, staff)).toThrow(expect.objectContaining({ code: 'STAFF_NOT_FOUND' }));
    const off = fold(customerDecider, [...decideCreatePracticeUser(command, customerDecider.initialState()), { type: 'StaffMemberDeactivated' as const, data: { deactivatedBy: 'a' } }]);
    expect(decideDeactivateStaffMember({ practiceId: 'PR-1', deactivatedBy: 'a' }, off)).toEqual([]);
    expect(welcomeEmailDue(off, 'e2')).toBe(false);
  });

  it('the staff invitation form says which fields are missing in the spec words, the location too', () => {
    const r = inviteStaffInput.safeParse({ firstName: '', lastName: 'Reyes', email: 'x@example.com', locationId: '  ' });
    expect(r.success).toBe(false);
    // The form shows each field's first issue.
    const byField = Object.fromEntries((r.error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({ firstName: 'This field is required', locationId: 'This field is required' });
    expect(inviteStaffInput.safeParse({ firstName: 'Morgan', lastName: 'Reyes', email: 'x@example.com' }).error?.issues[0]?.message).toBe('This field is required');
  });

  it('adds a location with a deliverable address and a name not yet used', () => {
    const practice = fold(practiceDecider, decideRegisterSignedUpPractice({ practiceId: 'PR-1', locationId: 'LOC-1', request }, { exists: false }) as PracticeEvent[]);
    const add = { practiceId: 'PR-1', locationId: 'LOC-2', name: 'South', address: { address1: '4500 South Congress Avenue', city: 'Austin', state: 'TX', zip: '78745' } };
    expect(decideAddPracticeLocation(add, practice)).toEqual([{ type: 'LocationAdded', data: { ...add, address: { address1: '4500 S Congress Ave', city: 'Austin', state: 'TX', zip: '78745' } } }]);
    expect(() => decideAddPracticeLocation({ ...add, name: 'bright eyes' }, practice)).toThrow(expect.objectContaining({ code: 'LOCATION_NAME_TAKEN' }));
    expect(() => decideAddPracticeLocation({ ...add, address: { ...add.address, address1: 'PSC 3 Box 4' } }, practice)).toThrow(expect.objectContaining({ code: 'ADDRESS_NOT_DELIVERABLE' }));
  });
});
