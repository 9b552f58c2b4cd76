import { describe, expect, it } from 'vitest';
import { type CustomerState, initialCustomerState } from '../../domain/identity/customer-decider';
import { MESSAGES } from '../../domain/shared/errors';
import { checkImpersonation, decideBeginImpersonation, IMPERSONATION_MESSAGES, type Impersonator } from '../../domain/support/begin-impersonation';
import { describeChange, describeStream, humanizeEventType, isAuditedChange } from '../../domain/support/describe-change';
import { decideEndImpersonation } from '../../domain/support/end-impersonation';
import type { ImpersonationBegan, ImpersonationEvent } from '../../domain/support/events';
import { evolveImpersonation, initialImpersonationState, type ImpersonationState } from '../../domain/support/impersonation-decider';
import { listImpersonationsInput } from '../../domain/support/api-schemas';
import { CSR_SEARCH_MESSAGES, csrSearchInput } from '../../domain/support/api-schemas';
import { deciderSpec } from '../support/decider-spec';
import { beginImpersonationInput, endImpersonationInput } from '../../domain/support/api-schemas';

const csr: Impersonator = { accountNumber: '900000001', customerGroup: 'CSR', name: 'Casey Support', sessionId: 'csr-session', impersonating: false };

function account(overrides: Partial<CustomerState>): CustomerState {
  return {
    ...initialCustomerState(),
    exists: true,
    accountNumber: '700000001',
    customerGroup: 'Staff',
    email: 'staff@demo.lensloop.test',
    firstName: 'Morgan',
    lastName: 'Reyes',
    practiceId: 'PR-1001',
    locationId: 'LOC-1001-A',
    passwordHash: 'hash',
    ...overrides,
  };
}

const began: ImpersonationBegan = {
  type: 'ImpersonationBegan',
  data: {
    impersonationId: 'imp-1',
    sessionId: 'user-session',
    csrAccountNumber: '900000001',
    csrName: 'Casey Support',
    csrSessionId: 'csr-session',
    targetAccountNumber: '700000001',
    targetGroup: 'Staff',
    targetName: 'Morgan Reyes',
    targetEmail: 'staff@demo.lensloop.test',
    practiceId: 'PR-1001',
    locationId: 'LOC-1001-A',
    practiceName: 'Clearview Eye Care',
    reason: 'Phone call',
  },
};

describe('begin impersonation', () => {
  const spec = deciderSpec<ImpersonationState, ImpersonationEvent, Parameters<typeof decideBeginImpersonation>[0]>({
    initial: initialImpersonationState,
    evolve: evolveImpersonation,
    decide: decideBeginImpersonation,
  });
  const command = { impersonationId: 'imp-1', sessionId: 'user-session', csr, target: account({}), practiceName: 'Clearview Eye Care', reason: 'Phone call' };

  it('records who acts as whom, in which practice, and why', () => {
    spec.given([]).when(command).then([began]);
  });

  it('leaves out what is not known (no practice for a CSR-less target, no reason)', () => {
    const patient = account({ customerGroup: 'Patient', practiceId: undefined, locationId: undefined });
    const [event] = decideBeginImpersonation({ ...command, target: patient, practiceName: undefined, reason: undefined }, initialImpersonationState());
    expect(event!.data).not.toHaveProperty('practiceId');
    expect(event!.data).not.toHaveProperty('reason');
    expect(event!.data.targetGroup).toBe('Patient');
  });

  it('never begins the same session twice', () => {
    spec.given([began]).when(command).thenThrows({ kind: 'conflict', code: 'IMPERSONATION_EXISTS' });
  });

  it.each([
    ['a non-CSR', { ...csr, customerGroup: 'Staff' as const }, account({}), { kind: 'forbidden', code: 'FORBIDDEN', message: MESSAGES.unauthorizedPage }],
    ['from inside an impersonation', { ...csr, impersonating: true }, account({}), { kind: 'conflict', code: 'IMPERSONATION_ACTIVE', message: IMPERSONATION_MESSAGES.nested }],
    ['an unknown account', csr, initialCustomerState(), { kind: 'not_found', code: 'CUSTOMER_NOT_FOUND', message: 'No customer has this account number.' }],
    ['another CSR', csr, account({ accountNumber: '900000002', customerGroup: 'CSR' }), { kind: 'forbidden', code: 'IMPERSONATION_NOT_ALLOWED', message: 'Support accounts cannot be impersonated.' }],
    ['oneself', csr, account({ accountNumber: '900000001', customerGroup: 'CSR' }), { kind: 'forbidden', code: 'IMPERSONATION_NOT_ALLOWED' }],
  ])('refuses %s', (_label, who, target, error) => {
    expect(() => checkImpersonation(who, target)).toThrow(expect.objectContaining(error));
    spec.given([]).when({ ...command, csr: who, target }).thenThrows(error);
  });

  it('names the target by full name, falling back to the e-mail', () => {
    expect(checkImpersonation(csr, account({})).targetName).toBe('Morgan Reyes');
    expect(checkImpersonation(csr, account({ firstName: '', lastName: '' })).targetName).toBe('staff@demo.lensloop.test');
  });

  it('validates its input: an account number is required, the reason is cleaned and cut to 250', () => {
    expect(beginImpersonationInput.safeParse({ accountNumber: ' ' }).error?.issues[0]?.message).toBe('An account number is required');
    expect(beginImpersonationInput.parse({ accountNumber: ' 700000001 ', reason: '' })).toEqual({ accountNumber: '700000001' });
    expect(beginImpersonationInput.parse({ accountNumber: '1', reason: ' <b>call</b> ' }).reason).toBe('bcall/b');
    expect(beginImpersonationInput.parse({ accountNumber: '1', reason: 'x'.repeat(400) }).reason).toHaveLength(250);
  });
});

