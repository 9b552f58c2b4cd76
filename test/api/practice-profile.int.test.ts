import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES } from '../../domain/practices/practice-notification-preferences';
import { PRACTICE_NOTIFICATION_KEYS } from '../../domain/practices/api-schemas';
import { atPosition, testApp } from '../support/test-app';

const { call, eventsOf, signInAll } = testApp();
let admin: string;
let staff: string;
let adminB: string;
let patient: string;
let csr: string;

beforeAll(async () => {
  ({ admin, staff, adminB, patient, csr } = await signInAll('admin', 'staff', 'adminB', 'patient', 'csr'));
});

const downtown = { address1: '401 Congress Ave', address2: 'Suite 120', city: 'Austin', state: 'TX', zip: '78701' };

describe('practice notification preferences (Get/SetPracticeNotificationPreference)', () => {
  it('answers the defaults for the caller’s location until changed', async () => {
    const r = await call('/api/customer/GetPracticeNotificationPreference', {}, { token: staff });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ locationId: 'LOC-1001-A', ...DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES });
    expect(Object.keys(r.body).filter((k) => k !== 'locationId').sort()).toEqual([...PRACTICE_NOTIFICATION_KEYS].sort());
  });

  it('records only what changes, with the actor, and reads it back', async () => {
    const set = await call('/api/customer/SetPracticeNotificationPreference', { weeklyReportNotificationEmail: true, orderStatusNotificationEmail: true }, { token: staff });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ locationId: 'LOC-1001-A', weeklyReportNotificationEmail: true, orderStatusNotificationEmail: true, position: expect.any(Number) });
    const event = (await eventsOf('practice-PR-1001')).at(-1)!;
    expect(event.type).toBe('PracticeNotificationPreferencesChanged');
    expect(event.data).toEqual({ practiceId: 'PR-1001', locationId: 'LOC-1001-A', changes: { weeklyReportNotificationEmail: true } });
    expect(event.metadata.actor).toMatchObject({ customerGroup: 'Staff' });

    const read = await call('/api/customer/GetPracticeNotificationPreference', {}, { token: staff, headers: atPosition(set.body.position) });
    expect(read.body).toMatchObject({ locationId: 'LOC-1001-A', weeklyReportNotificationEmail: true, accessRequestNotificationEmail: true });
    // The same again records nothing.
    expect((await call('/api/customer/SetPracticeNotificationPreference', { weeklyReportNotificationEmail: true }, { token: staff })).body.position).toBeNull();
    // The administrator sees the other location's own defaults, and can change it.
    const other = await call('/api/customer/GetPracticeNotificationPreference', { locationId: 'LOC-1001-B' }, { token: admin, headers: atPosition(set.body.position) });
    expect(other.body).toEqual({ locationId: 'LOC-1001-B', ...DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES });
    const b = await call('/api/customer/SetPracticeNotificationPreference', { locationId: 'LOC-1001-B', accessRequestNotificationEmail: false }, { token: admin });
    expect(b.status).toBe(200);
    const readB = await call('/api/customer/GetPracticeNotificationPreference', { locationId: 'LOC-1001-B' }, { token: admin, headers: atPosition(b.body.position) });
    expect(readB.body.accessRequestNotificationEmail).toBe(false);
    // Staff's location unchanged by it.
    expect((await call('/api/customer/GetPracticeNotificationPreference', {}, { token: staff, headers: atPosition(b.body.position) })).body.accessRequestNotificationEmail).toBe(true);
  });

  it('keeps each caller to its own scope and validates the keys', async () => {
    expect((await call('/api/customer/SetPracticeNotificationPreference', { locationId: 'LOC-1001-B', weeklyReportNotificationEmail: true }, { token: staff })).status).toBe(403);
    expect((await call('/api/customer/GetPracticeNotificationPreference', { locationId: 'LOC-1001-B' }, { token: staff })).status).toBe(403);
    expect((await call('/api/customer/SetPracticeNotificationPreference', { locationId: 'LOC-2002-A', weeklyReportNotificationEmail: true }, { token: admin })).status).toBe(404);
    expect((await call('/api/customer/GetPracticeNotificationPreference', { locationId: 'LOC-1001-A' }, { token: adminB })).status).toBe(404);
    expect((await call('/api/customer/SetPracticeNotificationPreference', { orderNotificationSms: true }, { token: staff })).status).toBe(400);
    expect((await call('/api/customer/SetPracticeNotificationPreference', {}, { token: staff })).status).toBe(400);
    expect((await call('/api/customer/SetPracticeNotificationPreference', { weeklyReportNotificationEmail: 'yes' }, { token: staff })).status).toBe(400);
    expect((await call('/api/customer/SetPracticeNotificationPreference', { weeklyReportNotificationEmail: true }, { token: patient })).status).toBe(403);
    expect((await call('/api/customer/GetPracticeNotificationPreference', {}, { token: csr })).status).toBe(403);
    expect((await call('/api/customer/GetPracticeNotificationPreference', {})).status).toBe(401);
  });
});

