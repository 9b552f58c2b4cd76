import { describe, expect, it } from 'vitest';
import type { EventMetadata, NewEvent } from '../../infra/event-store/port';
import { recordHistoryProjection } from '../../projections/record-history';
import { projectionChecksum } from '../../workers/projections/checksum';
import { startProjections } from '../../workers/projections/projection-runner';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { storeBed } from '../support/event-store-bed';

/** The record history read model: given events → rows (one per record and event), across batch sizes, rebuilt identically. */

const { db, store, kdb } = storeBed({ each: true });

const CSR = { accountNumber: '900000001', name: 'Casey Support', impersonationId: 'imp-1' };
let clock = 0;
function meta(actor: string, group: string, impersonated = false): EventMetadata {
  clock += 60_000;
  return {
    actor: { accountNumber: actor, customerGroup: group },
    ...(impersonated ? { impersonator: CSR } : {}),
    correlationId: 'c',
    occurredAt: new Date(Date.UTC(2026, 2, 1, 15, 0, 0) + clock).toISOString(),
    schemaVersion: 1,
  };
}
async function append(stream: string, events: NewEvent[]) {
  await store.appendToStream(stream, events, { expectedVersion: 'any' });
}
const staff = (impersonated = false) => meta('700000001', 'Staff', impersonated);
const eye = (power: string) => ({ productId: 'PRD-1001', variantId: `PRD-1001:${power}`, dimensions: { power } });
const line = (e: 'OD' | 'OS') => ({ eye: e, productId: 'PRD-1001', variantId: 'v', dimensions: { power: '-2.25' }, boxes: 2, packSize: 30, unitPriceCents: 5000, supplyDays: 60 });

