import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRewardsDemo } from '../../command-api/seed/seed-rewards';
import { reminderTimerId } from '../../domain/rewards/claim-reminders';
import { type ClaimReminderSent, rewardsStream } from '../../domain/rewards/events';
import { ManualClock } from '../../infra/clock';
import { startSecondWorkers } from '../support/second-workers';
import { linkToken, ORDERS_AS_PLACED, testApp, until } from '../support/test-app';

/**
 * Claim-window reminders by the patient's preferences (issue #15 "an e-mail and SMS when the
 * patient opted in", D-600): they follow the order-notice keys — e-mail on/off, texts on/off (with
 * a verified number) — each e-mail with the "order" unsubscribe link; never after a claim; and with
 * two worker processes on one database (one active, one standing by) each reminder goes once, also
 * when the active process stops and the other takes over. The clock is driven.
 */
const clock = new ManualClock(new Date());
const { platform, call, patientWithPreferences, textsTo, mailCount, waitForMail, eventsOf } = testApp({
  clock,
  schedulerPollMs: 3_600_000,
  env: { ...ORDERS_AS_PLACED, REWARDS_SANDBOX_LATENCY_MS: '20' },
});
const TAG = 'rewards-reminder';
const DOB = { dob: '05/14/1987' };
/** A Meridian annual supply delivered 12 days ago on an exam `writtenDaysAgo` days ago: eligible, one reminder a week before the 1-year deadline. */
const plan = (writtenDaysAgo: number) => [{ key: 'remind', productId: 'PRD-2006', writtenDaysAgo, months: 12, orderedDaysAgo: 16, deliveredDaysAgo: 12 }];

type Patient = Awaited<ReturnType<typeof patientWithPreferences>> & { orderId: string; phone: string | undefined };
let second: Awaited<ReturnType<typeof startSecondWorkers>> | undefined;

async function rewardsPatient(name: string, prefs: Record<string, boolean>, phone?: string, writtenDaysAgo = 40): Promise<Patient> {
  const p = await patientWithPreferences(name, prefs, { fields: DOB, ...(phone ? { phone } : {}) });
  const seeded = await seedRewardsDemo(platform.infra.store, { email: p.email, plans: plan(writtenDaysAgo) });
  return { ...p, orderId: seeded.orderIds.remind!, phone };
}

/** The reminder timer of a patient's order (set once the window reactor found it eligible). */
async function reminderDue(p: Patient): Promise<Date> {
  const id = reminderTimerId({ accountNumber: p.accountNumber, orderId: p.orderId, manufacturerId: 'MFR-MERIDIAN' }, 'deadline');
  const rows = await until(
    async () => (await platform.infra.sql.query<{ due_at: string }>('SELECT due_at FROM rm.timers WHERE timer_id = $1', [id])).rows,
    (r) => r.length === 1,
    30_000,
  );
  expect(rows, `no reminder timer for ${p.orderId}`).toHaveLength(1);
  return new Date(rows[0]!.due_at);
}

const sentOf = async (p: Patient) => (await eventsOf(rewardsStream(p.accountNumber))).filter((e) => e.type === 'ClaimReminderSent').map((e) => e.data as ClaimReminderSent['data']);
const remindersDue = async (p: Patient) => (await eventsOf(rewardsStream(p.accountNumber))).filter((e) => e.type === 'ClaimReminderDue').length;
/** The reminder texts about a patient's order (not its order notices, which the same preference sends). */
const textsAbout = async (p: Patient) => (p.phone ? (await textsTo(p.phone)).filter((t) => t.includes(p.orderId) && t.includes('earns a reward')) : []);

let mailOnly: Patient, textOnly: Patient, both: Patient, neither: Patient, claimed: Patient, later: Patient;

beforeAll(async () => {
  mailOnly = await rewardsPatient('Remi', { orderNotificationEmail: true, orderNotificationSms: false }, '6085550431');
  textOnly = await rewardsPatient('Tess', { orderNotificationEmail: false, orderNotificationSms: true }, '6085550432');
  both = await rewardsPatient('Bram', { orderNotificationEmail: true, orderNotificationSms: true }, '6085550433');
  neither = await rewardsPatient('Nico', { orderNotificationEmail: false, orderNotificationSms: false }, '6085550434');
  claimed = await rewardsPatient('Cleo', { orderNotificationEmail: true, orderNotificationSms: true }, '6085550435');
  // An exam ten days later: its reminder comes ten days after the others'.
  later = await rewardsPatient('Lars', { orderNotificationEmail: true, orderNotificationSms: true }, '6085550436', 30);
  await platform.projections.caughtUp(30_000);
  second = await startSecondWorkers(platform, { clock, schedulerPollMs: 3_600_000 });
}, 240_000);

afterAll(async () => {
  await second?.stop();
});