describe('practice and location information (/customer/practice/update, /customer/location/update)', () => {
  it('lets the administrator edit the practice: PracticeInfoUpdated, read back by practice/get and the profile', async () => {
    const r = await call('/api/customer/practice/update', { practiceName: '  Clearview Eye Care & Optical ', phone: '(512) 555-0199' }, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ practiceId: 'PR-1001', name: 'Clearview Eye Care & Optical', phone: '5125550199', position: expect.any(Number) });
    const event = (await eventsOf('practice-PR-1001')).at(-1)!;
    expect(event).toMatchObject({ type: 'PracticeInfoUpdated', data: { practiceId: 'PR-1001', name: 'Clearview Eye Care & Optical', phone: '5125550199' } });
    expect(event.metadata.actor).toMatchObject({ customerGroup: 'Practice' });
    const info = await call('/api/customer/practice/get', {}, { token: staff, headers: atPosition(r.body.position) });
    expect(info.body).toMatchObject({ name: 'Clearview Eye Care & Optical', phone: '5125550199' });
    expect((await call('/api/customer/get', {}, { token: staff, headers: atPosition(r.body.position) })).body.practiceName).toBe('Clearview Eye Care & Optical');
    // Unchanged → nothing recorded.
    expect((await call('/api/customer/practice/update', { practiceName: 'Clearview Eye Care & Optical', phone: '5125550199' }, { token: admin })).body.position).toBeNull();
  });

  it('validates with the spec’s messages and lets only the administrator edit the practice', async () => {
    const blank = await call('/api/customer/practice/update', { practiceName: '   ' }, { token: admin });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toMatchObject({ practiceName: 'This field is required' });
    const phone = await call('/api/customer/practice/update', { practiceName: 'Clearview', phone: '5555555555' }, { token: admin });
    expect(phone.body.fieldErrors).toMatchObject({ phone: 'A valid US phone is required' });
    expect((await call('/api/customer/practice/update', { practiceName: 'Clearview' }, { token: staff })).status).toBe(403);
    expect((await call('/api/customer/practice/update', { practiceName: 'Clearview' }, { token: patient })).status).toBe(403);
  });

  it('lets staff edit their own location and the administrator any location of the practice', async () => {
    const r = await call('/api/customer/location/update', { name: 'Clearview – Downtown Austin', phone: '5125550111', address: downtown }, { token: staff });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ locationId: 'LOC-1001-A', name: 'Clearview - Downtown Austin', phone: '5125550111', address2: 'Suite 120' });
    const event = (await eventsOf('practice-PR-1001')).at(-1)!;
    expect(event).toMatchObject({ type: 'LocationInfoUpdated', data: { locationId: 'LOC-1001-A', name: 'Clearview - Downtown Austin', address: downtown } });
    const list = await call('/api/customer/location/getbypractice', {}, { token: admin, headers: atPosition(r.body.position) });
    expect(list.body.locations.find((l: { locationId: string }) => l.locationId === 'LOC-1001-A')).toMatchObject({ name: 'Clearview - Downtown Austin', phone: '5125550111' });
    // The staff profile's location object follows.
    expect((await call('/api/customer/get', {}, { token: staff, headers: atPosition(r.body.position) })).body.location).toMatchObject({ name: 'Clearview - Downtown Austin' });

    expect((await call('/api/customer/location/update', { locationId: 'LOC-1001-B', name: 'North', address: downtown }, { token: staff })).status).toBe(403);
    const adminEdit = await call('/api/customer/location/update', { locationId: 'LOC-1001-B', name: 'Clearview - North Lamar', address: { address1: '8820 N Lamar Blvd', city: 'Austin', state: 'tx', zip: '78753-1234' } }, { token: admin });
    expect(adminEdit.status, JSON.stringify(adminEdit.body)).toBe(200);
    expect(adminEdit.body).toMatchObject({ locationId: 'LOC-1001-B', state: 'TX', zip: '78753-1234', address2: null, phone: null });
    expect((await call('/api/customer/location/update', { locationId: 'LOC-2002-A', name: 'Not mine', address: downtown }, { token: admin })).status).toBe(404);
  });

  it('validates a location: name required, US state, ZIP', async () => {
    const r = await call('/api/customer/location/update', { name: '', address: { address1: '', city: 'Austin', state: 'ZZ', zip: '7870' } }, { token: staff });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toMatchObject({
      name: 'This field is required',
      'address.address1': 'This field is required',
      'address.state': 'A valid state is required',
      'address.zip': 'A valid ZIP Code is required',
    });
  });
});

