import { describe, expect, it } from 'vitest';
import { presentActor, presentImpersonator, actorLabel, type StoredActor } from '../../domain/history/actor-display';
import {
  type HistoryEvent,
  needsOwner,
  ownerKeyOf,
  ownersRegisteredBy,
  placeInHistory,
  productIdsIn,
  type StreamOwner,
  TWO_FACTOR_SUMMARY,
} from '../../domain/history/record-keys';

/** Which records an event belongs to, and who sees it (issue #6, decisions D-200…D-203). */

const ev = (type: string, streamId: string, data: Record<string, unknown> = {}): HistoryEvent => ({ type, streamId, data });

/** Folds registrations over events, as the projection does, and places each. */
function place(events: HistoryEvent[], known: Record<string, StreamOwner> = {}) {
  const owners = new Map(Object.entries(known));
  return events.map((e) => {
    const key = ownerKeyOf(e.streamId);
    for (const r of ownersRegisteredBy(e, key ? owners.get(key) : undefined)) owners.set(r.key, r.owner);
    return placeInHistory(e, key ? owners.get(key) : undefined);
  });
}

const cartCreated = ev('CartCreated', 'cart-c1', { cartId: 'c1', customerAccountNumber: '123', practiceId: 'PR-1', locationId: 'L', prescriptionId: 'rx1', lines: [{ productId: 'PRD-1', eye: 'OD' }] });
const checkedOut = ev('OrderCheckedOut', 'cart-c1', { cartId: 'c1', orderId: 'SO-1', customerAccountNumber: '123', practiceId: 'PR-1', prescriptionId: 'rx1' });

