import { expect, it } from 'vitest';
import { atPosition as at, testApp, until } from '../support/test-app';
import { DEMO } from '../support/test-platform';

/** Promotions and tips to patients go out by e-mail to the patients who opted in, once each, with the unsubscribe link (issue #16). */
const { platform, call, fresh, signInAll, waitForMail, mailCount, latestSms, patientWithPreferences, textsTo, signIn } = testApp();
const PHONE = '6085550177';

it('a live tip for patients is e-mailed and texted once to each patient opted in to tips, with the unsubscribe link; others get nothing', async () => {
  const { csr, patient, patientB } = await signInAll('csr', 'patient', 'patientB');
  // The patient verifies a number for texts, then opts in to tips by e-mail and text.
  expect((await call('/api/customer/UpdateSMSNumber', { phone: PHONE }, patient)).status).toBe(200);
  expect((await call('/api/customer/SendVerificationCode', {}, patient)).status).toBe(200);
  const verified = await call('/api/customer/VerifyCode', { code: (await latestSms(PHONE)).code }, patient);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const set = await call('/api/customer/SetNotificationPreference', { tipsNotificationEmail: true, tipsNotificationSms: true }, patient);
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  // patientB keeps tips off (opted in to promotions only).
  await call('/api/customer/SetNotificationPreference', { promotionNotificationEmail: true }, patientB);
  await fresh('/api/customer/announcements/active', undefined, patient, at(set.body.position));
  // The broadcast job picks its recipients from the preferences and two-factor read models: wait for both to have the choice.
  await fresh('/api/customer/GetNotificationPreference', {}, patient, at(set.body.position));
  await fresh('/api/customer/GetSMSNumber', {}, patient, at(set.body.position));

  const tip = await call('/api/customer/announcements/save', { state: 'live', audience: 'patients', type: 'tip', headline: 'Rinse with solution', message: 'Never rinse lenses with tap water.', liveDate: new Date(Date.now() - 60_000).toISOString() }, csr);
  expect(tip.status, JSON.stringify(tip.body)).toBe(200);
  const mail = await waitForMail(DEMO.patient, { tag: 'announcement' });
  expect(mail.subject).toBe('Rinse with solution');
  expect(mail.text).toContain('Never rinse lenses with tap water.');
  expect(mail.text).toMatch(/Unsubscribe: https?:\/\/[^\s]+\/unsubscribe\?token=/);
  const delivered = await until(
    async () => (await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = 'AnnouncementDeliveredToPatient' AND data->>'announcementId' = $1`, [tip.body.id])).rows[0]!.n,
    (n) => n >= 1,
  );
  expect(delivered).toBe(1);
  const texts = async () => (await call(`/api/dev/sms?to=${PHONE}`)).body as { items: { body: string }[]; total: number };
  const box = await until(texts, (b) => b.items[0]?.body.startsWith('Lensloop: Rinse with solution.') ?? false);
  expect(box.items[0]!.body).toContain('Never rinse lenses with tap water.');
  const textsAfterFirst = box.total;

  // A general announcement and one for practices are not e-mailed; editing the tip while live sends nothing again.
  await call('/api/customer/announcements/save', { state: 'live', audience: 'patients', type: 'general', message: 'General news', liveDate: new Date(Date.now() - 60_000).toISOString() }, csr);
  await call('/api/customer/announcements/save', { id: tip.body.id, state: 'live', audience: 'patients', type: 'tip', headline: 'Rinse with solution', message: 'Never rinse lenses with tap water!', liveDate: new Date(Date.now() - 60_000).toISOString() }, csr);
  await new Promise((r) => setTimeout(r, 1500));
  expect(await mailCount(DEMO.patient, 'announcement')).toBe(1);
  expect(await mailCount(DEMO.patientB, 'announcement')).toBe(0);

  // Republished after a take-down: the patients already sent to are not sent to again.
  await call('/api/customer/announcements/archive', { id: tip.body.id }, csr);
  await call('/api/customer/announcements/save', { id: tip.body.id, state: 'live', audience: 'patients', type: 'tip', headline: 'Rinse with solution', message: 'Again', liveDate: new Date(Date.now() - 60_000).toISOString() }, csr);
  await new Promise((r) => setTimeout(r, 1500));
  expect(await mailCount(DEMO.patient, 'announcement')).toBe(1);
  expect((await texts()).total).toBe(textsAfterFirst);
});

it('each kind with each preference on and off (issue #20): promotions and tips go by exactly the channels each patient chose', async () => {
  const csr = await signIn('csr');
  const p1 = await patientWithPreferences('Promo', { promotionNotificationEmail: true, promotionNotificationSms: false, tipsNotificationEmail: false }, { phone: '6085550181' });
  const p2 = await patientWithPreferences('Texta', { promotionNotificationEmail: false, promotionNotificationSms: true, tipsNotificationEmail: true }, { phone: '6085550182' });
  const p3 = await patientWithPreferences('Botha', { promotionNotificationEmail: true, promotionNotificationSms: true, tipsNotificationSms: true }, { phone: '6085550183' });
  const p4 = await patientWithPreferences('Quiet', { promotionNotificationEmail: false, tipsNotificationEmail: false }, { phone: '6085550184' });
  await platform.projections.caughtUp(30_000);
  const live = new Date(Date.now() - 60_000).toISOString();
  const promo = await call('/api/customer/announcements/save', { state: 'live', audience: 'patients', type: 'promotion', headline: 'Winter offer', message: 'Ten percent off annual supplies.', liveDate: live }, csr);
  const tip = await call('/api/customer/announcements/save', { state: 'live', audience: 'patients', type: 'tip', headline: 'Case care', message: 'Replace your lens case every three months.', liveDate: live }, csr);
  expect([promo.status, tip.status]).toEqual([200, 200]);
  const deliveries = (id: string) => platform.infra.sql.query<{ account: string; email: string | null; sms: string | null }>(`SELECT data->>'accountNumber' AS account, data->>'email' AS email, data->>'sms' AS sms FROM es_events WHERE type = 'AnnouncementDeliveredToPatient' AND data->>'announcementId' = $1`, [id]);
  const of = async (id: string, p: { accountNumber: string }) => (await deliveries(id)).rows.filter((r) => r.account === p.accountNumber).map((r) => [Boolean(r.email), Boolean(r.sms)]);
  await until(async () => (await deliveries(promo.body.id)).rows.length + (await deliveries(tip.body.id)).rows.length, (n) => n >= 5, 30_000);
  await new Promise((r) => setTimeout(r, 1000));
  // [by e-mail, by text] per patient, or nothing.
  expect([await of(promo.body.id, p1), await of(promo.body.id, p2), await of(promo.body.id, p3), await of(promo.body.id, p4)]).toEqual([[[true, false]], [[false, true]], [[true, true]], []]);
  expect([await of(tip.body.id, p1), await of(tip.body.id, p2), await of(tip.body.id, p3), await of(tip.body.id, p4)]).toEqual([[], [[true, false]], [[false, true]], []]);
  const mails = async (p: { email: string }) => mailCount(p.email, 'announcement');
  expect([await mails(p1), await mails(p2), await mails(p3), await mails(p4)]).toEqual([1, 1, 1, 0]);
  const texts = async (phone: string) => (await textsTo(phone)).filter((t) => t.includes('Winter offer') || t.includes('Case care')).length;
  expect([await texts('6085550181'), await texts('6085550182'), await texts('6085550183'), await texts('6085550184')]).toEqual([0, 1, 2, 0]);
});