describe('end impersonation', () => {
  const spec = deciderSpec<ImpersonationState, ImpersonationEvent, Parameters<typeof decideEndImpersonation>[0]>({
    initial: initialImpersonationState,
    evolve: evolveImpersonation,
    decide: decideEndImpersonation,
  });
  const end = { impersonationId: 'imp-1', csrAccountNumber: '900000001', cause: 'end-session' as const };

  it('ends an active session, naming its session and the cause', () => {
    spec.given([began]).when(end).then([{ type: 'ImpersonationEnded', data: { impersonationId: 'imp-1', sessionId: 'user-session', cause: 'end-session' } }]);
    spec.given([began]).when({ ...end, cause: 'new-search' }).then([{ type: 'ImpersonationEnded', data: { impersonationId: 'imp-1', sessionId: 'user-session', cause: 'new-search' } }]);
  });

  it('is a no-op on an ended session (a retried "End session" is harmless)', () => {
    spec.given([began, { type: 'ImpersonationEnded', data: { impersonationId: 'imp-1', sessionId: 'user-session', cause: 'end-session' } }]).when(end).then([]);
  });

  it('refuses a session that never began, and a CSR who did not begin it', () => {
    spec.given([]).when(end).thenThrows({ kind: 'not_found', code: 'IMPERSONATION_NOT_FOUND' });
    spec.given([began]).when({ ...end, csrAccountNumber: '900000002' }).thenThrows({ kind: 'forbidden', message: IMPERSONATION_MESSAGES.notYours });
  });

  it('defaults the cause to "end-session" and accepts only the known causes', () => {
    expect(endImpersonationInput.parse({})).toEqual({ cause: 'end-session' });
    expect(endImpersonationInput.safeParse({ cause: 'timeout' }).success).toBe(false);
  });
});

describe('audit summaries', () => {
  it.each([
    ['PatientCreated', { accountNumber: '123', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, 'customer-123', 'Created patient Ada Lovelace (ada@example.com), account 123'],
    ['EmailReserved', { email: 'ada@example.com', accountNumber: '123' }, 'email-ada@example.com', 'Reserved the e-mail address ada@example.com for account 123'],
    ['PasswordSet', { passwordHash: '$argon2id$secret' }, 'customer-123', 'Set a new password for account 123'],
    ['WelcomeEmailRequested', { requestedBy: '9' }, 'customer-123', 'Asked for the welcome e-mail to be sent again to account 123'],
    ['CustomerProfileUpdated', { phone: '5125550100' }, 'customer-123', 'Customer profile updated (account 123)'],
    ['SMSNumberUpdated', { codeHash: 'abc' }, 'mfa-123', 'SMS number updated (mfa 123)'],
    ['LocationAdded', {}, 'practice-PR-1001', 'Location added (practice PR-1001)'],
  ])('%s → summary', (type, data, streamId, summary) => {
    expect(describeChange({ type, data, streamId })).toBe(summary);
  });

  it('never prints event data of unknown or secret-bearing events', () => {
    const summary = describeChange({ type: 'PasswordResetRequested', data: { tokenHash: 'deadbeef', expiresAt: 'x' }, streamId: 'customer-1' });
    expect(summary).toBe('Password reset requested (account 1)');
    expect(describeChange({ type: 'PasswordSet', data: { passwordHash: 'SECRET' }, streamId: 'customer-1' })).not.toContain('SECRET');
  });

  it('turns type names and stream ids into words', () => {
    expect(humanizeEventType('MfaModalDismissed')).toBe('Mfa modal dismissed');
    expect(humanizeEventType('VerificationCodeSent')).toBe('Verification code sent');
    expect(describeStream('customer-700000001')).toBe('account 700000001');
    expect(describeStream('weird')).toBe('weird');
  });

  it('keeps session bookkeeping out of the changes', () => {
    for (const type of ['ImpersonationBegan', 'ImpersonationEnded', 'SignedIn', 'SignedOut']) expect(isAuditedChange(type)).toBe(false);
    for (const type of ['PatientCreated', 'EmailReserved', 'AnythingElse']) expect(isAuditedChange(type)).toBe(true);
  });
});

describe('support query inputs', () => {
  it.each([
    [{ keyword: 'abc' }, CSR_SEARCH_MESSAGES.criteriaMissing],
    [{ keyword: '   abc   ' }, CSR_SEARCH_MESSAGES.criteriaMissing],
    [{ keyword: '%%%%' }, CSR_SEARCH_MESSAGES.criteriaMissing],
    [{}, CSR_SEARCH_MESSAGES.criteriaMissing],
  ])('csrsearch %j → "%s"', (input, message) => {
    expect(csrSearchInput.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('csrsearch defaults to patients, 12 a page', () => {
    expect(csrSearchInput.parse({ keyword: ' Nguyen ' })).toEqual({ searchType: 'patient', keyword: 'Nguyen', limit: 12, offset: 0 });
    expect(csrSearchInput.safeParse({ keyword: 'nguyen', searchType: 'csr' }).success).toBe(false);
  });

  it('audit filters take ISO instants and coerce paging from the query string', () => {
    expect(listImpersonationsInput.parse({ from: '2026-01-01T06:00:00.000Z', limit: '5', offset: '10' })).toMatchObject({ limit: 5, offset: 10 });
    expect(listImpersonationsInput.parse({ to: '2026-01-01T00:00:00-06:00' }).to).toBe('2026-01-01T00:00:00-06:00');
    expect(listImpersonationsInput.safeParse({ from: '01/01/2026' }).error?.issues[0]?.message).toBe('A valid date is required');
  });
});
