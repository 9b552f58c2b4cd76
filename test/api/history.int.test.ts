import { beforeAll, describe, expect, it } from 'vitest';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import { ORDERS_AS_PLACED, testApp, type Reply, uniqueEmail } from '../support/test-app';
import { DEMO } from '../support/test-platform';

/**
 * GET /api/history (issue #6): the audit history of a patient, a prescription and an order, made
 * through the real commands: who may read which, how an impersonating CSR shows, what a patient sees.
 */

const { call, fresh, signInAll } = testApp({ env: ORDERS_AS_PLACED });

const STAFF = '700000001';
const CSR = '900000001';
const today = isoDateOf(new Date());
const RX = { rightEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' }, leftEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' } };

let staff: string, staffB: string, patient: string, patientB: string, csr: string;
let demoPatient: string;
let newPatient: string, newRx: string, demoRx: string, orderId: string;
let position = 0;

function ok(r: Reply, what: string): Reply {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200);
  if (typeof r.body.position === 'number') position = Math.max(position, r.body.position);
  return r;
}

/** A history read that waits for the last command (read-your-writes). */
function history(token: string, recordType: string, recordId: string, extra = ''): Promise<Reply> {
  return fresh(`/api/history?recordType=${recordType}&recordId=${encodeURIComponent(recordId)}${extra}`, undefined, token, { 'x-min-position': String(position) });
}

type Entry = { eventType: string; summary: string; actor: { accountNumber: string | null; name: string; group: string }; impersonator: { accountNumber: string | null; name: string } | null; occurredAt: string };
const types = (r: Reply) => (r.body.entries as Entry[]).map((e) => e.eventType);

beforeAll(async () => {
  ({ staff, staffB, patient, patientB, csr } = await signInAll('staff', 'staffB', 'patient', 'patientB', 'csr'));
  demoPatient = ok(await call('/api/customer/get', {}, patient), 'me').body.accountNumber;

  // Staff create a patient and a prescription; a CSR, acting as the staff member, renames it.
  const email = uniqueEmail('hana.history');
  newPatient = ok(await call('/api/customer/create', { firstName: 'Hana', lastName: 'History', email, dob: '04/12/1990', phone: '5125550177' }, staff), 'create patient').body.accountNumber;
  newRx = ok(await call('/api/prescription/create', { patientAccountNo: newPatient, prescriptionNickname: 'Daily wear', prescriptionExpirationDate: addYears(today, 1), ...RX }, staff), 'create rx').body.id;
  const impersonation = ok(await call('/api/customer/beginimpersonation', { accountNumber: STAFF, reason: 'Phone call' }, csr), 'impersonate').body.token as string;
  ok(await call('/api/prescription/updatenickname', { id: newRx, patientAccountNo: newPatient, prescriptionNickname: 'Weekend pair' }, impersonation), 'rename');
  ok(await call('/api/customer/endimpersonation', {}, impersonation), 'end impersonation');

  // An order for the demo patient, placed by the staff in the office.
  demoRx = ok(await call('/api/prescription/create', { patientAccountNo: demoPatient, prescriptionNickname: 'History order', prescriptionExpirationDate: addYears(today, 1), ...RX }, staff), 'demo rx').body.id;
  const cart = ok(await call('/api/order/createcart', { customerId: demoPatient, prescriptionId: demoRx, rightEyeBoxes: 2, leftEyeBoxes: 2 }, staff), 'cart').body;
  ok(await call('/api/order/SetDiscount', { cartId: cart.cartId, discount: 10, insurance: 0 }, staff), 'discount');
  ok(await call('/api/order/AddDeliveryAddress', { cartId: cart.cartId, method: 'inOffice' }, staff), 'in office');
  orderId = ok(await call('/api/order/CheckOut', { cartId: cart.cartId, mode: 'pos', method: 'cash' }, staff), 'checkout').body.orderId;
}, 180_000);

