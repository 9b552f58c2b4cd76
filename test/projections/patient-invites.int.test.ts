import { beforeAll, describe, expect, it } from 'vitest';
import { patientInvitesProjection } from '../../projections/patient-invites';
import { projectionBed } from '../support/projection-bed';

/** The patient_invites read model: customer, prescription and invite streams folded into one row per patient. */

const { kdb, given, project, expectRebuildMatches } = projectionBed({ actor: { accountNumber: '700000000', customerGroup: 'Staff' }, start: new Date(Date.UTC(2026, 2, 1, 10, 0)) });

const rx = (id: string, exp: string) => ({
  type: 'PrescriptionCreated',
  data: { prescriptionId: id, patientAccountNo: '1', practiceId: 'PR-1', locationId: 'L-1', prescriptionNickname: 'n', prescriptionExpirationDate: exp, sameForBothEyes: true },
});
const invite = (account: string, email: string, sentAt: string) => ({
  type: 'PatientInviteSent',
  data: { accountNumber: account, practiceId: 'PR-1', locationId: 'L-1', email, kind: 'first', sentAt, sentBy: '700' },
});

beforeAll(async () => {

  await given('customer-1', [{ type: 'PatientCreated', data: { accountNumber: '1', practiceId: 'PR-1', locationId: 'L-1', email: 'Ann@Example.com', firstName: 'Ann', lastName: 'Lee' } }]);
  await given('patient-rx-1', [rx('a', '2027-01-01'), rx('b', '2028-01-01'), { type: 'PrescriptionStateChanged', data: { prescriptionId: 'b', patientAccountNo: '1', state: 'deleted' } }]);
  await given('customer-1', [
    { type: 'CustomerProfileUpdated', data: { firstName: 'Ann', lastName: 'Lee', phone: '5125550147', dob: '04/12/1988', addresses: [] } },
    { type: 'InviteFlagSet', data: { flagged: true } },
  ]);
  await given('patient-invite-1', [
    invite('1', 'ann@example.com', '2026-03-01T10:00:00.000Z'),
    { type: 'InviteEmailBounced', data: { accountNumber: '1', email: 'ann@example.com', bouncedAt: '2026-03-01T10:01:00.000Z', causationEventId: 'e1', reason: '550' } },
  ]);
  await given('customer-2', [{ type: 'PatientCreated', data: { accountNumber: '2', practiceId: 'PR-1', locationId: 'L-1', email: 'bo@example.com', firstName: 'Bo', lastName: 'Ray', dob: '01/01/1990', phone: '5125550148' } }]);
  await given('patient-invite-2', [invite('2', 'bo@example.com', '2026-03-02T10:00:00.000Z')]);
  await given('customer-2', [{ type: 'PasswordSet', data: { passwordHash: 'h', via: 'welcome' } }]);
  await given('customer-3', [{ type: 'PatientCreated', data: { accountNumber: '3', practiceId: 'PR-1', locationId: 'L-1', email: 'cy@example.com', firstName: 'Cy', lastName: 'Doe' } }]);
  await given('customer-3', [{ type: 'PatientDeactivated', data: { deactivatedBy: '700' } }]);
  // An event of a stream with no patient row (e.g. a staff account) changes nothing.
  await given('customer-9', [{ type: 'PasswordSet', data: { passwordHash: 'h' } }]);

  await project([patientInvitesProjection], 3);
});

const cols = ['account_number', 'email', 'profile_complete', 'invite_flagged', 'deactivated', 'registered_at', 'invite_count', 'delivered_count', 'last_invited_at', 'bounced', 'bounced_email', 'has_current_prescription_until'] as const;
const rows = () => kdb.withSchema('rm').selectFrom('patient_invites').select(cols).orderBy('account_number').execute();

describe('patient_invites read model', () => {
  it('folds profile, prescriptions, invites, bounces, registration and deactivation', async () => {
    expect(await rows()).toEqual([
      { account_number: '1', email: 'ann@example.com', profile_complete: true, invite_flagged: true, deactivated: false, registered_at: null, invite_count: 1, delivered_count: 0, last_invited_at: '2026-03-01T10:00:00.000Z', bounced: true, bounced_email: 'ann@example.com', has_current_prescription_until: '2027-01-01' },
      { account_number: '2', email: 'bo@example.com', profile_complete: true, invite_flagged: false, deactivated: false, registered_at: expect.any(String), invite_count: 1, delivered_count: 1, last_invited_at: '2026-03-02T10:00:00.000Z', bounced: false, bounced_email: null, has_current_prescription_until: null },
      { account_number: '3', email: 'cy@example.com', profile_complete: false, invite_flagged: false, deactivated: true, registered_at: null, invite_count: 0, delivered_count: 0, last_invited_at: null, bounced: false, bounced_email: null, has_current_prescription_until: null },
    ]);
  });

  it('an e-mail change clears the bounce', async () => {
    await given('customer-1', [{ type: 'EmailChanged', data: { changeId: 'c1', previousEmail: 'ann@example.com', email: 'ann.new@example.com' } }]);
    await project([patientInvitesProjection]);
    expect((await rows())[0]).toMatchObject({ email: 'ann.new@example.com', bounced: false, bounced_email: 'ann@example.com' });
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await expectRebuildMatches(patientInvitesProjection, { intoSchema: 'patient_invites_rebuild' });
  });
});