describe('record keys', () => {
  it('a patient: their account stream once it is a patient’s, not a staff account’s', () => {
    const [created, profile, staffReg, staffProfile] = place([
      ev('PatientCreated', 'customer-123', { accountNumber: '123', practiceId: 'PR-1' }),
      ev('CustomerProfileUpdated', 'customer-123', { firstName: 'A', lastName: 'B' }),
      ev('CustomerRegistered', 'customer-700', { accountNumber: '700', customerGroup: 'Staff' }),
      ev('CustomerProfileUpdated', 'customer-700', {}),
    ]);
    expect(created).toEqual({ records: [{ recordType: 'patient', recordId: '123' }], practiceId: null, audience: 'all' });
    expect(profile?.records).toEqual([{ recordType: 'patient', recordId: '123' }]);
    expect(staffReg).toBeNull();
    expect(staffProfile).toBeNull();
    const [selfRegistered] = place([ev('CustomerRegistered', 'customer-555', { accountNumber: '555', customerGroup: 'Patient' })]);
    expect(selfRegistered?.records).toEqual([{ recordType: 'patient', recordId: '555' }]);
  });

  it('an analyst or operator: their account and two-factor settings in their own history, for support only (D-744)', () => {
    const [invited, requested, password, code, enabled, deactivated, signedIn] = place([
      ev('CustomerRegistered', 'customer-310', { accountNumber: '310', customerGroup: 'Analyst' }),
      ev('WelcomeEmailRequested', 'customer-310', { requestedBy: '900000001', force: false }),
      ev('PasswordSet', 'customer-310', { via: 'welcome' }),
      ev('VerificationCodeSent', 'mfa-310', { codeHash: 'h' }),
      ev('TwoFactorEnabled', 'mfa-310', { phone: '5125550100' }),
      ev('DistributorStaffDeactivated', 'customer-310', { deactivatedBy: '900000001' }),
      ev('SignedIn', 'customer-310'),
    ]);
    const staff = { records: [{ recordType: 'distributor-staff', recordId: '310' }], practiceId: null, audience: 'support' };
    for (const placed of [invited, requested, password, deactivated]) expect(placed).toEqual(staff);
    expect(enabled).toEqual({ ...staff, summary: TWO_FACTOR_SUMMARY });
    expect(code).toBeNull();
    expect(signedIn).toBeNull();
    // An operator alike; a patient's account never lands there.
    expect(place([ev('CustomerRegistered', 'customer-311', { customerGroup: 'Operator' })])[0]?.records).toEqual([{ recordType: 'distributor-staff', recordId: '311' }]);
    expect(place([ev('PatientCreated', 'customer-312', { accountNumber: '312', practiceId: 'PR-1' })])[0]?.records).toEqual([{ recordType: 'patient', recordId: '312' }]);
  });

  it('sign-ins, codes and banner choices are in no record; two-factor settings only as one plain sentence', () => {
    const patient = { 'customer-123': { patientAccount: '123', practiceId: null, prescriptionId: null, orderId: null, cartId: null, staffAccount: null } };
    const [signIn, code, enabled, phone] = place(
      [ev('SignedIn', 'customer-123'), ev('VerificationCodeSent', 'mfa-123', { codeHash: 'h' }), ev('TwoFactorEnabled', 'mfa-123', { phone: '5125550143' }), ev('PhoneNumberSet', 'mfa-123')],
      patient,
    );
    expect(signIn).toBeNull();
    expect(code).toBeNull();
    expect(enabled).toEqual({ records: [{ recordType: 'patient', recordId: '123' }], practiceId: null, audience: 'all', summary: TWO_FACTOR_SUMMARY });
    expect(phone?.summary).toBe('Two-factor settings changed');
    expect(needsOwner(ev('SignedIn', 'customer-123'))).toBe(false);
    expect(ownerKeyOf('mfa-123')).toBe('customer-123');
    expect(place([ev('TwoFactorEnabled', 'mfa-700')])[0]).toBeNull();
  });

  it('a prescription: its own events (and the patient’s), and the order placed for it', () => {
    const [created] = place([ev('PrescriptionCreated', 'patient-rx-123', { prescriptionId: 'rx1', patientAccountNo: '123' })]);
    expect(created).toEqual({
      records: [
        { recordType: 'patient', recordId: '123' },
        { recordType: 'prescription', recordId: 'rx1' },
      ],
      practiceId: null,
      audience: 'all',
    });
  });

  it('an order: cart events go to the cart until checkout names the order; order events follow the cart’s patient and practice', () => {
    const [cart, discount, checkout, status] = place([
      cartCreated,
      ev('CartDiscountSet', 'cart-c1', { cartId: 'c1', discountCents: 0, insuranceCents: 0 }),
      checkedOut,
      ev('OrderStatusChanged', 'order-SO-1', { orderId: 'SO-1', status: 'shipped' }),
    ]);
    const patientAndCart = [
      { recordType: 'patient', recordId: '123' },
      { recordType: 'cart', recordId: 'c1' },
    ];
    expect(cart).toEqual({ records: patientAndCart, practiceId: 'PR-1', audience: 'all' });
    expect(discount).toEqual({ records: patientAndCart, practiceId: 'PR-1', audience: 'all' });
    expect(checkout).toEqual({
      records: [
        { recordType: 'patient', recordId: '123' },
        { recordType: 'order', recordId: 'SO-1' },
        { recordType: 'prescription', recordId: 'rx1' },
      ],
      practiceId: 'PR-1',
      audience: 'all',
    });
    expect(status).toEqual({
      records: [
        { recordType: 'patient', recordId: '123' },
        { recordType: 'order', recordId: 'SO-1' },
      ],
      practiceId: 'PR-1',
      audience: 'all',
    });
    expect(ownersRegisteredBy(checkedOut, undefined).map((r) => r.key)).toEqual(['cart-c1', 'order-SO-1']);
  });

  it('an order whose cart was never seen still has its own record', () => {
    expect(place([ev('OrderStatusChanged', 'order-SO-9', { orderId: 'SO-9', status: 'processing' })])[0]).toEqual({
      records: [{ recordType: 'order', recordId: 'SO-9' }],
      practiceId: null,
      audience: 'all',
    });
  });

  it('access requests are the asking practice’s; cards and impersonation sessions are support’s', () => {
    const [asked, answered] = place([
      ev('AccessRequestCreated', 'access-request-r1', { patientAccountNumber: '123', practiceId: 'PR-2' }),
      ev('AccessRequestAnswered', 'access-request-r1', { status: 'accepted', practiceId: 'PR-2' }),
    ]);
    expect(asked).toEqual({ records: [{ recordType: 'patient', recordId: '123' }], practiceId: 'PR-2', audience: 'all' });
    expect(answered?.practiceId).toBe('PR-2');
    expect(place([ev('CardSaved', 'cards-123', { token: 't' })])[0]).toEqual({ records: [{ recordType: 'patient', recordId: '123' }], practiceId: null, audience: 'support' });
    const [began, ended] = place([
      ev('ImpersonationBegan', 'impersonation-i1', { targetAccountNumber: '123', targetGroup: 'Patient' }),
      ev('ImpersonationEnded', 'impersonation-i1', { cause: 'end-session' }),
    ]);
    expect(began?.audience).toBe('support');
    expect(ended?.records).toEqual([{ recordType: 'patient', recordId: '123' }]);
    expect(place([ev('ImpersonationBegan', 'impersonation-i2', { targetAccountNumber: '700', targetGroup: 'Staff' })])[0]).toBeNull();
  });

  it('invites and notification preferences are the patient’s; practice, catalog and pricing events are no record’s', () => {
    expect(place([ev('PatientInviteSent', 'patient-invite-123', { practiceId: 'PR-1' })])[0]?.records).toEqual([{ recordType: 'patient', recordId: '123' }]);
    expect(place([ev('NotificationPreferencesChanged', 'notification-preferences-123', {})])[0]?.audience).toBe('all');
    for (const e of [ev('PracticeBlocked', 'practice-PR-1'), ev('ProductAdded', 'catalog-product-PRD-1'), ev('PricingStrategyUpdated', 'pricing-L1'), ev('EmailReserved', 'email-a@b.test')]) {
      expect(place([e])[0]).toBeNull();
    }
  });

  it('lists the products an event names', () => {
    expect(productIdsIn(cartCreated)).toEqual(['PRD-1']);
    expect(productIdsIn(ev('PrescriptionCreated', 'patient-rx-1', { rightEyeRx: { productId: 'A' }, leftEyeRx: null }))).toEqual(['A']);
  });
});

