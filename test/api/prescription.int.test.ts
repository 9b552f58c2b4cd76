import { beforeAll, describe, expect, it } from 'vitest';
import { prescriptionsStream } from '../../domain/prescriptions/events';
import { addYears, isoDateOf, PRESCRIPTION_MESSAGES } from '../../domain/prescriptions/prescription-rules';
import { atPosition as at, testApp, uniqueEmail } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, fresh, signInAll, eventsOf, createPatient } = testApp();

let staff: string, staffB: string, admin: string, patient: string, csr: string;
let patientAccount: string; // the demo patient of Clearview (PR-1001)
let otherPatient: string; // a new patient of Clearview, per test run

const today = isoDateOf(new Date());
const inYears = (n: number) => addYears(today, n);
const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };
const TORIC_OS = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' };
const SPHERE = { productId: 'PRD-1006', variantId: 'PRD-1006:8.4:14.0:-2.00' };

async function create(body: Record<string, unknown>, token = staff) {
  return call('/api/prescription/create', { patientAccountNo: patientAccount, prescriptionNickname: 'Daily', prescriptionExpirationDate: inYears(1), rightEyeRx: TORIC, ...body }, token);
}

async function list(body: Record<string, unknown>, token = staff, position?: number | null) {
  return fresh('/api/prescription/get', { patientAccountNumber: patientAccount, ...body }, token, at(position));
}

beforeAll(async () => {
  ({ staff, staffB, admin, patient, csr } = await signInAll('staff', 'staffB', 'admin', 'patient', 'csr'));
  const found = await fresh('/api/customer/search', { keyword: DEMO.patient }, staff);
  patientAccount = found.body.patients[0].accountNumber;
  otherPatient = (await createPatient(staff, { firstName: 'Rx', lastName: 'Other', email: uniqueEmail('rx.other') })).accountNumber;
});

