import { expect, it } from 'vitest';
import { staffNotificationStream } from '../../domain/staff-notifications/events';
import { accessRequestsProjection } from '../../projections/access-requests';
import { staffNotificationsProjection } from '../../projections/staff-notifications';
import { projectionChecksum } from '../../workers/projections/checksum';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { atPosition as at, testApp } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, fresh, signIn, eventsOf, waitForMail, linkToken } = testApp();

it('counts unread notifications, marks them viewed and not viewed (an event with its actor), per practice', async () => {
  const [staff, staffB, admin, patient] = await Promise.all([signIn(DEMO.staff), signIn(DEMO.staffB), signIn(DEMO.admin), signIn(DEMO.patient)]);
  expect((await call('/api/customer/notification/count', {}, staff)).body).toEqual({ count: 0 });
  expect((await call('/api/customer/notification/count', {})).status).toBe(401);
  expect((await call('/api/customer/notification/count', {}, patient)).status).toBe(403);
  expect((await call('/api/customer/notification/update', { notifications: [{ id: 'x', isViewed: true }] }, patient)).status).toBe(403);

  const r = await call('/api/customer/accessRequest/create', { email: 'patient.lakeside@demo.lensloop.test' }, staff);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const mail = await waitForMail('patient.lakeside@demo.lensloop.test', { tag: 'access-request' });
  const answer = await call('/api/customer/accessRequest/patientupdate', { id: r.body.id, status: 'accepted', token: linkToken(mail.text, '/patient/access-request') });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);

  expect((await fresh('/api/customer/notification/count', {}, staff, at(answer.body.position))).body).toEqual({ count: 1 });
  expect((await call('/api/customer/notification/count', {}, admin)).body).toEqual({ count: 1 });
  expect((await call('/api/customer/notification/count', {}, staffB)).body).toEqual({ count: 0 });
  const [note] = (await fresh('/api/customer/notification/get', {}, staff, at(answer.body.position))).body.items;
  expect(note).toMatchObject({ isViewed: false, kind: 'access_request_answered', message: 'Grace Lindqvist accepted your access request.' });
  expect((await call('/api/customer/notification/get', {}, staffB)).body.items).toEqual([]);

  // Another practice's staff cannot mark it.
  const foreign = await call('/api/customer/notification/update', { notifications: [{ id: note.id, isViewed: true }] }, staffB);
  expect(foreign.status).toBe(200);
  expect((await fresh('/api/customer/notification/count', {}, staff, at(foreign.body.position))).body).toEqual({ count: 1 });

  const viewed = await call('/api/customer/notification/update', { notifications: [{ id: note.id, isViewed: true }] }, staff);
  expect(viewed.status).toBe(200);
  expect((await fresh('/api/customer/notification/count', {}, staff, at(viewed.body.position))).body).toEqual({ count: 0 });
  expect((await fresh('/api/customer/notification/get', {}, admin, at(viewed.body.position))).body.items[0]).toMatchObject({ id: note.id, isViewed: true });
  const marked = (await eventsOf(staffNotificationStream('PR-1001'))).at(-1)!;
  expect(marked).toMatchObject({ type: 'StaffNotificationsMarked', data: { locationId: 'LOC-1001-A', items: [{ id: note.id, isViewed: true }] }, metadata: { actor: { customerGroup: 'Staff' } } });

  const unviewed = await call('/api/customer/notification/update', { notifications: [{ id: note.id, isViewed: false }] }, admin);
  expect((await fresh('/api/customer/notification/count', {}, staff, at(unviewed.body.position))).body).toEqual({ count: 1 });
  expect((await call('/api/customer/notification/update', { notifications: [] }, staff)).status).toBe(400);
  expect((await call('/api/customer/notification/update', { notifications: [{ id: note.id }] }, staff)).status).toBe(400);
});

it('access_requests and staff_notifications rebuilt from zero equal the live tables', async () => {
  const staff = await signIn(DEMO.staff);
  // Caught up with the whole log first.
  const head = (await platform.infra.sql.query<{ p: number }>('SELECT max(global_position)::int AS p FROM es_events')).rows[0]!.p;
  await fresh('/api/customer/accessRequest/locationget', {}, staff, at(Number(head)));
  await fresh('/api/customer/notification/count', {}, staff, at(Number(head)));
  const { sql, db, store } = platform.infra;
  for (const projection of [accessRequestsProjection, staffNotificationsProjection]) {
    const into = `rebuild_${projection.name}`;
    await rebuildProjection({ sql, db, store, projection, schema: 'rm', intoSchema: into, batchSize: 3 });
    expect(await projectionChecksum(sql, projection, into)).toBe(await projectionChecksum(sql, projection, 'rm'));
  }
  const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM rm.access_requests');
  expect(Number(rows[0]!.n)).toBeGreaterThan(0);
});