describe('a prescription’s history', () => {
  it('lists its events newest first, in plain words, with the staff member and the impersonating CSR', async () => {
    const r = await history(staff, 'prescription', newRx);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ recordType: 'prescription', recordId: newRx, total: 2, limit: 20, offset: 0 });
    const [renamed, created] = r.body.entries as Entry[];
    expect(renamed).toMatchObject({
      eventType: 'PrescriptionNicknameChanged',
      summary: 'Prescription nickname changed to "Weekend pair"',
      actor: { accountNumber: STAFF, name: 'Morgan Reyes', group: 'Staff' },
      impersonator: { accountNumber: CSR, name: 'Casey Support' },
    });
    expect(created).toMatchObject({ eventType: 'PrescriptionCreated', actor: { accountNumber: STAFF, name: 'Morgan Reyes', group: 'Staff' }, impersonator: null });
    expect(created!.summary).toMatch(/^Prescription "Daily wear" created: Aurora HydraFlex for Astigmatism 6 pack, OD −2\.25 −1\.25 × 180 \/ OS −2\.50 −0\.75 × 90, expires \d{2}\/\d{2}\/\d{4}$/);
    expect(Date.parse(renamed!.occurredAt)).toBeGreaterThanOrEqual(Date.parse(created!.occurredAt));
  });

  it('includes the order placed for it', async () => {
    const r = await history(staff, 'prescription', demoRx);
    expect(types(r)).toEqual(['OrderCheckedOut', 'PrescriptionCreated']);
    expect((r.body.entries as Entry[])[0]!.summary).toMatch(new RegExp(`^Order ${orderId} checked out: 4 boxes, total \\$[\\d,]+\\.\\d{2}, paid in office \\(cash\\)$`));
  });
});

describe('a patient’s history', () => {
  it('has the account, prescription and impersonation-made changes; no sign-ins', async () => {
    const r = await history(staff, 'patient', newPatient);
    expect(r.status).toBe(200);
    // The welcome e-mail (sent by a worker once the patient exists) may land anywhere after PatientCreated.
    const changes = types(r).filter((t) => t !== 'WelcomeEmailSent');
    expect(changes).toEqual(['PrescriptionNicknameChanged', 'PrescriptionCreated', 'PatientCreated']);
    expect(types(r)).not.toContain('SignedIn');
    const created = (r.body.entries as Entry[]).at(-1)!;
    expect(created.summary).toMatch(/^Created patient Hana History \(hana\.history\.[a-z0-9]+@example\.com\), account \d{9}$/);
    expect(created.actor).toEqual({ accountNumber: STAFF, name: 'Morgan Reyes', group: 'Staff' });
  });

  it('pages with limit and offset', async () => {
    const all = await history(staff, 'patient', newPatient);
    const r = await history(staff, 'patient', newPatient, '&limit=1&offset=1');
    expect(r.body).toMatchObject({ total: all.body.total, limit: 1, offset: 1 });
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(r.body.entries).toEqual([all.body.entries[1]]);
  });
});

describe('an order’s history', () => {
  it('has its cart’s steps and the checkout', async () => {
    const r = await history(staff, 'order', orderId);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(types(r)).toEqual(['OrderCheckedOut', 'DeliveryAddressAdded', 'CartDiscountSet', 'CartCreated']);
    expect((r.body.entries as Entry[]).map((e) => e.summary).slice(1, 3)).toEqual(['Delivery set to in-office inventory', 'Discount set to $10.00 and insurance to $0.00']);
    expect((r.body.entries as Entry[]).every((e) => e.actor.name === 'Morgan Reyes')).toBe(true);
  });
});

