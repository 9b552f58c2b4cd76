import { beforeAll, describe, expect, it } from 'vitest';
import { seedRewardsDemo } from '../../command-api/seed/seed-rewards';
import { submitRewardsClaimJob } from '../../workers/jobs/rewards-claim-jobs';
import { rewardsStream } from '../../domain/rewards/events';
import { reminderTimerId } from '../../domain/rewards/claim-reminders';
import { rewardsReminderHandler } from '../../workers/scheduler/rewards-reminder-handler';
import { atPosition, ORDERS_AS_PLACED, testApp, until } from '../support/test-app';
import { rebateClaimsProjection } from '../../projections/rebate-claims';
import { projectionChecksum } from '../../workers/projections/checksum';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { testMeta } from '../support/event-meta';

/**
 * Manufacturer rewards and rebates (issue #15) through both APIs, the reactor and the programme
 * sandbox: configs, eligibility of the demo's delivered orders, join, submit → reactor → approved,
 * duplicate and bad input appending nothing, the programme's 461, idempotent jobs, history.
 */
const { platform, call, fresh, signInAll, eventsOf, waitForMail, mailCount, createCart, registeredPatient, signIn } = testApp({ env: { ...ORDERS_AS_PLACED, FEATURE_FLAGS: 'rebateDetails', REWARDS_SANDBOX_LATENCY_MS: '20' } });

let patient: string;
let patientB: string;
let staff: string;
let staffB: string;
let csr: string;
let account: string;
let orders: Record<string, string>;
let rxs: Record<string, string>;
let dupont: { token: string; account: string; flakyOrder: string } | undefined;

const submit = (token: string, body: Record<string, unknown>) => call('/api/order/rebate/submitclaim', body, token);
const details = (token: string, prescriptionId: string, extra: Record<string, unknown> = {}) =>
  fresh('/api/order/rebate/details', { patientAccountNumber: account, prescriptionId, ...extra }, token);

beforeAll(async () => {
  ({ patient, patientB, staff, staffB, csr } = await signInAll('patient', 'patientB', 'staff', 'staffB', 'csr'));
  const seeded = await seedRewardsDemo(platform.infra.store, {
    plans: [
      { key: 'meridian', productId: 'PRD-2006', writtenDaysAgo: 40, months: 12, orderedDaysAgo: 16, deliveredDaysAgo: 12 },
      { key: 'aurora', productId: 'PRD-1001', writtenDaysAgo: 20, months: 12, orderedDaysAgo: 9, deliveredDaysAgo: 5 },
      { key: 'coastal', productId: 'PRD-3005', writtenDaysAgo: 150, months: 6, orderedDaysAgo: 130, deliveredDaysAgo: 125, claim: true },
      { key: 'past', productId: 'PRD-2006', writtenDaysAgo: 425, months: 12, orderedDaysAgo: 400, deliveredDaysAgo: 396 },
      { key: 'fresh', productId: 'PRD-1004', writtenDaysAgo: 10, months: 12, orderedDaysAgo: 3, deliveredDaysAgo: 0.5 },
      { key: 'shipped', productId: 'PRD-2009', writtenDaysAgo: 10, months: 6, orderedDaysAgo: 2, deliveredDaysAgo: null },
    ],
  });
  account = seeded.accountNumber!;
  orders = seeded.orderIds;
  rxs = seeded.prescriptionIds;
  await platform.projections.caughtUp(30_000);
  // The delivered, eligible orders get their claim windows (the window reactor's job): meridian, aurora and fresh.
  await until(
    async () => (await eventsOf(rewardsStream(account))).filter((e) => e.type === 'ClaimWindowOpened').length,
    (n) => n >= 3,
  );
  await platform.projections.caughtUp(30_000);
});

