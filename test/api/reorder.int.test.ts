import { afterAll, describe, expect, it } from 'vitest';
import { type CartLine, cartStream, type OrderStatusChanged, orderStream } from '../../domain/ordering/events';
import { addDays, supplyUntilLabel } from '../../domain/ordering/reorder';
import { reorderStream } from '../../domain/ordering/reorder-events';
import { ManualClock } from '../../infra/clock';
import type { EventMetadata } from '../../infra/event-store/port';
import { reorderSupplyProjection } from '../../projections/reorder-supply';
import { checkedOut } from '../support/order-events';
import { startSecondWorkers } from '../support/second-workers';
import { linkToken, testApp } from '../support/test-app';
import { projectionChecksum } from '../../workers/projections/checksum';
import { rebuildProjection } from '../../workers/projections/rebuild';

/**
 * Issue #20 end to end on the API: the supply projection (from orders, delivered or picked up),
 * dueForReorder in /api/prescription/get and its filter, the practice's patient list filter and
 * column, and the reorder reminder as due work driven by a ManualClock — two worker processes on
 * one database send it once, never after a newer order, "book an exam" for an expired prescription,
 * by the channels the patient chose, with an unsubscribe link that turns reorder e-mails off.
 */
const now0 = new Date();
now0.setUTCHours(9, 0, 0, 0);
const clock = new ManualClock(now0);
const today = now0.toISOString().slice(0, 10);
const { platform, call, fresh, signIn, createPatient, createPrescription, registeredPatient, patientWithPreferences, textsTo, waitForMail, mailCount, eventsOf, latestSms } = testApp({
  clock,
  // The platform's scheduler polls rarely; the test ticks it (and a second one) itself.
  schedulerPollMs: 3_600_000,
  env: { FULFILMENT_ENABLED: 'false', ORDER_CONFIRMATION_DELAY_MS: String(60 * 60_000) },
});

const RX = { rightEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' }, leftEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' } };
const line = (eye: 'OD' | 'OS', boxes: number, supplyDays: number): CartLine => ({
  eye,
  productId: 'PRD-1008',
  variantId: eye === 'OD' ? RX.rightEyeRx.variantId : RX.leftEyeRx.variantId,
  dimensions: {},
  boxes,
  packSize: 6,
  unitPriceCents: 5000,
  supplyDays,
});
const meta = (occurredAt: string): EventMetadata => ({ actor: { accountNumber: 'system', customerGroup: 'System' }, correlationId: 'reorder-test', occurredAt, schemaVersion: 1 });
let seq = 0;

/** An order as checkout appends it, dated `daysAgo` before now0 (relative to the driven clock). */
async function order(p: { account: string; practiceId: string; locationId: string; rx: string; daysAgo: number; method?: 'ship' | 'pickup' | 'inOffice'; supplyDays?: number }) {
  const orderId = `ro-${Date.now().toString(36)}-${++seq}`;
  const cartId = `cart-${orderId}`;
  const orderDate = new Date(now0.getTime() - p.daysAgo * 86_400_000).toISOString();
  const d = checkedOut({
    orderId,
    cartId,
    customerAccountNumber: p.account,
    practiceId: p.practiceId,
    locationId: p.locationId,
    prescriptionId: p.rx,
    orderDate,
    lines: [line('OD', 1, p.supplyDays ?? 90), line('OS', 1, p.supplyDays ?? 90)],
    delivery: { method: p.method ?? 'pickup', address: null, deliveryModeId: null, promoCode: null },
  }).data;
  await platform.infra.store.appendToStream(cartStream(cartId), [{ type: 'OrderCheckedOut', data: d, metadata: meta(orderDate) }], { expectedVersion: 'any' });
  return { orderId, cartId, orderDate };
}

async function delivered(o: { orderId: string; cartId: string }, at: string) {
  const data: OrderStatusChanged['data'] = { orderId: o.orderId, cartId: o.cartId, status: 'delivered', at };
  await platform.infra.store.appendToStream(orderStream(o.orderId), [{ type: 'OrderStatusChanged', data, metadata: meta(at) }], { expectedVersion: 'any' });
}

/** A second worker process on the same database and queues (its scheduler stands by while the platform's is active). */
let second: Awaited<ReturnType<typeof startSecondWorkers>> | undefined;
afterAll(async () => {
  await second?.stop();
});
async function tickBoth(): Promise<number> {
  await platform.projections.caughtUp(15_000);
  second ??= await startSecondWorkers(platform, { clock, schedulerPollMs: 3_600_000 });
  const fired = (await Promise.all([platform.projections.scheduler.tick(), second.workers.scheduler.tick()])).reduce((a, b) => a + b, 0);
  await platform.projections.caughtUp(15_000);
  return fired;
}