describe('practice-group profile fields (/customer/get)', () => {
  it('carries the account state for Practice and Staff, none for patients', async () => {
    const s = await call('/api/customer/get', {}, { token: staff });
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({
      isPracticeBlocked: false,
      isCreditOnHold: false,
      isSignupLocationPmsIntegrated: false,
      ecpDeactivatedStatus: false,
      actingLocationId: 'LOC-1001-A',
      deactivatedLocationIds: [],
    });
    expect(s.body).toHaveProperty('lastInviteDate');
    const a = await call('/api/customer/get', {}, { token: admin });
    expect(a.body).toMatchObject({ isPracticeBlocked: false, actingLocationId: 'LOC-1001-A' });
    // The sliding-session renewal answers the same fields, so the browser keeps them.
    const renewed = await call('/api/customer/getbytoken', {}, { token: staff });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body).toMatchObject({ isPracticeBlocked: false, ecpDeactivatedStatus: false, actingLocationId: 'LOC-1001-A', token: expect.any(String) });
    const p = await call('/api/customer/get', {}, { token: patient });
    expect(p.body).not.toHaveProperty('isPracticeBlocked');
    expect(p.body).not.toHaveProperty('ecpDeactivatedStatus');
  });

  it('follows the states support sets', async () => {
    const off = await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true }, { token: csr });
    expect(off.status).toBe(200);
    const s = await call('/api/customer/get', {}, { token: staff, headers: atPosition(off.body.position) });
    expect(s.body).toMatchObject({ ecpDeactivatedStatus: true, deactivatedLocationIds: ['LOC-1001-A'] });
    const blocked = await call('/api/support/practice/state', { practiceId: 'PR-1001', blocked: true }, { token: csr });
    expect((await call('/api/customer/get', {}, { token: admin, headers: atPosition(blocked.body.position) })).body).toMatchObject({ isPracticeBlocked: true, ecpDeactivatedStatus: true });
    // Another practice is not affected.
    expect((await call('/api/customer/get', {}, { token: adminB, headers: atPosition(blocked.body.position) })).body).toMatchObject({ isPracticeBlocked: false, ecpDeactivatedStatus: false });
    // Editing practice information stays allowed while blocked and deactivated (spec point 4).
    expect((await call('/api/customer/practice/update', { practiceName: 'Clearview Eye Care' }, { token: admin })).status).toBe(200);
    expect((await call('/api/customer/location/update', { name: 'Clearview Eye Care - Downtown', address: downtown }, { token: staff })).status).toBe(200);
    expect((await call('/api/customer/SetPracticeNotificationPreference', { weeklyReportNotificationEmail: false }, { token: staff })).status).toBe(200);
    const undo1 = await call('/api/support/practice/state', { practiceId: 'PR-1001', blocked: false }, { token: csr });
    const undo2 = await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: false }, { token: csr });
    expect([undo1.status, undo2.status]).toEqual([200, 200]);
    expect((await call('/api/customer/get', {}, { token: staff, headers: atPosition(undo2.body.position) })).body).toMatchObject({ isPracticeBlocked: false, ecpDeactivatedStatus: false });
  });

  it('documents the new routes in OpenAPI', async () => {
    const doc = (await call('/api/openapi.json')).body;
    for (const path of ['/api/customer/GetPracticeNotificationPreference', '/api/customer/SetPracticeNotificationPreference', '/api/customer/practice/update', '/api/customer/location/update']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
