import { expect, it } from 'vitest';
import { announcementsProjection } from '../../projections/announcements';
import { projectionChecksum } from '../../workers/projections/checksum';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { atPosition as at, testApp, until } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, fresh, signIn, eventsOf } = testApp();

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const announcementEvents = async () => Number((await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE stream_id LIKE 'announcement-%'`)).rows[0]!.n);

it('only a CSR manages announcements; every other role gets 403 (spec point 6); the paths are in the OpenAPI document', async () => {
  const [staff, admin, patient] = await Promise.all([signIn(DEMO.staff), signIn(DEMO.admin), signIn(DEMO.patient)]);
  const body = { state: 'live', audience: 'practices', message: 'Hello', liveDate: inMinutes(-1) };
  for (const token of [staff, admin, patient]) {
    expect((await call('/api/customer/announcements/save', body, token)).status).toBe(403);
    expect((await call('/api/customer/announcements/archive', { id: 'x' }, token)).status).toBe(403);
    expect((await call('/api/customer/announcements/delete', { id: 'x' }, token)).status).toBe(403);
    expect((await call('/api/customer/announcements/bookmark', { id: 'x', isBookmarked: true }, token)).status).toBe(403);
    expect((await call('/api/customer/announcements/all?list=active', undefined, token)).status).toBe(403);
    expect((await call('/api/customer/announcements/get?id=x', undefined, token)).status).toBe(403);
  }
  expect((await call('/api/customer/announcements/save', body)).status).toBe(401);
  expect((await call('/api/customer/announcements/active')).status).toBe(401);
  expect(await announcementEvents()).toBe(0);
  const doc = (await call('/api/openapi.json')).body;
  for (const p of ['active', 'all', 'bookmark', 'save', 'archive', 'delete']) expect(Object.keys(doc.paths)).toContain(`/api/customer/announcements/${p}`);
});

it('bad input gets a message per field and appends nothing', async () => {
  const csr = await signIn(DEMO.csr);
  const good = { state: 'live', audience: 'practices', message: 'Hello', liveDate: inMinutes(-1) };
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...good, message: '' }, 'message', 'A message is required.'],
    [{ ...good, message: undefined }, 'message', 'A message is required.'],
    [{ ...good, takeDownDate: inMinutes(-5) }, 'takeDownDate', 'The take-down date must be after the live date.'],
    [{ ...good, message: 'x'.repeat(10_000) }, 'message', 'The message can be at most 2000 characters.'],
    [{ ...good, headline: '<script>alert(1)</script>' }, 'headline', 'The headline must be plain text (no < or > characters).'],
    [{ ...good, url: 'javascript:alert(1)' }, 'url', 'The link must be a web address starting with http:// or https://.'],
    [{ ...good, state: undefined }, 'state', 'Choose whether to save as a draft or publish.'],
    [{ ...good, audience: undefined }, 'audience', 'Choose who the announcement is for.'],
    [{ ...good, liveDate: undefined }, 'liveDate', 'A live date is required.'],
    [{ ...good, audience: 'practice' }, 'practiceId', 'Choose the practice this announcement is for.'],
  ];
  for (const [body, field, message] of cases) {
    const r = await call('/api/customer/announcements/save', body, csr);
    expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(r.body.fieldErrors?.[field], JSON.stringify(r.body)).toBe(message);
  }
  // A take-down date already past (a rule of the clock) is refused by the decider.
  const past = await call('/api/customer/announcements/save', { ...good, liveDate: inMinutes(-60), takeDownDate: inMinutes(-30) }, csr);
  expect(past.status).toBe(400);
  expect(past.body.message).toBe('The take-down date has already passed.');
  expect(await announcementEvents()).toBe(0);
});

it('a CSR saves, lists, bookmarks, takes down and deletes; readers see their audience only; history names the actor', async () => {
  const [csr, staff, staffB, patient] = await Promise.all([signIn(DEMO.csr), signIn(DEMO.staff), signIn(DEMO.staffB), signIn(DEMO.patient)]);
  const urgent = await call('/api/customer/announcements/save', { state: 'live', audience: 'practices', priority: 'urgent', headline: 'Recall', message: 'A lot is recalled.', liveDate: inMinutes(-1), url: 'https://example.com/recall', urlDisplayText: 'Details' }, csr);
  expect(urgent.status, JSON.stringify(urgent.body)).toBe(200);
  expect(urgent.body.status).toBe('live');
  const mine = await call('/api/customer/announcements/save', { state: 'live', audience: 'practice', practiceId: 'PR-1001', priority: 'important', message: 'Clearview only', liveDate: inMinutes(-2) }, csr);
  const forPatients = await call('/api/customer/announcements/save', { state: 'live', audience: 'patients', type: 'tip', message: 'Clean your case', liveDate: inMinutes(-1) }, csr);
  const draft = await call('/api/customer/announcements/save', { state: 'draft', audience: 'everyone', message: 'Not yet', liveDate: inMinutes(60) }, csr);
  expect(draft.body.status).toBe('draft');
  const position = draft.body.position;

  const staffSees = (await fresh('/api/customer/announcements/active', undefined, staff, at(position))).body.items;
  expect(staffSees.map((a: { message: string }) => a.message)).toEqual(['A lot is recalled.', 'Clearview only']); // urgent first
  expect(staffSees[0]).toMatchObject({ priority: 'urgent', url: 'https://example.com/recall', urlDisplayText: 'Details', headline: 'Recall' });
  expect((await call('/api/customer/announcements/active', undefined, staffB)).body.items.map((a: { message: string }) => a.message)).toEqual(['A lot is recalled.']);
  expect((await call('/api/customer/announcements/active', undefined, patient)).body.items.map((a: { message: string }) => a.message)).toEqual(['Clean your case']);

  const active = (await call('/api/customer/announcements/all?list=active&sort=priority&dir=asc', undefined, csr)).body;
  expect(active.total).toBe(3);
  expect(active.items.map((a: { priority: string }) => a.priority)).toEqual(['urgent', 'important', 'normal']);
  expect(active.items[1].practiceName).toBe('Clearview Eye Care');
  expect((await call('/api/customer/announcements/all?list=active&audience=patients', undefined, csr)).body.items).toHaveLength(1);
  expect((await call('/api/customer/announcements/all?list=drafts', undefined, csr)).body.items.map((a: { id: string }) => a.id)).toEqual([draft.body.id]);
  // The filters side panel: type, live-date range (days inclusive), text; bad filters get the panel's messages.
  expect((await call('/api/customer/announcements/all?list=active&type=tip', undefined, csr)).body.items.map((a: { id: string }) => a.id)).toEqual([forPatients.body.id]);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  expect((await call(`/api/customer/announcements/all?list=active&from=${day(-1)}&to=${day(0)}`, undefined, csr)).body.total).toBe(3);
  expect((await call(`/api/customer/announcements/all?list=active&from=${day(1)}`, undefined, csr)).body.total).toBe(0);
  expect((await call('/api/customer/announcements/all?list=active&to=2000-01-01', undefined, csr)).body.total).toBe(0);
  expect((await call('/api/customer/announcements/all?list=active&q=CLEARVIEW', undefined, csr)).body.items.map((a: { id: string }) => a.id)).toEqual([mine.body.id]);
  const badFilters = await call(`/api/customer/announcements/all?list=active&from=2026-12-02&to=2026-12-01&q=${'x'.repeat(101)}`, undefined, csr);
  expect(badFilters.status).toBe(400);
  expect(badFilters.body.fieldErrors).toEqual({ to: 'The end date must be on or after the start date.', q: 'Search text can be at most 100 characters.' });
  expect((await call('/api/customer/announcements/all?list=active&from=yesterday', undefined, csr)).body.fieldErrors).toEqual({ from: 'Enter a date as MM/DD/YYYY.' });

  const flagged = await call('/api/customer/announcements/bookmark', { id: urgent.body.id, isBookmarked: true }, csr);
  expect(flagged.status).toBe(200);
  expect((await fresh('/api/customer/announcements/all?list=active&bookmarked=true', undefined, csr, at(flagged.body.position))).body.items.map((a: { id: string }) => a.id)).toEqual([urgent.body.id]);

  expect((await call('/api/customer/announcements/delete', { id: urgent.body.id }, csr)).status).toBe(422); // take it down first
  const down = await call('/api/customer/announcements/archive', { id: urgent.body.id }, csr);
  expect(down.status).toBe(200);
  expect((await fresh('/api/customer/announcements/active', undefined, staff, at(down.body.position))).body.items.map((a: { message: string }) => a.message)).toEqual(['Clearview only']);
  expect((await call('/api/customer/announcements/all?list=archives', undefined, csr)).body.items.map((a: { id: string }) => a.id)).toEqual([urgent.body.id]);

  const one = (await call(`/api/customer/announcements/get?id=${urgent.body.id}`, undefined, csr)).body;
  expect(one.history.map((h: { summary: string }) => h.summary)).toEqual(['Taken down', 'Bookmarked', 'Published']);
  expect(one.history[0]).toMatchObject({ actorAccount: '900000001', actorGroup: 'CSR', actorName: 'Casey Support' });
  expect((await eventsOf(`announcement-${urgent.body.id}`)).map((e) => [e.type, e.metadata.actor.accountNumber])).toEqual([
    ['AnnouncementPublished', '900000001'],
    ['AnnouncementBookmarkSet', '900000001'],
    ['AnnouncementTakenDown', '900000001'],
  ]);

  const gone = await call('/api/customer/announcements/delete', { id: urgent.body.id }, csr);
  expect(gone.status).toBe(200);
  expect((await fresh('/api/customer/announcements/all?list=archives', undefined, csr, at(gone.body.position))).body.items).toEqual([]);
  expect((await call('/api/customer/announcements/archive', { id: 'nope' }, csr)).status).toBe(404);
});

it('a live date ahead publishes at that time by the scheduler (once), and a take-down date archives it', async () => {
  const [csr, staff] = await Promise.all([signIn(DEMO.csr), signIn(DEMO.staff)]);
  const liveDate = new Date(Date.now() + 1500).toISOString();
  const takeDownDate = new Date(Date.now() + 4000).toISOString();
  const saved = await call('/api/customer/announcements/save', { state: 'live', audience: 'everyone', message: 'Soon', liveDate, takeDownDate }, csr);
  expect(saved.body.status).toBe('scheduled');
  expect((await fresh('/api/customer/announcements/active', undefined, staff, at(saved.body.position))).body.items.some((a: { id: string }) => a.id === saved.body.id)).toBe(false);
  await until(() => call('/api/customer/announcements/active', undefined, staff), (r) => r.body.items.some((a: { id: string }) => a.id === saved.body.id), 10_000);
  await until(() => call(`/api/customer/announcements/get?id=${saved.body.id}`, undefined, csr), (r) => r.body.announcement.status === 'archived', 10_000);
  // The record history says when it was scheduled for, as a date the screen formats (not an ISO string in the sentence).
  const history = (await call(`/api/customer/announcements/get?id=${saved.body.id}`, undefined, csr)).body.history;
  expect(history.map((h: { summary: string; scheduledFor: string | null; actorName: string }) => [h.summary, h.scheduledFor, h.actorName])).toEqual([
    ['Taken down at its take-down date', null, 'Scheduler'],
    ['Published at its live date', null, 'Scheduler'],
    ['Scheduled to go live', liveDate, 'Casey Support'],
  ]);
  const types = (await eventsOf(`announcement-${saved.body.id}`)).map((e) => [e.type, e.metadata.actor.accountNumber]);
  expect(types).toEqual([
    ['AnnouncementScheduled', '900000001'],
    ['AnnouncementPublished', 'system'],
    ['AnnouncementTakenDown', 'system'],
  ]);
});

it('the announcements read model rebuilt from zero equals the live tables', async () => {
  const csr = await signIn(DEMO.csr);
  const head = (await platform.infra.sql.query<{ p: number }>('SELECT max(global_position)::int AS p FROM es_events')).rows[0]!.p;
  await fresh('/api/customer/announcements/all?list=active', undefined, csr, at(Number(head)));
  const { sql, db, store } = platform.infra;
  await rebuildProjection({ sql, db, store, projection: announcementsProjection, schema: 'rm', intoSchema: 'rebuild_announcements', batchSize: 3 });
  expect(await projectionChecksum(sql, announcementsProjection, 'rebuild_announcements')).toBe(await projectionChecksum(sql, announcementsProjection, 'rm'));
});