describe('claim-window reminders', () => {
  it('a delivered eligible order sets its reminder timers; a due reminder is e-mailed once; a claim cancels them', async () => {
    const windows = (await eventsOf(rewardsStream(account))).filter((e) => e.type === 'ClaimWindowOpened');
    expect(windows.map((w) => w.data.orderId).sort()).toEqual([orders.aurora, orders.fresh, orders.meridian].sort());
    const ref = { accountNumber: account, orderId: orders.aurora!, manufacturerId: 'MFR-AURORA' };
    const timers = await until(
      async () => (await platform.infra.sql.query<{ timer_id: string; due_at: string }>('SELECT timer_id, due_at FROM rm.timers WHERE timer_id LIKE $1', [`rewards-reminder-${account}-%`])).rows,
      (rows) => rows.length >= 4,
    );
    const ids = timers.map((t) => t.timer_id);
    expect(ids).toEqual(expect.arrayContaining([reminderTimerId(ref, 'higherReward'), reminderTimerId(ref, 'deadline')]));
    // The higher-reward reminder fires (as the scheduler would): due once, e-mailed once.
    const timer = { timerId: reminderTimerId(ref, 'higherReward'), kind: 'rewards.claimReminder', dueAt: timers.find((t) => t.timer_id === reminderTimerId(ref, 'higherReward'))!.due_at, payload: { ...ref, reminder: 'higherReward', until: windows.find((w) => w.data.orderId === orders.aurora)!.data.higherRewardUntil } };
    const ctx = (key: string) => ({
      store: platform.infra.store,
      db: platform.infra.db,
      sql: platform.infra.sql,
      now: new Date(),
      idempotencyKey: key,
      metadata: testMeta(),
    });
    expect(await rewardsReminderHandler(timer, ctx('timer:a'))).toMatch(/reminder due/);
    expect(await rewardsReminderHandler(timer, ctx('timer:b'))).toBe('nothing to remind');
    const mail = await waitForMail('patient@demo.lensloop.test', { tag: 'rewards-reminder' });
    expect(mail.subject).toContain('Aurora Brighter Rewards');
    expect(mail.text).toContain('to get the higher reward of $150.00');
    await until(async () => (await eventsOf(rewardsStream(account))).filter((e) => e.type === 'ClaimReminderSent').length, (n) => n === 1);
    expect(await mailCount('patient@demo.lensloop.test', 'rewards-reminder')).toBe(1);
  });
});

describe('programmes and eligibility', () => {
  it('getconfigs: three manufacturers with the spec fields and their rules', async () => {
    const r = await call('/api/order/rebate/getconfigs', {}, patient);
    expect(r.status).toBe(200);
    expect(r.body.manufacturers).toHaveLength(3);
    const aurora = r.body.manufacturers.find((m: { id: string }) => m.id === 'MFR-AURORA');
    expect(aurora).toMatchObject({ uniqueName: 'aurora-vision', displayName: 'Aurora Vision', rewardsDisplayName: 'Aurora Brighter Rewards', logoFile: 'aurora-vision.svg', programme: 'rewards' });
    expect(aurora.rules).toMatchObject({ windowRule: 'annualSupplyWithin12Months', higherRewardWithinDays: 60, claimOpensAfterHours: 24, minimumAge: 18, minimumAgeByState: { AL: 19, NE: 19 } });
    expect(r.body.manufacturers.filter((m: { programme: string }) => m.programme === 'rebates')).toHaveLength(1);
    expect((await call('/api/order/rebate/getconfigs', {})).status).toBe(401);
  });

  it('details: the codes of the delivered orders, with amount and deadline', async () => {
    const meridian = await details(patient, rxs.meridian!);
    expect(meridian.status).toBe(200);
    expect(meridian.body.orders[0]).toMatchObject({ salesOrderID: orders.meridian, eligibility: { code: 5, eligible: true, amountCents: 10_000, manufacturerId: 'MFR-MERIDIAN' }, claim: null });
    expect((await details(patient, rxs.aurora!)).body.orders[0].eligibility).toMatchObject({ code: 5, amountCents: 15_000 });
    expect((await details(patient, rxs.coastal!)).body.orders[0]).toMatchObject({ eligibility: { code: 7 }, claim: { status: 'approved', statusLabel: 'Approved' } });
    expect((await details(patient, rxs.past!)).body.orders[0].eligibility).toMatchObject({ code: 3, reason: 'WINDOW_CLOSED' });
    expect((await details(patient, rxs.fresh!)).body.orders[0].eligibility).toMatchObject({ code: 4 });
    expect((await details(patient, rxs.shipped!)).body.orders[0].eligibility).toMatchObject({ code: 4 });
    // The practice sees the same; another practice does not see the patient.
    expect((await details(staff, rxs.meridian!)).body.orders[0].eligibility.code).toBe(5);
    expect((await details(staffB, rxs.meridian!)).status).toBe(404);
  });

  it('updatecalculation: rebate of the order about to be placed and the net cost', async () => {
    const r = await call(
      '/api/order/rebate/updatecalculation',
      { patientAccountNumber: account, prescriptionId: rxs.aurora!, orderDetails: [{ productId: 'PRD-1001', variantId: 'x', quantity: 4 }, { productId: 'PRD-1001', variantId: 'x', quantity: 4 }], retail: 900, insurance: 100, discount: 50 },
      patient,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ eligibility: { code: 4, amountCents: 15_000 }, retailCents: 90_000, rebateCents: 15_000, netCostCents: 90_000 - 10_000 - 5_000 - 15_000 });
    const small = await call('/api/order/rebate/updatecalculation', { patientAccountNumber: account, prescriptionId: rxs.aurora!, orderDetails: [{ productId: 'PRD-1001', variantId: 'x', quantity: 1 }] }, patient);
    expect(small.body).toMatchObject({ eligibility: { code: 2 }, rebateCents: 0 });
    // From a cart in progress (the wizards): its lines and subtotal.
    const cart = (await createCart(patient, { customerId: account, prescriptionId: rxs.aurora!, rightEyeBoxes: 4, leftEyeBoxes: 4 })) as { cartId: string; position: number; summary: { subTotalCents: number } };
    const fromCart = await fresh('/api/order/rebate/updatecalculation', { patientAccountNumber: account, prescriptionId: rxs.aurora!, cartId: cart.cartId }, { token: patient, headers: atPosition(cart.position) });
    expect(fromCart.status, JSON.stringify(fromCart.body)).toBe(200);
    expect(fromCart.body).toMatchObject({ eligibility: { code: 4 }, rebateCents: 15_000, retailCents: cart.summary.subTotalCents, netCostCents: cart.summary.subTotalCents - 15_000 });
  });

  it('getbyid carries rebatesInformation with the rebate-details flag', async () => {
    const r = await fresh(`/api/order/getbyid?salesOrderID=${orders.coastal}`, undefined, staff);
    expect(r.status).toBe(200);
    expect(r.body.rebatesInformation).toMatchObject({ eligibility: { code: 7 }, claim: { statusLabel: 'Approved' } });
  });
});

