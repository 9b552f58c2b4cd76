import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_DEACTIVATED_MESSAGE } from '../../domain/practices/account-state-rules';
import { MESSAGES } from '../../domain/shared/errors';
import { atPosition, testApp } from '../support/test-app';

const { call, eventsOf, signInAll, attemptSignIn } = testApp();
let admin: string;
let staff: string;
let csr: string;
let adminB: string;
let patient: string;
let csrAccount: string;

beforeAll(async () => {
  ({ admin, staff, adminB, patient } = await signInAll('admin', 'staff', 'adminB', 'patient'));
  const c = await attemptSignIn('csr');
  csr = c.body.token;
  csrAccount = c.body.accountNumber;
});

let seq = 0;
const newPatient = () => ({ firstName: 'Jamie', lastName: 'Rivera', email: `jamie.rivera.${++seq}@example.test` });

describe('practice reads', () => {
  it('answers the caller’s practice with its locations (/customer/practice/get)', async () => {
    for (const token of [admin, staff]) {
      const r = await call('/api/customer/practice/get', {}, { token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ practiceId: 'PR-1001', isPracticeBlocked: false, isCreditOnHold: false, defaultRxExpiry: '2 years' });
      expect(r.body.locations.map((l: { locationId: string }) => l.locationId)).toContain('LOC-1001-A');
      expect(r.body.locations.every((l: { practiceId: string; deactivated: boolean }) => l.practiceId === 'PR-1001' && !l.deactivated)).toBe(true);
    }
    // Another practice sees only its own.
    const b = await call('/api/customer/practice/get', {}, { token: adminB });
    expect(b.body.practiceId).toBe('PR-2002');
    expect(b.body.locations.every((l: { practiceId: string }) => l.practiceId === 'PR-2002')).toBe(true);
  });

  it('lists the practice’s locations (/customer/location/getbypractice)', async () => {
    const r = await call('/api/customer/location/getbypractice', {}, { token: staff });
    expect(r.status).toBe(200);
    expect(r.body.practiceId).toBe('PR-1001');
    expect(r.body.locations.length).toBeGreaterThan(0);
    expect(r.body.locations[0]).toMatchObject({ locationId: expect.any(String), name: expect.any(String), zip: expect.any(String), deactivated: false });
  });

  it('is for practice accounts only', async () => {
    expect((await call('/api/customer/practice/get', {}, { token: patient })).status).toBe(403);
    expect((await call('/api/customer/getdefaultrxexpiry', {}, { token: patient })).status).toBe(403);
    expect((await call('/api/customer/location/getbypractice', {})).status).toBe(401);
  });
});

describe('default prescription expiry', () => {
  it('is "2 years" until set, then what the administrator chose (DefaultPrescriptionExpirySet)', async () => {
    expect((await call('/api/customer/getdefaultrxexpiry', {}, { token: staff })).body).toEqual({ expiry: '2 years' });
    const set = await call('/api/customer/setdefaultrxexpiry', { newExpiry: '1 year' }, { token: admin });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ expiry: '1 year', position: expect.any(Number) });
    const read = await call('/api/customer/getdefaultrxexpiry', {}, { token: staff, headers: atPosition(set.body.position) });
    expect(read.body).toEqual({ expiry: '1 year' });
    expect((await call('/api/customer/practice/get', {}, { token: admin, headers: atPosition(set.body.position) })).body.defaultRxExpiry).toBe('1 year');
    // The other practice keeps its own.
    expect((await call('/api/customer/getdefaultrxexpiry', {}, { token: adminB, headers: atPosition(set.body.position) })).body).toEqual({ expiry: '2 years' });

    const events = await eventsOf('practice-PR-1001');
    const last = events.at(-1)!;
    expect(last.type).toBe('DefaultPrescriptionExpirySet');
    expect(last.data).toEqual({ practiceId: 'PR-1001', years: 1 });
    expect(last.metadata.actor).toMatchObject({ customerGroup: 'Practice' });
    // The same value again records nothing.
    expect((await call('/api/customer/setdefaultrxexpiry', { newExpiry: '1 year' }, { token: admin })).body.position).toBeNull();
  });

  it('accepts only "1 year" or "2 years", from the practice administrator', async () => {
    const bad = await call('/api/customer/setdefaultrxexpiry', { newExpiry: '3 years' }, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: true, code: 'VALIDATION_ERROR', fieldErrors: { newExpiry: 'Choose 1 year or 2 years.' } });
    expect((await call('/api/customer/setdefaultrxexpiry', { newExpiry: '2 years' }, { token: staff })).status).toBe(403);
  });
});