describe('create and get', () => {
  it('creates a toric prescription and lists it with OD/OS dimensions in spec order, product name, brand and pack size', async () => {
    const r = await create({ prescriptionNickname: '  Toric pair  ', prescriber: 'Dr. Shah', leftEyeRx: TORIC_OS });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ patientAccountNo: patientAccount, id: expect.any(String), position: expect.any(Number) });
    const events = await eventsOf(prescriptionsStream(patientAccount));
    const ev = events.find((e) => e.data.prescriptionId === r.body.id)!;
    expect(ev.type).toBe('PrescriptionCreated');
    expect(ev.data).toMatchObject({ practiceId: 'PR-1001', locationId: 'LOC-1001-A', prescriptionNickname: 'Toric pair' });
    expect(ev.metadata).toMatchObject({ actor: { customerGroup: 'Staff' } });

    const got = await list({ prescriptionId: r.body.id }, staff, r.body.position);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const rx = got.body.prescriptions[0];
    expect(rx).toMatchObject({ id: r.body.id, prescriptionNickname: 'Toric pair', prescriber: 'Dr. Shah', isExpired: false, status: 'active', locationID: 'LOC-1001-A', sameForBothEyes: false });
    expect(rx.rightEyeRx).toMatchObject({ productName: 'Aurora HydraFlex for Astigmatism 6 pack', brand: expect.any(String), packSize: 6, packSizeLabel: '6 lenses' });
    expect(rx.rightEyeRx.dimensions.map((d: { dimensionName: string }) => d.dimensionName)).toEqual(['baseCurve', 'diameter', 'power', 'cylinder', 'axis']);
    expect(rx.rightEyeRx.dimensions.map((d: { value: string }) => d.value)).toEqual(['8.6', '14.5', '-2.25', '-1.25', '180']);
    expect(rx.leftEyeRx.dimensions.map((d: { value: string }) => d.value)).toEqual(['8.6', '14.5', '-2.50', '-0.75', '90']);
  });

  it('same for both eyes copies OD to OS', async () => {
    const r = await create({ sameForBothEyes: true, rightEyeRx: SPHERE, leftEyeRx: TORIC });
    expect(r.status).toBe(200);
    const got = await list({ prescriptionId: r.body.id }, staff, r.body.position);
    expect(got.body.prescriptions[0].leftEyeRx.variantId).toBe(SPHERE.variantId);
  });

  it.each([
    ['no nickname', { prescriptionNickname: ' ' }, 'prescriptionNickname', PRESCRIPTION_MESSAGES.nicknameRequired],
    ['no expiration', { prescriptionExpirationDate: undefined }, 'prescriptionExpirationDate', PRESCRIPTION_MESSAGES.expirationRequired],
    ['not a date', { prescriptionExpirationDate: '2027-02-30' }, 'prescriptionExpirationDate', PRESCRIPTION_MESSAGES.validDate],
    ['no eye', { rightEyeRx: undefined }, 'rightEyeRx', PRESCRIPTION_MESSAGES.eyeRequired],
    ['no patient', { patientAccountNo: undefined }, 'patientAccountNo', PRESCRIPTION_MESSAGES.patientRequired],
  ])('refuses %s (400 with the field message)', async (_n, change, field, message) => {
    const r = await create(change);
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors?.[field]).toBe(message);
  });

  it.each([
    ['expiration today', { prescriptionExpirationDate: today }, PRESCRIPTION_MESSAGES.expirationAfterToday],
    ['expiration beyond 4 years', { prescriptionExpirationDate: addYearsPlusDay() }, PRESCRIPTION_MESSAGES.expirationTooFar],
    ['expiration in the past', { prescriptionExpirationDate: '2020-01-01' }, PRESCRIPTION_MESSAGES.expirationAfterToday],
  ])('refuses %s', async (_n, change, message) => {
    const r = await create(change);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it.each([
    ['an unknown product', { productId: 'PRD-9999', variantId: 'PRD-9999:1' }],
    ['a combination the product does not offer', { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:45' }],
    ['a variant of another product', { productId: 'PRD-1008', variantId: SPHERE.variantId }],
  ])('refuses %s: 400 INVALID_PRODUCT_COMBINATION', async (_n, eye) => {
    const r = await create({ rightEyeRx: eye });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'INVALID_PRODUCT_COMBINATION', message: 'Invalid product combination. Please check the selected lens parameters.' });
  });

  it('lists newest expiration first, leaves deleted ones out, and filters', async () => {
    const a = await call('/api/prescription/create', { patientAccountNo: otherPatient, prescriptionNickname: 'A', prescriptionExpirationDate: inYears(1), prescriber: 'Dr. A', rightEyeRx: SPHERE }, staff);
    const b = await call('/api/prescription/create', { patientAccountNo: otherPatient, prescriptionNickname: 'B', prescriptionExpirationDate: inYears(3), prescriber: 'Dr. B', rightEyeRx: SPHERE }, staff);
    const c = await call('/api/prescription/create', { patientAccountNo: otherPatient, prescriptionNickname: 'C', prescriptionExpirationDate: inYears(2), prescriber: 'Dr. A', leftEyeRx: TORIC }, staff);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    const all = await list({ patientAccountNumber: otherPatient }, staff, c.body.position);
    expect(all.body.prescriptions.map((p: { prescriptionNickname: string }) => p.prescriptionNickname)).toEqual(['B', 'C', 'A']);
    const byA = await list({ patientAccountNumber: otherPatient, prescribedBy: 'Dr. A' });
    expect(byA.body.prescriptions.map((p: { prescriptionNickname: string }) => p.prescriptionNickname)).toEqual(['C', 'A']);
    for (const f of [{ isExpired: false }, { isActive: true }, { status: 'active' }]) {
      expect((await list({ patientAccountNumber: otherPatient, ...f })).body.prescriptions, JSON.stringify(f)).toHaveLength(3);
    }
    for (const f of [{ isExpired: true }, { isActive: false }, { status: 'expired' }, { dueForReorder: true }, { isExpired: true, isActive: true }]) {
      expect((await list({ patientAccountNumber: otherPatient, ...f })).body.prescriptions, JSON.stringify(f)).toHaveLength(0);
    }
    const del = await call('/api/prescription/updatestate', { id: b.body.id, patientAccountNo: otherPatient, state: 'deleted' }, staff);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const after = await list({ patientAccountNumber: otherPatient }, staff, del.body.position);
    expect(after.body.prescriptions.map((p: { prescriptionNickname: string }) => p.prescriptionNickname)).toEqual(['C', 'A']);
    const gone = await list({ patientAccountNumber: otherPatient, prescriptionId: b.body.id });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'VALUE_NOT_FOUND', message: 'VALUE_NOT_FOUND: Prescription not found.' });
    const restored = await call('/api/prescription/updatestate', { id: b.body.id, patientAccountNo: otherPatient, state: 'active' }, staff);
    expect((await list({ patientAccountNumber: otherPatient }, staff, restored.body.position)).body.prescriptions).toHaveLength(3);
  });

  it('an expired prescription (expiration date past) is marked expired', async () => {
    const r = await create({ prescriptionNickname: 'Old' });
    // Back-date the stored row as if the prescription had been written long ago (the command refuses past dates).
    await fresh('/api/prescription/get', { patientAccountNumber: patientAccount }, staff, at(r.body.position));
    await platform.infra.sql.query(`UPDATE rm.prescriptions SET expiration_date = '2020-01-01' WHERE prescription_id = $1`, [r.body.id]);
    const got = await list({ prescriptionId: r.body.id });
    expect(got.body.prescriptions[0]).toMatchObject({ isExpired: true, status: 'expired' });
    const expired = await list({ isExpired: true });
    expect(expired.body.prescriptions.map((p: { id: string }) => p.id)).toContain(r.body.id);
    const all = await list({});
    expect(all.body.prescriptions.at(-1).id).toBe(r.body.id); // oldest expiration last
  });
});

