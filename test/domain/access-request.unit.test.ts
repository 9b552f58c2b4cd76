import { describe, expect, it } from 'vitest';
import { accessRequestDecider, accessRequestStatus, type AccessRequestState } from '../../domain/access-requests/access-request-decider';
import { ACCESS_REQUEST_MESSAGES, expiryDateFor } from '../../domain/access-requests/access-request-rules';
import { decideAnswerAccessRequest } from '../../domain/access-requests/answer-access-request';
import { decideArchiveAccessRequest } from '../../domain/access-requests/archive-access-request';
import { decideCancelAccessRequest } from '../../domain/access-requests/cancel-access-request';
import { accessRequestTarget, decideCreateAccessRequest, type CreateAccessRequest } from '../../domain/access-requests/create-access-request';
import { type AccessRequestKeyState, decideClaimAccessRequestKey, keyHolding } from '../../domain/access-requests/access-request-key';
import { RESERVATION_IN_FLIGHT_MS } from '../../domain/shared/reservation';
import type { AccessRequestEvent } from '../../domain/access-requests/events';
import { accessRequestEmailDue, decideRecordAccessRequestEmail } from '../../domain/access-requests/record-access-request-email';
import { decideMarkStaffNotifications } from '../../domain/staff-notifications/mark-staff-notifications';
import { deciderSpec } from '../support/decider-spec';
import { patientUpdateInput } from '../../domain/access-requests/api-schemas';

const now = new Date('2026-11-21T12:00:00.000Z');
const created: AccessRequestEvent = {
  type: 'AccessRequestCreated',
  data: { requestId: 'r1', practiceId: 'PR-1', locationId: 'LOC-1', patientEmail: 'p@example.com', patientAccountNumber: '100', requestedBy: '700', requestDate: now.toISOString(), expiryDate: '2026-12-21T12:00:00.000Z' },
};
const sent: AccessRequestEvent = { type: 'AccessRequestEmailSent', data: { tokenHash: 'h', messageId: 'm', to: 'p@example.com', sentAt: now.toISOString() } };
const cancelled: AccessRequestEvent = { type: 'AccessRequestCancelled', data: { cancelledBy: '700', cancelledAt: now.toISOString() } };
const later = new Date('2026-11-25T00:00:00.000Z');
const afterExpiry = new Date('2026-12-21T12:00:00.000Z');

const spec = <C>(decide: (c: C, s: AccessRequestState) => AccessRequestEvent[]) =>
  deciderSpec<AccessRequestState, AccessRequestEvent, C>({ initial: accessRequestDecider.initialState, evolve: accessRequestDecider.evolve, decide });

describe('create', () => {
  const base: CreateAccessRequest = { requestId: 'r1', practiceId: 'PR-1', locationId: 'LOC-1', requestedBy: '700', now, email: 'p@example.com', patientAccountNumber: '100' };
  it('records patientEmail, requestDate and an expiry 30 days later', () => spec(decideCreateAccessRequest).given([]).when(base).then([created]));
  it('records a request to an address without a patient account alike, with no account', () =>
    spec(decideCreateAccessRequest).given([]).when({ ...base, patientAccountNumber: null }).then([{ ...created, data: { ...created.data, patientAccountNumber: null } } as AccessRequestEvent]));
  it('is idempotent on an existing stream', () => spec(decideCreateAccessRequest).given([created]).when(base).then([]));
  it('expiry is 30 days', () => expect(expiryDateFor(now)).toBe('2026-12-21T12:00:00.000Z'));
});

describe('whom a request goes to, and its key (D-522, D-523)', () => {
  const patient = { accountNumber: '100', customerGroup: 'Patient', practiceId: 'PR-2' };
  it.each([
    ['a patient of another practice', patient, { key: 'PR-1-100', patientAccountNumber: '100' }],
    ['no account', undefined, { key: 'PR-1-email-p@example.com', patientAccountNumber: null }],
    ['a staff account', { ...patient, customerGroup: 'Staff' }, { key: 'PR-1-email-p@example.com', patientAccountNumber: null }],
  ])('%s', (_n, account, target) => expect(accessRequestTarget({ practiceId: 'PR-1', email: 'P@Example.com ', account })).toEqual(target));
  it('refuses a patient of the asking practice', () =>
    expect(() => accessRequestTarget({ practiceId: 'PR-1', email: 'p@example.com', account: { ...patient, practiceId: 'PR-1' } })).toThrow(expect.objectContaining({ code: 'ALREADY_LINKED' })));
});