describe('practice account states', () => {
  it('lets only a CSR change them, each change an event with the CSR as actor', async () => {
    expect((await call('/api/support/practice/state', { practiceId: 'PR-1001', blocked: true }, { token: admin })).status).toBe(403);
    expect((await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true }, { token: staff })).status).toBe(403);
    expect((await call('/api/support/practice/state', { practiceId: 'PR-404', blocked: true }, { token: csr })).status).toBe(404);
    expect((await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-2002-A', deactivated: true }, { token: csr })).status).toBe(404);
    expect((await call('/api/support/practice/state', { practiceId: 'PR-1001' }, { token: csr })).status).toBe(400);
  });

  it('blocked practice: 447 on create patient and e-mail display name; allowed actions still work', async () => {
    const r = await call('/api/support/practice/state', { practiceId: 'PR-1001', blocked: true }, { token: csr });
    expect(r.body).toEqual({ changed: ['PracticeBlocked'], position: expect.any(Number) });
    const event = (await eventsOf('practice-PR-1001')).at(-1)!;
    expect(event.type).toBe('PracticeBlocked');
    expect(event.metadata.actor).toMatchObject({ accountNumber: csrAccount, customerGroup: 'CSR' });

    const create = await call('/api/customer/create', newPatient(), { token: staff });
    expect(create.status).toBe(447);
    expect(create.body).toEqual({ status: 447, error: true, code: 'PRACTICE_BLOCKED', message: MESSAGES.practiceBlocked });
    const name = await call('/api/customer/upsertemaildisplayname', { emailDisplayName: 'Clearview Eyes' }, { token: admin });
    expect(name.status).toBe(447);
    // Allowed: update default prescription expiry, search patient profile.
    expect((await call('/api/customer/setdefaultrxexpiry', { newExpiry: '2 years' }, { token: admin })).status).toBe(200);
    expect((await call('/api/customer/search', { keyword: 'Rivera' }, { token: staff })).status).toBe(200);
    expect((await call('/api/customer/practice/get', {}, { token: staff, headers: atPosition(r.body.position) })).body.isPracticeBlocked).toBe(true);
    // Another practice is not affected.
    expect((await call('/api/customer/create', newPatient(), { token: adminB })).status).toBe(200);

    const undo = await call('/api/support/practice/state', { practiceId: 'PR-1001', blocked: false }, { token: csr });
    expect(undo.body.changed).toEqual(['PracticeUnblocked']);
    expect((await call('/api/customer/create', newPatient(), { token: staff })).status).toBe(200);
    expect((await call('/api/customer/practice/get', {}, { token: staff, headers: atPosition(undo.body.position) })).body.isPracticeBlocked).toBe(false);
  });

  it('credit on hold: 448, until released', async () => {
    const r = await call('/api/support/practice/state', { practiceId: 'PR-1001', creditHold: true }, { token: csr });
    expect(r.body.changed).toEqual(['CreditHoldPlaced']);
    const create = await call('/api/customer/create', newPatient(), { token: admin });
    expect(create.status).toBe(448);
    expect(create.body).toMatchObject({ code: 'CREDIT_ON_HOLD', message: MESSAGES.creditOnHold });
    expect((await call('/api/customer/upsertemaildisplayname', { emailDisplayName: 'Clearview Eyes' }, { token: admin })).status).toBe(448);
    expect((await call('/api/customer/practice/get', {}, { token: admin, headers: atPosition(r.body.position) })).body.isCreditOnHold).toBe(true);
    // Repeating changes nothing.
    expect((await call('/api/support/practice/state', { practiceId: 'PR-1001', creditHold: true }, { token: csr })).body).toEqual({ changed: [], position: null });
    expect((await call('/api/support/practice/state', { practiceId: 'PR-1001', creditHold: false }, { token: csr })).body.changed).toEqual(['CreditHoldReleased']);
    expect((await call('/api/customer/upsertemaildisplayname', { emailDisplayName: 'Clearview Eyes' }, { token: admin })).status).toBe(200);
  });

  it('deactivated location: refuses its listed actions there only, with the explanation', async () => {
    const r = await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true }, { token: csr });
    expect(r.body.changed).toEqual(['LocationDeactivated']);
    const event = (await eventsOf('practice-PR-1001')).at(-1)!;
    expect(event).toMatchObject({ type: 'LocationDeactivated', data: { practiceId: 'PR-1001', locationId: 'LOC-1001-A' } });
    expect(event.metadata.actor).toMatchObject({ customerGroup: 'CSR' });

    const create = await call('/api/customer/create', newPatient(), { token: staff });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({ code: 'LOCATION_DEACTIVATED', message: LOCATION_DEACTIVATED_MESSAGE });
    expect((await call('/api/customer/upsertemaildisplayname', { emailDisplayName: 'Clearview Vision' }, { token: staff })).status).toBe(403);
    // Allowed actions at that location still work.
    expect((await call('/api/customer/search', { keyword: 'Rivera' }, { token: staff })).status).toBe(200);
    const info = await call('/api/customer/location/getbypractice', {}, { token: staff, headers: atPosition(r.body.position) });
    expect(info.body.locations.find((l: { locationId: string }) => l.locationId === 'LOC-1001-A').deactivated).toBe(true);
    // The practice's other locations are not affected.
    expect(info.body.locations.find((l: { locationId: string }) => l.locationId === 'LOC-1001-B').deactivated).toBe(false);
    expect((await call('/api/customer/create', { ...newPatient(), locationId: 'LOC-1001-A' }, { token: admin })).status).toBe(403);
    expect((await call('/api/customer/create', { ...newPatient(), locationId: 'LOC-1001-B' }, { token: admin })).status).toBe(200);

    expect((await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: false }, { token: csr })).body.changed).toEqual(['LocationReactivated']);
    expect((await call('/api/customer/create', newPatient(), { token: staff })).status).toBe(200);
  });

  it('documents the routes and the 447/448 answers in OpenAPI', async () => {
    const doc = (await call('/api/openapi.json')).body;
    for (const path of ['/api/customer/practice/get', '/api/customer/location/getbypractice', '/api/customer/getdefaultrxexpiry', '/api/customer/setdefaultrxexpiry', '/api/support/practice/state', '/api/support/location/state']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/api/customer/create'].post.responses)).toEqual(expect.arrayContaining(['447', '448']));
  });
});