function addYearsPlusDay(): string {
  const d = new Date(`${inYears(4)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('update, nickname, expiration', () => {
  it('update needs id, patientAccountNo and expiration; replaces given fields', async () => {
    const r = await create({ prescriptionNickname: 'Before', prescriber: 'Dr. X' });
    const missing = await call('/api/prescription/update', { id: r.body.id, patientAccountNo: patientAccount }, staff);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.prescriptionExpirationDate).toBe(PRESCRIPTION_MESSAGES.expirationRequired);
    const u = await call('/api/prescription/update', { id: r.body.id, patientAccountNo: patientAccount, prescriptionExpirationDate: inYears(2), rightEyeRx: SPHERE }, staff);
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    const got = await list({ prescriptionId: r.body.id }, staff, u.body.position);
    expect(got.body.prescriptions[0]).toMatchObject({ prescriptionNickname: 'Before', prescriber: 'Dr. X', prescriptionExpirationDate: inYears(2) });
    expect(got.body.prescriptions[0].rightEyeRx.variantId).toBe(SPHERE.variantId);
    const cleared = await call('/api/prescription/update', { id: r.body.id, patientAccountNo: patientAccount, prescriptionExpirationDate: inYears(2), prescriber: '' }, staff);
    expect((await list({ prescriptionId: r.body.id }, staff, cleared.body.position)).body.prescriptions[0].prescriber).toBeNull();
    const unknown = await call('/api/prescription/update', { id: 'nope', patientAccountNo: patientAccount, prescriptionExpirationDate: inYears(2) }, staff);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'VALUE_NOT_FOUND', message: 'VALUE_NOT_FOUND: Prescription not found.' });
  });

  it('changes the nickname and the expiration, each its own event', async () => {
    const r = await create({ prescriptionNickname: 'Nick' });
    const n = await call('/api/prescription/updatenickname', { id: r.body.id, patientAccountNo: patientAccount, prescriptionNickname: 'Renamed' }, staff);
    expect(n.status, JSON.stringify(n.body)).toBe(200);
    const e = await call('/api/prescription/updateexpiration', { id: r.body.id, patientAccountNo: patientAccount, prescriptionExpirationDate: inYears(3) }, admin);
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    const bad = await call('/api/prescription/updateexpiration', { id: r.body.id, patientAccountNo: patientAccount, prescriptionExpirationDate: addYearsPlusDay() }, staff);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', message: PRESCRIPTION_MESSAGES.expirationTooFar });
    const empty = await call('/api/prescription/updatenickname', { id: r.body.id, patientAccountNo: patientAccount, prescriptionNickname: '' }, staff);
    expect(empty.status).toBe(400);
    const got = await list({ prescriptionId: r.body.id }, staff, e.body.position);
    expect(got.body.prescriptions[0]).toMatchObject({ prescriptionNickname: 'Renamed', prescriptionExpirationDate: inYears(3) });
    const types = (await eventsOf(prescriptionsStream(patientAccount))).filter((x) => x.data.prescriptionId === r.body.id).map((x) => x.type);
    expect(types).toEqual(['PrescriptionCreated', 'PrescriptionNicknameChanged', 'PrescriptionExpirationChanged']);
    const same = await call('/api/prescription/updatenickname', { id: r.body.id, patientAccountNo: patientAccount, prescriptionNickname: 'Renamed' }, staff);
    expect(same.body.position).toBeNull();
  });
});

describe('date of service (feature flag)', () => {
  it('is dropped when the flag is off, and required and not in the future when it is on', async () => {
    const before = process.env.FEATURE_FLAGS;
    try {
      delete process.env.FEATURE_FLAGS;
      expect((await call('/api/session/config', {})).body.featureFlags).not.toContain('dateOfService'); // freeShippingRule is on by default (D-393)
      const off = await create({ prescriptionNickname: 'No DOS', dateOfService: '2026-01-01' });
      expect(off.status).toBe(200);
      expect((await list({ prescriptionId: off.body.id }, staff, off.body.position)).body.prescriptions[0].dateOfService).toBeNull();

      process.env.FEATURE_FLAGS = 'dateOfService';
      expect((await call('/api/session/config', {})).body.featureFlags).toContain('dateOfService');
      expect((await create({})).body).toMatchObject({ status: 400, message: 'A date of service is required' });
      expect((await create({ dateOfService: inYears(1) })).body).toMatchObject({ status: 400, message: 'The date of service cannot be in the future' });
      const on = await create({ prescriptionNickname: 'With DOS', dateOfService: today });
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      expect((await list({ prescriptionId: on.body.id }, staff, on.body.position)).body.prescriptions[0].dateOfService).toBe(today);
    } finally {
      if (before === undefined) delete process.env.FEATURE_FLAGS;
      else process.env.FEATURE_FLAGS = before;
    }
  });
});

describe('who may', () => {
  it('the patient reads their own prescriptions, not anyone else’s, and cannot write', async () => {
    const r = await create({ prescriptionNickname: 'Mine' });
    const own = await fresh('/api/prescription/get', {}, patient, at(r.body.position));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.prescriptions.map((p: { id: string }) => p.id)).toContain(r.body.id);
    expect((await call('/api/prescription/get', { patientAccountNumber: otherPatient }, patient)).status).toBe(404);
    for (const path of ['/api/prescription/create', '/api/prescription/update', '/api/prescription/updatestate', '/api/prescription/updatenickname', '/api/prescription/updateexpiration']) {
      const w = await call(path, { id: r.body.id, patientAccountNo: patientAccount, prescriptionNickname: 'x', prescriptionExpirationDate: inYears(1), state: 'deleted', rightEyeRx: TORIC }, patient);
      expect(w.status, path).toBe(403);
    }
    expect((await call('/api/prescription/get', { patientAccountNumber: patientAccount })).status).toBe(401);
  });

  it('staff of another practice get 404 for reads and writes; a CSR without impersonation is refused', async () => {
    const r = await create({ prescriptionNickname: 'Private' });
    const read = await call('/api/prescription/get', { patientAccountNumber: patientAccount }, staffB);
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ code: 'INVALID_PATIENT_NOT_FOUND', message: 'Patient not found' });
    expect((await create({}, staffB)).status).toBe(404);
    for (const [path, body] of [
      ['/api/prescription/updatenickname', { prescriptionNickname: 'Hacked' }],
      ['/api/prescription/updateexpiration', { prescriptionExpirationDate: inYears(2) }],
      ['/api/prescription/updatestate', { state: 'deleted' }],
      ['/api/prescription/update', { prescriptionExpirationDate: inYears(2) }],
    ] as const) {
      expect((await call(path, { id: r.body.id, patientAccountNo: patientAccount, ...body }, staffB)).status, path).toBe(404);
    }
    expect((await call('/api/prescription/get', { patientAccountNumber: patientAccount }, csr)).status).toBe(403);
    expect((await create({}, csr)).status).toBe(403);
  });

  it('a CSR writes while impersonating staff, and the event names the CSR', async () => {
    const began = await call('/api/customer/beginimpersonation', { accountNumber: '700000001' }, csr);
    expect(began.status, JSON.stringify(began.body)).toBe(200);
    const r = await create({ prescriptionNickname: 'By support' }, began.body.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ev = (await eventsOf(prescriptionsStream(patientAccount))).find((e) => e.data.prescriptionId === r.body.id)!;
    expect(ev.metadata).toMatchObject({ actor: { accountNumber: '700000001', customerGroup: 'Staff' }, impersonator: { accountNumber: '900000001' } });
    await call('/api/customer/endimpersonation', {}, began.body.token);
  });

  it('a deactivated location cannot create, update, rename or change the expiry; reading still works', async () => {
    const r = await create({ prescriptionNickname: 'Before deactivation' });
    const off = await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true }, csr);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const attempts = [
        await create({}),
        await call('/api/prescription/update', { id: r.body.id, patientAccountNo: patientAccount, prescriptionExpirationDate: inYears(2) }, staff),
        await call('/api/prescription/updatenickname', { id: r.body.id, patientAccountNo: patientAccount, prescriptionNickname: 'x' }, staff),
        await call('/api/prescription/updateexpiration', { id: r.body.id, patientAccountNo: patientAccount, prescriptionExpirationDate: inYears(2) }, staff),
      ];
      for (const a of attempts) expect(a.body).toMatchObject({ status: 403, code: 'LOCATION_DEACTIVATED' });
      expect((await list({})).status).toBe(200);
    } finally {
      await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: false }, csr);
    }
    expect((await create({})).status).toBe(200);
  });
});