async function patientWithRx(staff: string, name: string, expiration = addDays(today, 365)) {
  const { accountNumber, email } = await createPatient(staff, { firstName: name });
  const rx = await createPrescription(staff, { patientAccountNo: accountNumber, prescriptionNickname: `${name} lenses`, prescriptionExpirationDate: expiration, ...RX });
  return { accountNumber, email, rx };
}

const reminderEvents = async (account: string, rx: string) => (await eventsOf(reorderStream(account, rx))).map((e) => e.type);

describe(`reorder (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('supply from a delivered order and a pickup order; dueForReorder, its filter, the patient list filter and column', async () => {
    const staff = await signIn('staff');
    const me = (await call('/api/customer/get', {}, staff)).body;
    const ctx = { practiceId: me.practiceId as string, locationId: me.locationId as string };
    // Shipped 90 days of lenses, delivered 80 days ago: lasts until 9 days from now → due (window 14 days).
    const due = await patientWithRx(staff, 'Duena');
    const shipped = await order({ ...ctx, account: due.accountNumber, rx: due.rx, daysAgo: 85, method: 'ship' });
    await delivered(shipped, new Date(now0.getTime() - 80 * 86_400_000).toISOString());
    // Picked up 60 days ago: lasts 30 more days → not due.
    const later = await patientWithRx(staff, 'Laterly');
    await order({ ...ctx, account: later.accountNumber, rx: later.rx, daysAgo: 60 });
    await platform.projections.caughtUp(15_000);

    const got = await fresh('/api/prescription/get', { patientAccountNumber: due.accountNumber }, staff);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const until = addDays(addDays(now0.toISOString(), -80), 89);
    expect(got.body.prescriptions[0]).toMatchObject({ id: due.rx, dueForReorder: true, supplyUntil: until });
    expect(supplyUntilLabel(until)).toMatch(/^supply until \d{2}\/\d{2}\/\d{4}$/);
    expect((await call('/api/prescription/get', { patientAccountNumber: due.accountNumber, dueForReorder: true }, staff)).body.prescriptions.map((p: { id: string }) => p.id)).toEqual([due.rx]);
    expect((await call('/api/prescription/get', { patientAccountNumber: due.accountNumber, dueForReorder: false }, staff)).body.prescriptions).toEqual([]);
    const notDue = await call('/api/prescription/get', { patientAccountNumber: later.accountNumber }, staff);
    expect(notDue.body.prescriptions[0]).toMatchObject({ dueForReorder: false, supplyUntil: addDays(addDays(now0.toISOString(), -60), 89) });
    expect((await call('/api/prescription/get', { patientAccountNumber: later.accountNumber, dueForReorder: true }, staff)).body.prescriptions).toEqual([]);

    const list = await call('/api/customer/search', { isDueForReorder: true, limit: 100 }, staff);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const accounts = list.body.patients.map((p: { accountNumber: string }) => p.accountNumber);
    expect(accounts).toContain(due.accountNumber);
    expect(accounts).not.toContain(later.accountNumber);
    expect(list.body.patients.find((p: { accountNumber: string }) => p.accountNumber === due.accountNumber)).toMatchObject({ dueForReorder: true, supplyUntil: until });
    // Another practice sees none of them.
    const other = await call('/api/customer/search', { isDueForReorder: true, limit: 100 }, await signIn('adminB'));
    expect(other.body.patients.map((p: { accountNumber: string }) => p.accountNumber)).not.toContain(due.accountNumber);
    // The product list's "due for reorder" for a patient.
    const products = await call(`/api/product/all?patientAccountNumber=${due.accountNumber}&dueForReorder=true`, undefined, staff);
    expect(products.status, JSON.stringify(products.body)).toBe(200);
    expect(products.body.products.map((p: { productId: string; dueForReorder: boolean }) => [p.productId, p.dueForReorder])).toEqual([['PRD-1008', true]]);
    expect((await call(`/api/product/all?patientAccountNumber=${later.accountNumber}&dueForReorder=true`, undefined, staff)).body.products).toEqual([]);
    const all = await call(`/api/product/all?patientAccountNumber=${later.accountNumber}`, undefined, staff);
    expect(all.body.products.find((p: { productId: string }) => p.productId === 'PRD-1008')).toMatchObject({ dueForReorder: false });
    expect((await call(`/api/product/all?patientAccountNumber=${due.accountNumber}`, undefined, await signIn('adminB'))).status).toBe(404);
    // A patient reads their own list too (dueForReorder is computed the same way).
    expect(got.body.prescriptions[0].supplyUntil).toBe(until);

    // Rebuildable: replaying the log into fresh tables gives the same rows.
    const { sql, db, store } = platform.infra;
    await platform.projections.caughtUp(15_000);
    await rebuildProjection({ sql, db, store, projection: reorderSupplyProjection, schema: 'rm', intoSchema: 'reorder_rebuild', batchSize: 2 });
    expect(await projectionChecksum(sql, reorderSupplyProjection, 'reorder_rebuild')).toBe(await projectionChecksum(sql, reorderSupplyProjection, 'rm'));
  });

  it('the reminder: deferred to the interval before the end, sent once across two schedulers, with a one-click reorder link and an unsubscribe link that works', async () => {
    const staff = await signIn('staff');
    const me = (await call('/api/customer/get', {}, staff)).body;
    const ctx = { practiceId: me.practiceId as string, locationId: me.locationId as string };
    const p = await patientWithRx(staff, 'Remy');
    await order({ ...ctx, account: p.accountNumber, rx: p.rx, daysAgo: 80 }); // until now0 + 9 days
    clock.set(now0);
    await tickBoth(); // first check (a month before the end) is past: deferred to a week before the end
    expect(await reminderEvents(p.accountNumber, p.rx)).toEqual(['ReorderReminderDeferred']);
    const until = addDays(addDays(now0.toISOString(), -80), 89);
    const remindDay = addDays(until, -6);
    expect((await eventsOf(reorderStream(p.accountNumber, p.rx)))[0]!.data).toMatchObject({ remindAt: `${remindDay}T14:00:00.000Z`, interval: 'week' });
    expect(await mailCount(p.email, 'reorder-reminder')).toBe(0);

    clock.set(`${remindDay}T13:59:00.000Z`);
    await tickBoth();
    expect(await reminderEvents(p.accountNumber, p.rx)).toEqual(['ReorderReminderDeferred']);
    clock.set(`${remindDay}T14:00:00.000Z`);
    await tickBoth(); // both schedulers tick at once: one is active, the firing is recorded per timer and due time
    const mail = await waitForMail(p.email, { tag: 'reorder-reminder' });
    expect(mail.text).toContain(`/patient/order?prescriptionId=${encodeURIComponent(p.rx)}&od=1&os=1`);
    expect(mail.subject).toContain('Time to reorder');
    clock.advance(3 * 86_400_000);
    await tickBoth();
    expect(await mailCount(p.email, 'reorder-reminder')).toBe(1);
    expect(await reminderEvents(p.accountNumber, p.rx)).toEqual(['ReorderReminderDeferred', 'ReorderReminderSent']);

    // The unsubscribe link turns reorder e-mails off (and only those).
    const token = linkToken(mail.text, '/unsubscribe');
    const off = await call('/api/customer/unsubscribe', { token });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ unsubscribed: true, kind: 'reorder' });
    const events = await eventsOf(`notification-preferences-${p.accountNumber}`);
    expect(events.at(-1)!.data).toMatchObject({ changes: { reorderNotificationEmail: false }, source: 'unsubscribe-link' });
  });

  it('never after a newer order; an expired prescription says book an exam; preferences off sends nothing', async () => {
    const staff = await signIn('staff');
    const me = (await call('/api/customer/get', {}, staff)).body;
    const ctx = { practiceId: me.practiceId as string, locationId: me.locationId as string };
    clock.set(now0);
    // A: reorders before the reminder day → the old period's reminder never goes.
    const a = await patientWithRx(staff, 'Newton');
    await order({ ...ctx, account: a.accountNumber, rx: a.rx, daysAgo: 80 });
    // B: the prescription expires before the supply runs out → "book an exam".
    const b = await patientWithRx(staff, 'Examina', addDays(today, 5));
    await order({ ...ctx, account: b.accountNumber, rx: b.rx, daysAgo: 80 });
    // C: a registered patient who turned reorder e-mails off and chose a month ahead.
    const c = await registeredPatient('Quieta', 'Lens-Reorder-2027');
    const cToken = await signIn(c.email, 'Lens-Reorder-2027');
    const prefs = await call('/api/customer/SetNotificationPreference', { reorderNotificationEmail: false, reorderInterval: 'month' }, cToken);
    expect(prefs.status, JSON.stringify(prefs.body)).toBe(200);
    expect(prefs.body).toMatchObject({ reorderNotificationEmail: false, reorderInterval: 'month' });
    expect((await fresh('/api/customer/GetNotificationPreference', {}, cToken, { 'x-min-position': String(prefs.body.position) })).body).toMatchObject({ reorderInterval: 'month', reorderNotificationEmail: false });
    const cRx = await createPrescription(staff, { patientAccountNo: c.accountNumber, prescriptionNickname: 'Quiet lenses', prescriptionExpirationDate: addDays(today, 365), ...RX });
    await order({ ...ctx, account: c.accountNumber, rx: cRx, daysAgo: 80 });
    // D: texts on (verified number), e-mail off, a day ahead.
    const d = await registeredPatient('Textor', 'Lens-Reorder-2027');
    const dToken = await signIn(d.email, 'Lens-Reorder-2027');
    expect((await call('/api/customer/UpdateSMSNumber', { phone: '6085550477' }, dToken)).status).toBe(200);
    expect((await call('/api/customer/SendVerificationCode', {}, dToken)).status).toBe(200);
    expect((await call('/api/customer/VerifyCode', { code: (await latestSms('6085550477')).code }, dToken)).status).toBe(200);
    expect((await call('/api/customer/SetNotificationPreference', { reorderNotificationEmail: false, reorderNotificationSms: true, reorderInterval: 'day' }, dToken)).status).toBe(200);
    const dRx = await createPrescription(staff, { patientAccountNo: d.accountNumber, prescriptionNickname: 'Texted lenses', prescriptionExpirationDate: addDays(today, 365), ...RX });
    await order({ ...ctx, account: d.accountNumber, rx: dRx, daysAgo: 80 });
    // E: both on (a verified number), a week ahead.
    const e = await patientWithPreferences('Bothe', { reorderNotificationEmail: true, reorderNotificationSms: true }, { phone: '6085550478' });
    const eRx = await createPrescription(staff, { patientAccountNo: e.accountNumber, prescriptionNickname: 'Both-ways lenses', prescriptionExpirationDate: addDays(today, 365), ...RX });
    await order({ ...ctx, account: e.accountNumber, rx: eRx, daysAgo: 80 });
    await tickBoth();

    // A reorders now (a pickup of 90 days): its timer moves to the new period.
    await order({ ...ctx, account: a.accountNumber, rx: a.rx, daysAgo: 0 });
    const remindDay = addDays(addDays(addDays(now0.toISOString(), -80), 89), -6);
    clock.set(`${remindDay}T15:00:00.000Z`);
    await tickBoth();
    await tickBoth();
    expect(await mailCount(a.email, 'reorder-reminder')).toBe(0);
    expect(await reminderEvents(a.accountNumber, a.rx)).not.toContain('ReorderReminderSent');

    // E: one e-mail and one text, both with the reorder link.
    const both = await waitForMail(e.email, { tag: 'reorder-reminder' });
    expect(both.text).toContain(`/patient/order?prescriptionId=${encodeURIComponent(eRx)}`);
    expect((await textsTo('6085550478')).filter((t) => t.includes('Reorder:'))).toHaveLength(1);
    expect((await eventsOf(reorderStream(e.accountNumber, eRx))).at(-1)!.data).toMatchObject({ email: { to: e.email }, sms: { to: '6085550478' } });

    const exam = await waitForMail(b.email, { tag: 'reorder-reminder' });
    expect(exam.tags).toContain('book-exam');
    expect(exam.text).toContain('book an eye exam');
    expect(exam.text).not.toContain('/patient/order?');
    expect(exam.text).toContain('/unsubscribe?token=');

    // C: a month ahead means it was due at the first check already; e-mail off → recorded, nothing sent.
    const cEvents = await eventsOf(reorderStream(c.accountNumber, cRx));
    expect(cEvents.map((e) => e.type)).toEqual(['ReorderReminderSent']);
    expect(cEvents[0]!.data).toMatchObject({ email: null, sms: null });
    expect(await mailCount(c.email, 'reorder-reminder')).toBe(0);

    // D: "a day before" — deferred to the last day of supply, then one text with the reorder link, no e-mail.
    expect(await reminderEvents(d.accountNumber, dRx)).toEqual(['ReorderReminderDeferred']);
    const lastDay = addDays(addDays(now0.toISOString(), -80), 89);
    clock.set(`${lastDay}T14:00:00.000Z`);
    await tickBoth();
    await tickBoth();
    const texts = (await call(`/api/dev/sms?to=6085550477`)).body.items.map((i: { body: string }) => i.body).filter((t: string) => t.includes('Reorder:'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`/patient/order?prescriptionId=${encodeURIComponent(dRx)}`);
    expect((await eventsOf(reorderStream(d.accountNumber, dRx))).at(-1)!.data).toMatchObject({ email: null, sms: { to: '6085550477' } });
    expect(await mailCount(d.email, 'reorder-reminder')).toBe(0);
  });
});