describe('actors as a history entry shows them', () => {
  const names = new Map([
    ['700000001', 'Morgan Reyes'],
    ['123', 'Ada Lovelace'],
    ['900000001', 'Casey Support'],
  ]);
  const staffChange: StoredActor = { accountNumber: '700000001', group: 'Staff', eventType: 'PrescriptionNicknameChanged', impersonatorAccount: '900000001', impersonatorName: 'Casey Support' };

  it('practice users and support see names, groups and the impersonating CSR', () => {
    const viewer = { accountNumber: '800000001', group: 'Practice' };
    expect(presentActor(staffChange, names, viewer)).toEqual({ accountNumber: '700000001', name: 'Morgan Reyes', group: 'Staff' });
    expect(actorLabel(presentActor(staffChange, names, viewer))).toBe('Morgan Reyes (staff)');
    expect(presentImpersonator(staffChange, viewer)).toEqual({ accountNumber: '900000001', name: 'Casey Support' });
  });

  it('a patient sees their practice and support without names or accounts', () => {
    const viewer = { accountNumber: '123', group: 'Patient' };
    expect(presentActor(staffChange, names, viewer)).toEqual({ accountNumber: null, name: 'Your practice', group: 'Staff' });
    expect(presentImpersonator(staffChange, viewer)).toEqual({ accountNumber: null, name: 'Lensloop support' });
    expect(presentActor({ ...staffChange, accountNumber: '123', group: 'Patient' }, names, viewer)).toEqual({ accountNumber: '123', name: 'Ada Lovelace', group: 'Patient' });
  });

  it('the platform’s own work has plain names', () => {
    const viewer = { accountNumber: '900000001', group: 'CSR' };
    const system = { accountNumber: 'system', group: 'System', impersonatorAccount: null, impersonatorName: null };
    expect(presentActor({ ...system, eventType: 'OrderStatusChanged' }, names, viewer)).toEqual({ accountNumber: null, name: 'Fulfilment', group: 'System' });
    expect(presentActor({ ...system, eventType: 'PatientCreated' }, names, viewer).name).toBe('Lensloop');
    expect(presentActor({ ...system, accountNumber: 'anonymous', eventType: 'PasswordResetRequested' }, names, viewer).name).toBe('Someone not signed in');
    expect(presentActor({ ...system, accountNumber: '404', group: 'Staff', eventType: 'X' }, names, viewer).name).toBe('Unknown account');
  });
});