describe(`claim-window reminders by preference, with two worker processes (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${process.env.REDIS_URL ? ' + BullMQ' : ''})`, () => {
  it('each preference on and off: e-mail (with the order unsubscribe link), text, both, neither; none after a claim; each once though both processes tick', async () => {
    const due = await reminderDue(mailOnly);
    for (const p of [textOnly, both, neither, claimed]) expect((await reminderDue(p)).toISOString()).toBe(due.toISOString());
    expect((await reminderDue(later)).getTime()).toBeGreaterThan(due.getTime());

    // Cleo claims before her reminder: the claim cancels it.
    const join = await call('/api/order/rebate/join', { manufacturer: 'meridian-optics' }, claimed.token);
    expect(join.status, JSON.stringify(join.body)).toBe(200);
    const claim = await call('/api/order/rebate/submitclaim', { memberUID: join.body.memberUID, patientAccount: claimed.accountNumber, orderId: claimed.orderId, abbyConsent: true, termsAndCondition: true }, claimed.token);
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    await platform.projections.caughtUp(30_000);

    // Nothing before its time.
    clock.set(new Date(due.getTime() - 60_000));
    await Promise.all([platform.projections.scheduler.tick(), second!.workers.scheduler.tick()]);
    expect(await remindersDue(mailOnly)).toBe(0);

    // Its time: both processes tick at once; one is active.
    clock.set(due);
    const fired = await Promise.all([platform.projections.scheduler.tick(), second!.workers.scheduler.tick()]);
    expect(fired.filter((n) => n > 0)).toHaveLength(1);
    for (const p of [mailOnly, textOnly, both, neither]) await until(() => sentOf(p), (s) => s.length === 1, 30_000);

    expect((await sentOf(mailOnly))[0]).toMatchObject({ email: { to: mailOnly.email }, sms: null });
    expect((await sentOf(textOnly))[0]).toMatchObject({ email: null, sms: { to: textOnly.phone } });
    expect((await sentOf(both))[0]).toMatchObject({ email: { to: both.email }, sms: { to: both.phone } });
    expect((await sentOf(neither))[0]).toMatchObject({ email: null, sms: null });
    expect(await remindersDue(claimed)).toBe(0);

    const mail = await waitForMail(mailOnly.email, { tag: TAG });
    expect(mail.subject).toContain('Meridian Clear Advantage');
    expect(mail.text).toContain('/manufacturer/rewards?manufacturer=meridian-optics');
    const [text] = await textsAbout(textOnly);
    expect(text).toMatch(/earns a reward from Meridian Clear Advantage\. Your reward can be claimed until \d{2}\/\d{2}\/\d{4}\./);

    // Again, and a day later: nothing more.
    await Promise.all([platform.projections.scheduler.tick(), second!.workers.scheduler.tick()]);
    clock.advance(86_400_000);
    await Promise.all([platform.projections.scheduler.tick(), second!.workers.scheduler.tick()]);
    await platform.projections.caughtUp(30_000);
    expect([await mailCount(mailOnly.email, TAG), await mailCount(textOnly.email, TAG), await mailCount(both.email, TAG), await mailCount(neither.email, TAG), await mailCount(claimed.email, TAG)]).toEqual([1, 0, 1, 0, 0]);
    expect([(await textsAbout(mailOnly)).length, (await textsAbout(textOnly)).length, (await textsAbout(both)).length, (await textsAbout(neither)).length, (await textsAbout(claimed)).length]).toEqual([0, 1, 1, 0, 0]);
    for (const p of [mailOnly, textOnly, both, neither]) expect(await sentOf(p)).toHaveLength(1);

    // The e-mail's unsubscribe link turns order e-mails off (the key the reminder follows).
    const off = await call('/api/customer/unsubscribe', { token: linkToken(mail.text, '/unsubscribe') });
    expect(off.body).toMatchObject({ unsubscribed: true, kind: 'order' });
    expect((await eventsOf(`notification-preferences-${mailOnly.accountNumber}`)).at(-1)!.data).toMatchObject({ changes: { orderNotificationEmail: false }, source: 'unsubscribe-link' });
  });

  it('the active worker process stops: the other takes over and sends the next reminder once', async () => {
    const due = await reminderDue(later);
    await platform.projections.stop();
    clock.set(due);
    // The stand-by takes the scheduler's lock on its next tick, and its projections and reactors within their retry.
    await until(() => second!.workers.scheduler.tick(), (n) => n > 0, 30_000);
    await until(() => sentOf(later), (s) => s.length === 1, 30_000);
    await second!.workers.scheduler.tick();
    clock.advance(86_400_000);
    await second!.workers.scheduler.tick();
    await second!.workers.caughtUp(30_000);
    expect(await sentOf(later)).toHaveLength(1);
    expect((await sentOf(later))[0]).toMatchObject({ email: { to: later.email }, sms: { to: later.phone } });
    expect(await mailCount(later.email, TAG)).toBe(1);
    expect(await textsAbout(later)).toHaveLength(1);
  });
});
