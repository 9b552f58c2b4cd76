import { describe, expect, it } from 'vitest';
import { isSimulatedBounce } from '../../infra/mail/dev-mailbox';
import { initialCustomerState } from '../../domain/identity/customer-decider';
import type { InviteEvent, PatientInviteSent } from '../../domain/invites/events';
import { deliveredInvites, inviteDecider, type InviteState } from '../../domain/invites/invite-decider';
import { FOLLOW_UP_AFTER_DAYS, type InviteCandidate, INVITE_MESSAGES, inviteEligibility } from '../../domain/invites/invite-eligibility';
import { evolvePatientFlags, initialPatientFlags } from '../../domain/invites/patient-flags';
import { activePrescriptionUntil, evolvePrescriptionSummary, initialPrescriptionSummary } from '../../domain/invites/prescription-summary';
import { decideRecordInviteBounce } from '../../domain/invites/record-invite-bounce';
import { decideSendPatientInvite, type InvitePatientState } from '../../domain/invites/send-patient-invite';
import type { PrescriptionEvent } from '../../domain/prescriptions/events';
import { deciderSpec } from '../support/decider-spec';
import { sendInviteInput } from '../../domain/invites/api-schemas';

const now = new Date('2026-11-21T12:00:00.000Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

const ready: InviteCandidate = {
  registered: false,
  deactivated: false,
  profile: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', dob: '04/12/1988', phone: '5125550147' },
  activePrescriptionUntil: '2027-11-21',
  email: 'ann@example.com',
  bouncedEmail: null,
  deliveredInvites: 0,
  lastInviteAt: null,
};

describe('inviteEligibility (spec point 4)', () => {
  it('a first-time recipient with a completed profile and a current prescription is eligible for a first invite', () => {
    expect(inviteEligibility(ready, now)).toEqual({ eligible: true, kind: 'first', reasons: [], followUpFrom: null });
  });

  it.each<[string, Partial<InviteCandidate>, string, string]>([
    ['registered', { registered: true }, 'PATIENT_REGISTERED', INVITE_MESSAGES.registered],
    ['deactivated ("deleted")', { deactivated: true }, 'PATIENT_DEACTIVATED', INVITE_MESSAGES.deactivated],
    ['no phone', { profile: { ...ready.profile, phone: null } }, 'PROFILE_INCOMPLETE', INVITE_MESSAGES.profileIncomplete(['phone'])],
    ['no date of birth nor phone', { profile: { ...ready.profile, dob: '', phone: ' ' } }, 'PROFILE_INCOMPLETE', INVITE_MESSAGES.profileIncomplete(['date of birth', 'phone'])],
    ['no prescription', { activePrescriptionUntil: null }, 'NO_CURRENT_PRESCRIPTION', INVITE_MESSAGES.noCurrentPrescription],
    ['prescription expires today', { activePrescriptionUntil: '2026-11-21' }, 'NO_CURRENT_PRESCRIPTION', INVITE_MESSAGES.noCurrentPrescription],
    ['prescription expired', { activePrescriptionUntil: '2025-01-01' }, 'NO_CURRENT_PRESCRIPTION', INVITE_MESSAGES.noCurrentPrescription],
    ['e-mail bounced', { bouncedEmail: 'ANN@example.com' }, 'EMAIL_BOUNCED', 'An email bounced! Change their email address to resend.'],
    ['invited 1 day ago', { deliveredInvites: 1, lastInviteAt: daysAgo(1) }, 'ALREADY_INVITED', 'An invite was already sent on 11/20/2026. A follow-up can be sent from 11/27/2026.'],
  ])('refuses when %s', (_name, change, code, message) => {
    const e = inviteEligibility({ ...ready, ...change }, now);
    expect(e.eligible).toBe(false);
    expect(e.reasons).toEqual([{ code, message }]);
  });

  it('a prescription expiring tomorrow is current', () => expect(inviteEligibility({ ...ready, activePrescriptionUntil: '2026-11-22' }, now).eligible).toBe(true));
  it('a bounce on an earlier address does not block the new one', () => expect(inviteEligibility({ ...ready, bouncedEmail: 'old@example.com' }, now).eligible).toBe(true));
  it(`a follow-up is allowed ${FOLLOW_UP_AFTER_DAYS} days after the last invite`, () => {
    const e = inviteEligibility({ ...ready, deliveredInvites: 1, lastInviteAt: daysAgo(FOLLOW_UP_AFTER_DAYS) }, now);
    expect(e).toMatchObject({ eligible: true, kind: 'followup', followUpFrom: now.toISOString() });
  });
  it('invites that all bounced leave a first-time recipient', () => {
    expect(inviteEligibility({ ...ready, deliveredInvites: 0, lastInviteAt: daysAgo(1) }, now)).toMatchObject({ eligible: true, kind: 'first' });
  });
  it('lists every failed rule, most important first', () => {
    const e = inviteEligibility({ ...ready, registered: true, activePrescriptionUntil: null, profile: { ...ready.profile, dob: null } }, now);
    expect(e.reasons.map((r) => r.code)).toEqual(['PATIENT_REGISTERED', 'PROFILE_INCOMPLETE', 'NO_CURRENT_PRESCRIPTION']);
  });
});

describe('prescription summary', () => {
  const rx = (events: PrescriptionEvent[]) => activePrescriptionUntil(events.reduce(evolvePrescriptionSummary, initialPrescriptionSummary()));
  const created = (id: string, exp: string): PrescriptionEvent => ({
    type: 'PrescriptionCreated',
    data: { prescriptionId: id, patientAccountNo: '1', practiceId: 'P', locationId: 'L', prescriptionNickname: 'n', prescriptionExpirationDate: exp, sameForBothEyes: true },
  });
  it('is the latest expiration among prescriptions not deleted', () => {
    expect(rx([created('a', '2027-01-01'), created('b', '2028-01-01')])).toBe('2028-01-01');
    expect(rx([created('a', '2027-01-01'), created('b', '2028-01-01'), { type: 'PrescriptionStateChanged', data: { prescriptionId: 'b', patientAccountNo: '1', state: 'deleted' } }])).toBe('2027-01-01');
    expect(rx([created('a', '2027-01-01'), { type: 'PrescriptionExpirationChanged', data: { prescriptionId: 'a', patientAccountNo: '1', prescriptionExpirationDate: '2026-01-01' } }])).toBe('2026-01-01');
    expect(rx([])).toBeNull();
  });
});

describe('patient flags', () => {
  it('reads deactivation and the invite flag by event type', () => {
    const f = [{ type: 'InviteFlagSet', data: { flagged: true } }, { type: 'PatientDeactivated', data: {} }].reduce(evolvePatientFlags, initialPatientFlags());
    expect(f).toEqual({ deactivated: true, inviteFlagged: true });
    expect(evolvePatientFlags(f, { type: 'InviteFlagSet', data: { isInviteFlagged: false } }).inviteFlagged).toBe(false);
  });
});

describe('send patient invite (decider)', () => {
  const customer = {
    ...initialCustomerState(),
    exists: true,
    customerGroup: 'Patient' as const,
    accountNumber: '100',
    practiceId: 'PR-1',
    locationId: 'LOC-1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    dob: '04/12/1988',
    phone: '5125550147',
  };
  const rx = evolvePrescriptionSummary(initialPrescriptionSummary(), {
    type: 'PrescriptionCreated',
    data: { prescriptionId: 'a', patientAccountNo: '100', practiceId: 'PR-1', locationId: 'LOC-1', prescriptionNickname: 'n', prescriptionExpirationDate: '2027-06-01', sameForBothEyes: true },
  });
  const facts: Omit<InvitePatientState, 'invites'> = { customer, flags: initialPatientFlags(), rx };
  const sent = (at: Date, kind: 'first' | 'followup' = 'first', email = 'ann@example.com'): PatientInviteSent => ({
    type: 'PatientInviteSent',
    data: { accountNumber: '100', practiceId: 'PR-1', locationId: 'LOC-1', email, kind, sentAt: at.toISOString(), sentBy: '700' },
  });
  const bounced: InviteEvent = { type: 'InviteEmailBounced', data: { accountNumber: '100', email: 'ann@example.com', bouncedAt: now.toISOString(), causationEventId: 'e1', reason: '550' } };
  const spec = (f = facts) =>
    deciderSpec<InviteState, InviteEvent, { at: Date; practiceId?: string }>({
      initial: inviteDecider.initialState,
      evolve: inviteDecider.evolve,
      decide: (c, invites) => decideSendPatientInvite({ accountNumber: '100', practiceId: c.practiceId ?? 'PR-1', sentBy: '700', now: c.at }, { ...f, invites }),
    });

  it('sends a first invite', () => spec().given([]).when({ at: now }).then([sent(now)]));
  it('refuses a second one within the follow-up wait', () => spec().given([sent(now)]).when({ at: new Date(now.getTime() + 86_400_000) }).thenThrows({ code: 'ALREADY_INVITED', kind: 'rule' }));
  it('sends a follow-up after the wait', () => {
    const later = new Date(now.getTime() + FOLLOW_UP_AFTER_DAYS * 86_400_000);
    spec().given([sent(now)]).when({ at: later }).then([sent(later, 'followup')]);
  });
  it('refuses a bounced address with the spec text', () =>
    spec().given([sent(now), bounced]).when({ at: now }).thenThrows({ code: 'EMAIL_BOUNCED', message: 'An email bounced! Change their email address to resend.' }));
  it('after the e-mail changed, the patient is a first-time recipient again', () =>
    spec({ ...facts, customer: { ...customer, email: 'ann.new@example.com' } }).given([sent(now), bounced]).when({ at: now }).then([sent(now, 'first', 'ann.new@example.com')]));
  it('a patient of another practice is not found', () => spec().given([]).when({ at: now, practiceId: 'PR-2' }).thenThrows({ code: 'INVALID_PATIENT_NOT_FOUND', kind: 'not_found' }));
  it('refuses with all reasons in details', () => {
    let error: unknown;
    try {
      decideSendPatientInvite({ accountNumber: '100', practiceId: 'PR-1', sentBy: '700', now }, { ...facts, customer: { ...customer, passwordHash: 'h', phone: null }, invites: inviteDecider.initialState() });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'PATIENT_REGISTERED', details: { reasons: [{ code: 'PATIENT_REGISTERED' }, { code: 'PROFILE_INCOMPLETE' }] } });
  });
  it('a bounce marks the invites to that address as not delivered', () => {
    const s = [sent(now), bounced].reduce(inviteDecider.evolve, inviteDecider.initialState());
    expect(deliveredInvites(s)).toHaveLength(0);
    expect(s.bouncedEmail).toBe('ann@example.com');
  });
  it('records a bounce once per causing event', () => {
    const s = [bounced].reduce(inviteDecider.evolve, inviteDecider.initialState());
    expect(decideRecordInviteBounce(bounced.data as never, s)).toEqual([]);
    expect(decideRecordInviteBounce({ ...(bounced.data as object), causationEventId: 'e2' } as never, s)).toHaveLength(1);
  });
  it('input takes 1 to 100 account numbers', () => {
    expect(sendInviteInput.safeParse({ accountNumbers: [] }).success).toBe(false);
    expect(sendInviteInput.safeParse({ accountNumbers: Array.from({ length: 101 }, (_, i) => String(i)) }).success).toBe(false);
    expect(sendInviteInput.safeParse({ accountNumbers: ['12'] }).success).toBe(true);
  });
});

describe('dev mailbox bounces (D-083)', () => {
  it.each([
    ['ann@bounce.test', true],
    ['Ann Lee <ANN@Bounce.Test>', true],
    ['ann@example.com', false],
    ['ann@notbounce.test', false],
  ])('%s bounces: %s', (to, bounces) => expect(isSimulatedBounce(to)).toBe(bounces));
});