describe('who may read', () => {
  it('another practice gets the record’s own 404 for each record type', async () => {
    expect((await history(staffB, 'patient', newPatient)).body).toMatchObject({ status: 404, code: 'INVALID_PATIENT_NOT_FOUND', message: 'Patient not found' });
    expect((await history(staffB, 'prescription', newRx)).body).toMatchObject({ status: 404, code: 'VALUE_NOT_FOUND', message: 'VALUE_NOT_FOUND: Prescription not found.' });
    expect((await history(staffB, 'order', orderId)).body).toMatchObject({ status: 404, code: 'VALUE_NOT_FOUND', message: 'VALUE_NOT_FOUND: Order not found.' });
    expect((await history(staff, 'order', 'SO-000000-NOPE00')).status).toBe(404);
  });

  it('a CSR with their own token reads any record, and sees support-only entries', async () => {
    const imp = ok(await call('/api/customer/beginimpersonation', { accountNumber: demoPatient }, csr), 'impersonate patient').body.token as string;
    ok(await call('/api/customer/endimpersonation', {}, imp), 'end');
    const asCsr = await history(csr, 'patient', demoPatient);
    expect(asCsr.status).toBe(200);
    expect(types(asCsr)).toEqual(expect.arrayContaining(['ImpersonationBegan', 'ImpersonationEnded', 'OrderCheckedOut', 'PatientCreated']));
    const began = (asCsr.body.entries as Entry[]).find((e) => e.eventType === 'ImpersonationBegan')!;
    expect(began).toMatchObject({ summary: 'CSR Casey Support began acting as Patricia Nguyen (patient)', actor: { accountNumber: CSR, name: 'Casey Support', group: 'CSR' } });
    const asStaff = await history(staff, 'patient', demoPatient);
    expect(types(asStaff)).not.toContain('ImpersonationBegan');
    expect(types(asStaff)).toContain('OrderCheckedOut');
    expect((await history(csr, 'order', orderId)).status).toBe(200);
    expect((await history(csr, 'prescription', newRx)).status).toBe(200);
  });

  it('a practice linked by an access request sees the patient, but not the other practice’s orders', async () => {
    const asked = ok(await call('/api/customer/accessRequest/create', { email: DEMO.patient }, staffB), 'access request');
    ok(await call('/api/customer/accessRequest/patientupdate', { id: asked.body.id, status: 'accepted' }, patient), 'accept');
    const r = await history(staffB, 'patient', demoPatient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(types(r)).toEqual(expect.arrayContaining(['AccessRequestAnswered', 'AccessRequestCreated', 'PrescriptionCreated', 'PatientCreated']));
    expect(types(r)).not.toContain('OrderCheckedOut');
    expect(types(r)).not.toContain('CartCreated');
    expect((await history(staffB, 'prescription', demoRx)).status).toBe(200);
    expect(types(await history(staffB, 'prescription', demoRx))).toEqual(['PrescriptionCreated']);
    expect((await history(staffB, 'order', orderId)).status).toBe(404);
    // The patient's own practice does not see another practice's access request.
    expect(types(await history(staff, 'patient', demoPatient))).not.toContain('AccessRequestCreated');
  });

  it('a patient reads their own orders and prescriptions, with the practice and support unnamed; not their account record, not others’', async () => {
    const order = await history(patient, 'order', orderId);
    expect(order.status).toBe(200);
    expect((order.body.entries as Entry[]).every((e) => e.actor.accountNumber === null && e.actor.name === 'Your practice')).toBe(true);
    expect((await history(patient, 'prescription', demoRx)).status).toBe(200);
    expect((await history(patient, 'patient', demoPatient)).status).toBe(404);
    expect((await history(patientB, 'order', orderId)).status).toBe(404);
    expect((await history(patientB, 'prescription', demoRx)).status).toBe(404);
    expect((await history(patient, 'prescription', newRx)).status).toBe(404);
  });

  it('refuses bad input with a 400 and no token with a 401', async () => {
    expect((await history(staff, 'invoice', 'x')).status).toBe(400);
    expect((await call('/api/history?recordType=order', undefined, staff)).status).toBe(400);
    expect((await history(staff, 'order', orderId, '&limit=0')).status).toBe(400);
    expect((await call(`/api/history?recordType=order&recordId=${orderId}`)).status).toBe(401);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = await call('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/history', '/api/events/export', '/api/events/stream-types']));
  });
});