describe('the practice × patient key', () => {
  const holderOf = (events: AccessRequestEvent[]) => events.reduce(accessRequestDecider.evolve, accessRequestDecider.initialState());
  const held: AccessRequestKeyState = { requestId: 'r1', claimedAt: now.toISOString() };
  const claim = { key: 'PR-1-100', requestId: 'r2', now: later };
  const claimed = [{ type: 'AccessRequestKeyClaimed', data: { key: 'PR-1-100', requestId: 'r2', claimedAt: later.toISOString() } }];
  const accepted: AccessRequestEvent = { type: 'AccessRequestAnswered', data: { requestId: 'r1', practiceId: 'PR-1', locationId: 'LOC-1', status: 'accepted', denialReason: null, answeredBy: '100', answeredAt: '', viaToken: false } };
  const denied: AccessRequestEvent = { ...accepted, data: { ...accepted.data, status: 'denied' } } as AccessRequestEvent;
  it('is claimed when free', () => expect(decideClaimAccessRequestKey({ ...claim, holder: undefined }, {})).toEqual(claimed));
  it('is claimed again by the same request without a new event', () => expect(decideClaimAccessRequestKey({ ...claim, requestId: 'r1', holder: holderOf([created]) }, held)).toEqual([]));
  it.each([
    ['a pending request holds it', [created], later, 'ACCESS_REQUEST_PENDING'],
    ['the patient accepted one', [created, accepted], afterExpiry, 'ALREADY_LINKED'],
  ] as const)('refuses: %s', (_n, events, at, code) =>
    expect(() => decideClaimAccessRequestKey({ ...claim, now: at, holder: holderOf([...events]) }, held)).toThrow(expect.objectContaining({ code })));
  it.each([
    ['denied', [created, denied], later],
    ['cancelled', [created, cancelled], later],
    ['expired', [created], afterExpiry],
  ] as const)('is free again once the holder was %s', (_n, events, at) =>
    expect(decideClaimAccessRequestKey({ ...claim, now: at, holder: holderOf([...events]) }, held)).toHaveLength(1));
  it('counts a holder whose stream is not appended yet as pending for a minute (in flight), then as never completed', () => {
    const inFlight = new Date(now.getTime() + RESERVATION_IN_FLIGHT_MS - 1);
    expect(() => decideClaimAccessRequestKey({ ...claim, now: inFlight, holder: holderOf([]) }, held)).toThrow(expect.objectContaining({ code: 'ACCESS_REQUEST_PENDING' }));
    expect(decideClaimAccessRequestKey({ ...claim, now: new Date(now.getTime() + RESERVATION_IN_FLIGHT_MS), holder: holderOf([]) }, held)).toHaveLength(1);
  });
  it('says linked only for an accepted holder', () => {
    expect(keyHolding(held, holderOf([created, accepted]), afterExpiry)).toBe('linked');
    expect(keyHolding(held, holderOf([created, denied]), later)).toBe('free');
    expect(keyHolding({}, undefined, later)).toBe('free');
  });
});

describe('status', () => {
  const state = (events: AccessRequestEvent[]) => events.reduce(accessRequestDecider.evolve, accessRequestDecider.initialState());
  it.each([
    [[created], later, 'pending'],
    [[created], afterExpiry, 'expired'],
    [[created, cancelled], afterExpiry, 'cancelled'],
    [[created, sent, { type: 'AccessRequestAnswered', data: { requestId: 'r1', practiceId: 'PR-1', locationId: 'LOC-1', status: 'denied', denialReason: 'no', answeredBy: '100', answeredAt: '', viaToken: false } } as AccessRequestEvent], afterExpiry, 'denied'],
  ] as const)('%#: %s', (events, at, status) => expect(accessRequestStatus(state([...events]), at)).toBe(status));
});