/** A patient with a prescription renamed by an impersonating CSR, an order placed for it (cart → order), an abandoned cart, a staff account. */
async function givenAPatientsLife() {
  clock = 0;
  await append('catalog-product-PRD-1001', [{ type: 'ProductAdded', data: { productId: 'PRD-1001', name: 'Aurora Day Moist', boxPrice: 39 }, metadata: meta('system', 'System') }]);
  await append('customer-700000001', [
    { type: 'CustomerRegistered', data: { accountNumber: '700000001', customerGroup: 'Staff', email: 's@x.test', firstName: 'Morgan', lastName: 'Reyes' }, metadata: meta('system', 'System') },
    { type: 'PasswordSet', data: { passwordHash: '$argon2id$staff' }, metadata: meta('system', 'System') },
  ]);
  await append('customer-123', [
    { type: 'PatientCreated', data: { accountNumber: '123', practiceId: 'PR-1', locationId: 'L-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }, metadata: staff() },
  ]);
  await append('customer-123', [{ type: 'SignedIn', data: { sessionId: 's', expiresAt: 'x' }, metadata: meta('123', 'Patient') }]);
  await append('mfa-123', [
    { type: 'VerificationCodeSent', data: { codeId: 'c', purpose: 'verify-phone', phone: '5125550143', codeHash: 'HASH', sentAt: 'x', expiresAt: 'y' }, metadata: meta('123', 'Patient') },
    { type: 'TwoFactorEnabled', data: { phone: '5125550143' }, metadata: meta('123', 'Patient') },
  ]);
  await append('patient-rx-123', [
    {
      type: 'PrescriptionCreated',
      data: { prescriptionId: 'rx-1', patientAccountNo: '123', practiceId: 'PR-1', locationId: 'L-1', prescriptionNickname: 'Daily wear', prescriptionExpirationDate: '2027-11-23', sameForBothEyes: false, rightEyeRx: eye('-2.25'), leftEyeRx: eye('-2.50') },
      metadata: staff(),
    },
  ]);
  await append('patient-rx-123', [{ type: 'PrescriptionNicknameChanged', data: { prescriptionId: 'rx-1', patientAccountNo: '123', prescriptionNickname: 'Weekdays' }, metadata: staff(true) }]);
  await append('cart-c-1', [
    { type: 'CartCreated', data: { cartId: 'c-1', customerAccountNumber: '123', practiceId: 'PR-1', locationId: 'L-1', prescriptionId: 'rx-1', placedBy: 'Practice', lines: [line('OD'), line('OS')], createdAt: 'x', expiresAt: 'y' }, metadata: staff() },
    { type: 'CartDiscountSet', data: { cartId: 'c-1', discountCents: 1000, insuranceCents: 0 }, metadata: staff() },
  ]);
  await append('cart-c-2', [
    { type: 'CartCreated', data: { cartId: 'c-2', customerAccountNumber: '123', practiceId: 'PR-1', locationId: 'L-1', prescriptionId: 'rx-1', placedBy: 'Practice', lines: [line('OD')], createdAt: 'x', expiresAt: 'y' }, metadata: staff() },
  ]);
  await append('cart-c-1', [
    {
      type: 'OrderCheckedOut',
      data: {
        cartId: 'c-1',
        orderId: 'SO-1',
        orderDate: 'x',
        customerAccountNumber: '123',
        practiceId: 'PR-1',
        locationId: 'L-1',
        prescriptionId: 'rx-1',
        placedBy: 'Practice',
        createdByCsr: false,
        lines: [line('OD'), line('OS')],
        summary: { subTotalCents: 20000, discountCents: 1000, insuranceCents: 0, shippingCents: 0, taxCents: 0, totalCents: 19000 },
        delivery: { method: 'inOffice', address: null, deliveryModeId: null, promoCode: null },
        payment: { type: 'pos', method: 'cash' },
      },
      metadata: staff(),
    },
  ]);
  await append('order-SO-1', [{ type: 'OrderStatusChanged', data: { orderId: 'SO-1', cartId: 'c-1', status: 'shipped', trackingNumber: '1ZABC', at: 'x' }, metadata: meta('system', 'System') }]);
  await append('access-request-r-1', [
    { type: 'AccessRequestCreated', data: { requestId: 'r-1', practiceId: 'PR-2', locationId: 'L-2', patientEmail: 'ada@example.com', patientAccountNumber: '123', requestedBy: '700000002', requestDate: '2026-03-01', expiryDate: '2026-03-31' }, metadata: meta('700000002', 'Staff') },
    { type: 'AccessRequestAnswered', data: { requestId: 'r-1', practiceId: 'PR-2', locationId: 'L-2', status: 'accepted', denialReason: null, answeredBy: '123', answeredAt: 'x', viaToken: false }, metadata: meta('123', 'Patient') },
  ]);
  await append('cards-123', [{ type: 'CardSaved', data: { accountNumber: '123', uniqueCardId: 'k', token: 'tok_SECRET', maskedCardNumber: '************1111', cardType: '001', expiry: '12/30', cardNickname: 'Visa ending 1111', billing: {}, savedAt: 'x' }, metadata: meta('123', 'Patient') }]);
}

async function rows(where: string, schema = 'rm') {
  const { rows: r } = await db.client.query<Record<string, unknown>>(
    `SELECT record_type, record_id, event_type, actor_account, impersonator_name, practice_id, audience, summary FROM ${schema}.record_history WHERE ${where} ORDER BY global_position, record_type`,
  );
  return r;
}

async function project(batchSize?: number) {
  const running = await startProjections({ sql: db.client, db: kdb, store, projections: [recordHistoryProjection], ...(batchSize ? { batchSize } : {}) });
  await running.caughtUp();
  await running.stop();
}

describe(`record history projection (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives a prescription its events (the impersonated one with its CSR) and the order placed for it', async () => {
    await givenAPatientsLife();
    await project();
    expect(await rows(`record_type = 'prescription' AND record_id = 'rx-1'`)).toEqual([
      {
        record_type: 'prescription',
        record_id: 'rx-1',
        event_type: 'PrescriptionCreated',
        actor_account: '700000001',
        impersonator_name: null,
        practice_id: null,
        audience: 'all',
        summary: 'Prescription "Daily wear" created: Aurora Day Moist, OD −2.25 / OS −2.50, expires 11/23/2027',
      },
      {
        record_type: 'prescription',
        record_id: 'rx-1',
        event_type: 'PrescriptionNicknameChanged',
        actor_account: '700000001',
        impersonator_name: 'Casey Support',
        practice_id: null,
        audience: 'all',
        summary: 'Prescription nickname changed to "Weekdays"',
      },
      {
        record_type: 'prescription',
        record_id: 'rx-1',
        event_type: 'OrderCheckedOut',
        actor_account: '700000001',
        impersonator_name: null,
        practice_id: 'PR-1',
        audience: 'all',
        summary: 'Order SO-1 checked out: 4 boxes, total $190.00, paid in office (cash)',
      },
    ]);
  });

  it('moves a checked-out cart’s events to its order; an abandoned cart stays a cart', async () => {
    await givenAPatientsLife();
    await project();
    const order = await rows(`record_type = 'order' AND record_id = 'SO-1'`);
    expect(order.map((r) => [r.event_type, r.practice_id, r.summary])).toEqual([
      ['CartCreated', 'PR-1', 'Order started: OD 2 boxes of Aurora Day Moist, OS 2 boxes of Aurora Day Moist, subtotal $200.00'],
      ['CartDiscountSet', 'PR-1', 'Discount set to $10.00 and insurance to $0.00'],
      ['OrderCheckedOut', 'PR-1', 'Order SO-1 checked out: 4 boxes, total $190.00, paid in office (cash)'],
      ['OrderStatusChanged', 'PR-1', 'Status changed to Shipped, tracking 1ZABC'],
    ]);
    expect(order.at(-1)?.actor_account).toBe('system');
    expect((await rows(`record_type = 'cart'`)).map((r) => r.record_id)).toEqual(['c-2']);
  });

  it('gives the patient every event that concerns them, each with its audience; nothing for a staff account or a sign-in', async () => {
    await givenAPatientsLife();
    await project();
    const patient = await rows(`record_type = 'patient' AND record_id = '123'`);
    expect(patient.map((r) => [r.event_type, r.practice_id, r.audience])).toEqual([
      ['PatientCreated', null, 'all'],
      ['TwoFactorEnabled', null, 'all'],
      ['PrescriptionCreated', null, 'all'],
      ['PrescriptionNicknameChanged', null, 'all'],
      ['CartCreated', 'PR-1', 'all'],
      ['CartDiscountSet', 'PR-1', 'all'],
      ['CartCreated', 'PR-1', 'all'],
      ['OrderCheckedOut', 'PR-1', 'all'],
      ['OrderStatusChanged', 'PR-1', 'all'],
      ['AccessRequestCreated', 'PR-2', 'all'],
      ['AccessRequestAnswered', 'PR-2', 'all'],
      ['CardSaved', null, 'support'],
    ]);
    expect(patient.find((r) => r.event_type === 'TwoFactorEnabled')?.summary).toBe('Two-factor settings changed');
    expect(await rows(`record_id = '700000001'`)).toEqual([]);
    const all = await db.client.query<{ summary: string }>(`SELECT summary FROM rm.record_history`);
    expect(all.rows.map((r) => r.summary).join('\n')).not.toMatch(/SECRET|HASH|argon2/);
  });

  it('gives the same rows whatever the batch size, and rebuilds byte-identically', async () => {
    await givenAPatientsLife();
    await project(1);
    for (const [schema, batchSize] of [['history_one', 1000], ['history_two', 3]] as const) {
      await rebuildProjection({ sql: db.client, db: kdb, store, projection: recordHistoryProjection, schema: 'rm', intoSchema: schema, batchSize });
    }
    const checksum = await projectionChecksum(db.client, recordHistoryProjection, 'rm');
    expect(checksum).toMatch(/^record_history:\d+:[0-9a-f]{32} record_history_streams:\d+:[0-9a-f]{32} record_history_products:1:[0-9a-f]{32}$/);
    expect(await projectionChecksum(db.client, recordHistoryProjection, 'history_one')).toBe(checksum);
    expect(await projectionChecksum(db.client, recordHistoryProjection, 'history_two')).toBe(checksum);
  });
});