describe('claims', () => {
  it('bad input appends nothing: missing consent, not a member, another patient, not yet 24 h, other roles', async () => {
    const before = (await eventsOf(rewardsStream(account))).length;
    const base = { memberUID: 'MER-X', patientAccount: account, orderId: orders.meridian!, abbyConsent: true, termsAndCondition: true };
    expect((await submit(patient, { ...base, abbyConsent: false })).body).toMatchObject({ status: 400, code: 'CONSENT_REQUIRED', message: 'Please agree to share your information with the programme.' });
    expect((await submit(patient, { ...base, termsAndCondition: false })).body).toMatchObject({ status: 400, code: 'TERMS_REQUIRED' });
    expect((await submit(patient, { ...base, abbyConsent: undefined })).status).toBe(400);
    const notMember = await submit(patient, base);
    expect(notMember.status).toBe(461);
    expect(notMember.body).toMatchObject({ claimError: true, errorCode: 400, code: 'NOT_A_MEMBER' });
    // Another patient's order, or someone else's account: the same 404 as an unknown order.
    expect((await submit(patientB, { ...base, patientAccount: account })).status).toBe(404);
    expect((await submit(patientB, { ...base, patientAccount: undefined })).status).toBe(400);
    expect((await submit(patient, { ...base, orderId: 'SO-NOPE' })).status).toBe(404);
    // Staff and CSRs with their own token do not submit claims.
    expect((await submit(staff, base)).status).toBe(403);
    expect((await submit(csr, base)).status).toBe(403);
    // Delivered 12 hours ago: opens at 24 h.
    const join = await call('/api/order/rebate/join', { manufacturer: 'aurora-vision' }, patient);
    expect(join.status).toBe(200);
    const early = await submit(patient, { ...base, memberUID: join.body.memberUID, orderId: orders.fresh! });
    expect(early.status).toBe(461);
    expect(early.body).toMatchObject({ claimError: true, eligibilityCode: 4, message: 'You can claim this reward 24 hours after your order is delivered.' });
    const claims = (await eventsOf(rewardsStream(account))).filter((e) => e.type === 'ClaimSubmitted');
    expect(claims).toHaveLength(1); // the seeded one only
    expect((await eventsOf(rewardsStream(account))).length).toBe(before + 1); // the join's RewardsMemberLinked only
  });

  it('join → submit → the reactor sends it → approved; a duplicate is refused (code 7) and changes nothing; a replayed job sends nothing', async () => {
    const join = await call('/api/order/rebate/join', { manufacturer: 'meridian-optics' }, patient);
    expect(join.status).toBe(200);
    const memberUID = join.body.memberUID as string;
    expect(memberUID).toMatch(/^MER-/);
    const r = await submit(patient, { memberUID, patientAccount: account, orderId: orders.meridian!, abbyConsent: true, termsAndCondition: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'submitted', amountCents: 10_000 });
    const claimId = r.body.claimId as string;
    const approved = await until(
      () => call(`/api/order/rebate/claim?claimId=${claimId}`, undefined, { token: patient, headers: atPosition(r.body.position) }),
      (x) => x.body?.status === 'approved',
    );
    expect(approved.body).toMatchObject({ status: 'approved', statusLabel: 'Approved', points: 10_000, manufacturer: 'Meridian Clear Advantage' });
    const calls = platform.rewards.claimCalls.filter((c) => c.claimId === claimId).length;
    expect(calls).toBe(1);

    const stream = rewardsStream(account);
    const before = (await eventsOf(stream)).length;
    const dup = await submit(patient, { memberUID, patientAccount: account, orderId: orders.meridian!, abbyConsent: true, termsAndCondition: true });
    expect(dup.status).toBe(461);
    expect(dup.body).toMatchObject({ claimError: true, code: 'CLAIMED_ON_SAME_ORDER', eligibilityCode: 7 });
    expect((await eventsOf(stream)).length).toBe(before);

    // The job again for the same event (a replay): the claim has its outcome, nothing is sent or appended.
    const submitted = (await eventsOf(stream)).find((e) => e.type === 'ClaimSubmitted' && e.data.claimId === claimId)!;
    await submitRewardsClaimJob({ store: platform.infra.store, rewards: platform.rewards })({ id: submitted.event_id, name: 'submit-rewards-claim', payload: { accountNumber: account, claimId, eventId: submitted.event_id }, attempt: 1, attempts: 5 });
    expect(platform.rewards.claimCalls.filter((c) => c.claimId === claimId).length).toBe(1);
    expect((await eventsOf(stream)).length).toBe(before);

    // The practice sees the claim on the order and in the claims list; the order's history names the patient as actor.
    // The claim cancelled the order's reminder timers.
    const left = await until(
      async () => (await platform.infra.sql.query<{ timer_id: string }>('SELECT timer_id FROM rm.timers WHERE timer_id = $1', [reminderTimerId({ accountNumber: account, orderId: orders.meridian!, manufacturerId: 'MFR-MERIDIAN' }, 'deadline')])).rows,
      (rows) => rows.length === 0,
    );
    expect(left).toHaveLength(0);
    const list = await fresh(`/api/order/rebate/claims?orderId=${orders.meridian}`, undefined, staff);
    expect(list.body.claims[0]).toMatchObject({ claimId, statusLabel: 'Approved' });
    expect((await fresh(`/api/order/rebate/claims?orderId=${orders.meridian}`, undefined, staffB)).body.claims).toHaveLength(0);
    const report = await fresh('/api/reports/order-status?limit=100', undefined, staff);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const reportRow = (report.body.rows as { salesOrderID: string; rebateClaim?: { statusLabel: string } }[]).find((row) => row.salesOrderID === orders.meridian);
    expect(reportRow?.rebateClaim).toMatchObject({ statusLabel: 'Approved', manufacturerId: 'MFR-MERIDIAN', amountCents: 10_000 });
    // The history read model follows ClaimApproved (appended by the reactor, no position to wait for) on its own: read until it has it.
    const history = await until(
      () => fresh(`/api/history?recordType=order&recordId=${orders.meridian}`, undefined, staff),
      (h) => ((h.body?.entries ?? []) as { eventType: string }[]).some((e) => e.eventType === 'ClaimApproved'),
    );
    const summaries = (history.body.entries as { summary: string; eventType: string }[]).map((e) => e.eventType);
    expect(summaries).toEqual(expect.arrayContaining(['ClaimSubmitted', 'ClaimApproved']));
  });

  it("the programme's 461 becomes a claim error (ClaimFailed) that answers 461, and the claim may then be submitted again", async () => {
    const signIn = await call('/api/order/rebate/signin', { manufacturer: 'aurora-vision', email: 'patricia+error@example.com', password: 'short' }, patient);
    expect(signIn.status).toBe(400);
    const member = await call('/api/order/rebate/signin', { manufacturer: 'aurora-vision', email: 'patricia+error@example.com', password: 'long-enough-1' }, patient);
    expect(member.status).toBe(200);
    const r = await submit(patient, { memberUID: member.body.memberUID, patientAccount: account, orderId: orders.aurora!, abbyConsent: true, termsAndCondition: true });
    expect(r.status).toBe(200);
    const failed = await until(
      () => call(`/api/order/rebate/claim?claimId=${r.body.claimId}`, undefined, { token: patient, headers: atPosition(r.body.position) }),
      (x) => x.status === 461,
    );
    expect(failed.body).toMatchObject({ status: 461, claimError: true, errorCode: 461, message: 'The request is invalid.' });
    // Joined with the patient's own e-mail, the same order is claimed again and approved (the higher 60-day reward).
    const join = await call('/api/order/rebate/join', { manufacturer: 'aurora-vision' }, patient);
    const again = await submit(patient, { memberUID: join.body.memberUID, patientAccount: account, orderId: orders.aurora!, abbyConsent: true, termsAndCondition: true });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.amountCents).toBe(15_000);
    const approved = await until(
      () => call(`/api/order/rebate/claim?claimId=${again.body.claimId}`, undefined, { token: patient, headers: atPosition(again.body.position) }),
      (x) => x.body?.status === 'approved',
    );
    expect(approved.body.points).toBe(15_000);
  });

  it('a CSR acting as the patient submits with the impersonator in the metadata', async () => {
    const imp = (await call('/api/customer/beginimpersonation', { accountNumber: account, reason: 'Phone call' }, csr)).body.token as string;
    const join = await call('/api/order/rebate/signin', { manufacturer: 'meridian-optics', email: 'patricia.nguyen@example.com', password: 'long-enough-1' }, imp);
    expect(join.status).toBe(200);
    // The Meridian claim of this service year stands: another Meridian order is refused (code 0 / 6), nothing appended.
    const r = await submit(imp, { memberUID: join.body.memberUID, patientAccount: account, orderId: orders.past!, abbyConsent: true, termsAndCondition: true });
    expect(r.status).toBe(461);
    expect(r.body.eligibilityCode).toBe(3);
    const linked = (await eventsOf(rewardsStream(account))).filter((e) => e.type === 'RewardsMemberLinked');
    expect(linked.at(-1)?.metadata.impersonator).toBeTruthy();
    await call('/api/customer/endimpersonation', {}, imp);
  });

  it('no points is a claim error (461); claimed again, the programme answers duplicate: denied as DUPLICATE, in words, for the patient and the practice', async () => {
    const other = await registeredPatient('Dupont', 'Rewards#Dup2027', { dob: '05/14/1987' });
    const token = await signIn(other.email, 'Rewards#Dup2027');
    const seeded = await seedRewardsDemo(platform.infra.store, {
      email: other.email,
      plans: [
        { key: 'dup', productId: 'PRD-2006', writtenDaysAgo: 40, months: 12, orderedDaysAgo: 16, deliveredDaysAgo: 12 },
        { key: 'flaky', productId: 'PRD-3005', writtenDaysAgo: 30, months: 6, orderedDaysAgo: 20, deliveredDaysAgo: 10 },
      ],
    });
    await platform.projections.caughtUp(30_000);
    dupont = { token, account: other.accountNumber, flakyOrder: seeded.orderIds.flaky! };
    const orderId = seeded.orderIds.dup!;
    const claimOf = (r: { body: { claimId: string; position: number } }, done: (x: { status: number; body: { status?: string } }) => boolean) =>
      until(() => call(`/api/order/rebate/claim?claimId=${r.body.claimId}`, undefined, { token, headers: atPosition(r.body.position) }), done);
    const noPoints = await call('/api/order/rebate/signin', { manufacturer: 'meridian-optics', email: 'dupont+nopoints@example.com', password: 'long-enough-1' }, token);
    const first = await submit(token, { memberUID: noPoints.body.memberUID, patientAccount: other.accountNumber, orderId, abbyConsent: true, termsAndCondition: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const failed = await claimOf(first, (x) => x.status === 461);
    expect(failed.body).toMatchObject({ status: 461, claimError: true, errorCode: 461, message: 'The programme awarded no points for this claim.' });

    const join = await call('/api/order/rebate/join', { manufacturer: 'meridian-optics' }, token);
    const again = await submit(token, { memberUID: join.body.memberUID, patientAccount: other.accountNumber, orderId, abbyConsent: true, termsAndCondition: true });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const denied = await claimOf(again, (x) => x.body?.status === 'denied');
    expect(denied.body).toMatchObject({ status: 'denied', statusLabel: 'Denied', denialReason: 'DUPLICATE', message: 'A claim for this order has already been submitted to the programme.' });
    const practice = await fresh(`/api/order/rebate/claims?orderId=${orderId}`, undefined, staff);
    expect(practice.body.claims.find((c: { status: string }) => c.status === 'denied')).toMatchObject({ denialReason: 'DUPLICATE', message: 'A claim for this order has already been submitted to the programme.' });
  });

  it('a programme that does not answer: the job fails, the queue retries it with backoff, and the claim gets its one answer', async () => {
    const { token, account: dupontAccount, flakyOrder } = dupont!;
    const member = await call('/api/order/rebate/signin', { manufacturer: 'coastal-lens', email: 'dupont+flaky@example.com', password: 'long-enough-1' }, token);
    expect(member.status, JSON.stringify(member.body)).toBe(200);
    const r = await submit(token, { memberUID: member.body.memberUID, patientAccount: dupontAccount, orderId: flakyOrder, abbyConsent: true, termsAndCondition: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const answered = await until(
      () => call(`/api/order/rebate/claim?claimId=${r.body.claimId}`, undefined, { token, headers: atPosition(r.body.position) }),
      (x) => x.body?.status === 'approved',
      30_000,
    );
    expect(answered.body).toMatchObject({ status: 'approved', amountCents: 3_000 });
    expect(platform.rewards.claimCalls.filter((c) => c.claimId === r.body.claimId)).toHaveLength(2);
    expect((await eventsOf(rewardsStream(dupontAccount))).filter((e) => e.type === 'ClaimApproved' && e.data.claimId === r.body.claimId)).toHaveLength(1);
  });

  it('a CSR acting as the patient reads the claims and their status, as the patient does', async () => {
    const imp = (await call('/api/customer/beginimpersonation', { accountNumber: account, reason: 'Rewards question' }, csr)).body.token as string;
    const own = await fresh('/api/order/rebate/claims', undefined, patient);
    const asCsr = await fresh('/api/order/rebate/claims', undefined, imp);
    expect(asCsr.status).toBe(200);
    expect(asCsr.body.claims.map((c: { claimId: string; statusLabel: string }) => [c.claimId, c.statusLabel])).toEqual(own.body.claims.map((c: { claimId: string; statusLabel: string }) => [c.claimId, c.statusLabel]));
    expect(asCsr.body.claims.map((c: { statusLabel: string }) => c.statusLabel)).toContain('Approved');
    const orders = await fresh('/api/order/rebate/orders', undefined, imp);
    expect(orders.body.orders.find((o: { salesOrderID: string }) => o.salesOrderID === orders.body.orders[0].salesOrderID)).toBeDefined();
    expect(orders.body.orders.find((o: { salesOrderID: string }) => o.salesOrderID === (own.body.claims[0] as { orderId: string }).orderId)?.claim).not.toBeNull();
    // Without impersonation a CSR reads no patient's claims.
    expect((await call('/api/order/rebate/claims', undefined, csr)).status).toBe(403);
    await call('/api/customer/endimpersonation', {}, imp);
  });

  it('the claims read model (per patient, order and practice) rebuilds from the log byte-identical', async () => {
    const { sql, db, store } = platform.infra;
    await platform.projections.caughtUp(30_000);
    const live = await projectionChecksum(sql, rebateClaimsProjection, 'rm');
    expect(live).toMatch(/^rebate_claims:[1-9]\d*:/);
    await rebuildProjection({ sql, db, store, projection: rebateClaimsProjection, schema: 'rm', intoSchema: 'rebate_rebuild', batchSize: 3 });
    expect(await projectionChecksum(sql, rebateClaimsProjection, 'rebate_rebuild')).toBe(live);
  });

  it('documents the rebate routes in /api/openapi.json', async () => {
    const doc = await call('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/order/rebate/details', '/api/order/rebate/submitclaim', '/api/order/rebate/updatecalculation', '/api/order/rebate/getconfigs']),
    );
  });
});