describe('answer', () => {
  const answered = (status: 'accepted' | 'denied', denialReason: string | null, viaToken: boolean): AccessRequestEvent => ({
    type: 'AccessRequestAnswered',
    data: { requestId: 'r1', practiceId: 'PR-1', locationId: 'LOC-1', status, denialReason, answeredBy: '100', answeredAt: later.toISOString(), viaToken },
  });
  it('accepts as the signed-in patient', () => spec(decideAnswerAccessRequest).given([created, sent]).when({ status: 'accepted', denialReason: 'ignored', now: later, by: { accountNumber: '100' } }).then([answered('accepted', null, false)]));
  it('denies by token with a reason', () => spec(decideAnswerAccessRequest).given([created, sent]).when({ status: 'denied', denialReason: ' Who? ', now: later, by: { tokenHash: 'h' } }).then([answered('denied', 'Who?', true)]));
  it.each([
    ['another patient', [created, sent], { accountNumber: '101' }, later, 'NOT_FOUND'],
    ['a wrong token', [created, sent], { tokenHash: 'x' }, later, 'NOT_FOUND'],
    ['a token before the e-mail', [created], { tokenHash: 'h' }, later, 'NOT_FOUND'],
    ['after expiry', [created, sent], { accountNumber: '100' }, afterExpiry, 'ACCESS_REQUEST_EXPIRED'],
    ['after cancel', [created, sent, cancelled], { accountNumber: '100' }, later, 'ACCESS_REQUEST_NOT_PENDING'],
    ['twice', [created, sent, answered('accepted', null, false)], { accountNumber: '100' }, later, 'ACCESS_REQUEST_NOT_PENDING'],
    ['unknown', [], { accountNumber: '100' }, later, 'NOT_FOUND'],
  ] as const)('refuses %s', (_n, given, by, at, code) => spec(decideAnswerAccessRequest).given([...given]).when({ status: 'accepted', now: at, by }).thenThrows({ code }));
  it('needs both id and status (spec point 4)', () => {
    for (const body of [{ id: 'r1' }, { status: 'accepted' }, {}]) {
      const parsed = patientUpdateInput.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(ACCESS_REQUEST_MESSAGES.patientUpdateNeedsIdAndStatus);
    }
    expect(patientUpdateInput.safeParse({ id: 'r1', status: 'denied', denialReason: 'x'.repeat(501) }).success).toBe(false);
    expect(patientUpdateInput.safeParse({ id: 'r1', status: 'maybe' }).success).toBe(false);
  });
});

describe('cancel, archive, e-mail', () => {
  const cmd = { practiceId: 'PR-1', cancelledBy: '700', now: later };
  it('cancels a pending request', () => spec(decideCancelAccessRequest).given([created]).when(cmd).then([{ type: 'AccessRequestCancelled', data: { cancelledBy: '700', cancelledAt: later.toISOString() } }]));
  it('cancel twice is a no-op', () => spec(decideCancelAccessRequest).given([created, cancelled]).when(cmd).then([]));
  it("another practice's request is not found", () => spec(decideCancelAccessRequest).given([created]).when({ ...cmd, practiceId: 'PR-2' }).thenThrows({ code: 'NOT_FOUND' }));
  it('an expired request cannot be cancelled', () => spec(decideCancelAccessRequest).given([created]).when({ ...cmd, now: afterExpiry }).thenThrows({ code: 'ACCESS_REQUEST_NOT_PENDING' }));
  const archive = { practiceId: 'PR-1', archivedBy: '700', now: later };
  it('archives a finished request', () => spec(decideArchiveAccessRequest).given([created, cancelled]).when(archive).then([{ type: 'AccessRequestArchived', data: { archivedBy: '700', archivedAt: later.toISOString() } }]));
  it('archives an expired request', () => spec(decideArchiveAccessRequest).given([created]).when({ ...archive, now: afterExpiry }).then([{ type: 'AccessRequestArchived', data: { archivedBy: '700', archivedAt: afterExpiry.toISOString() } }]));
  it('refuses to archive a pending one', () => spec(decideArchiveAccessRequest).given([created]).when(archive).thenThrows({ code: 'ACCESS_REQUEST_PENDING' }));
  it('e-mail is due once while pending', () => {
    const st = (events: AccessRequestEvent[]) => events.reduce(accessRequestDecider.evolve, accessRequestDecider.initialState());
    expect(accessRequestEmailDue(st([created]), later)).toBe(true);
    expect(accessRequestEmailDue(st([created, sent]), later)).toBe(false);
    expect(accessRequestEmailDue(st([created, cancelled]), later)).toBe(false);
    expect(accessRequestEmailDue(st([created]), afterExpiry)).toBe(false);
    expect(decideRecordAccessRequestEmail({ tokenHash: 'h2', messageId: 'm', to: 'p', now }, st([created, sent]))).toEqual([]);
  });
});

it('staff notification marks keep the last value per id', () => {
  const [e] = decideMarkStaffNotifications({ notifications: [{ id: 'a', isViewed: true }, { id: 'b', isViewed: true }, { id: 'a', isViewed: false }], practiceId: 'PR-1', locationId: null, markedBy: '800', now });
  expect(e!.data.items).toEqual([{ id: 'a', isViewed: false }, { id: 'b', isViewed: true }]);
});
