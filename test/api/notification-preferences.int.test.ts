import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_KEYS } from '../../domain/security/notification-preferences';
import { SECURITY_MESSAGES } from '../../domain/security/messages';
import { signUnsubscribeToken, unsubscribeLink } from '../../infra/auth/unsubscribe-token';
import { testApp } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, eventsOf, latestSms, attemptSignIn } = testApp();
let patientAccount: string;
let token: string;

beforeAll(async () => {
  const r = await attemptSignIn(DEMO.patient);
  token = r.body.token;
  patientAccount = r.body.accountNumber;
});

describe('notification preferences', () => {
  it('answers exactly the eight keys of spec point 3 and the reorder interval (issue #20), with the defaults before any choice', async () => {
    const r = await call('/api/customer/GetNotificationPreference', {}, { token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual([...NOTIFICATION_KEYS, 'reorderInterval'].sort());
    expect(r.body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, reorderInterval: 'week' });
  });

  it('records only what changes (NotificationPreferencesChanged) and reads it back at once', async () => {
    const set = await call('/api/customer/SetNotificationPreference', { promotionNotificationEmail: true, orderNotificationEmail: true }, { token });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ promotionNotificationEmail: true, orderNotificationEmail: true, position: expect.any(Number) });
    const read = await call('/api/customer/GetNotificationPreference', {}, { token, headers: { 'x-min-position': String(set.body.position) } });
    expect(read.body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, promotionNotificationEmail: true, reorderInterval: 'week' });
    const events = await eventsOf(`notification-preferences-${patientAccount}`);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({ changes: { promotionNotificationEmail: true }, source: 'settings' });
    expect(events[0]!.metadata.actor).toEqual({ accountNumber: patientAccount, customerGroup: 'Patient' });
    // Nothing new: nothing recorded.
    expect((await call('/api/customer/SetNotificationPreference', { promotionNotificationEmail: true }, { token })).body.position).toBeNull();
  });

  it('turns on text-message notifications only with a verified number', async () => {
    const refused = await call('/api/customer/SetNotificationPreference', { orderNotificationSms: true }, { token });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'SMS_NUMBER_NOT_VERIFIED', message: SECURITY_MESSAGES.smsNotVerifiedForNotifications });

    await call('/api/customer/UpdateSMSNumber', { phone: '5125550143' }, { token });
    await call('/api/customer/SendVerificationCode', {}, { token });
    const { code } = await latestSms('5125550143');
    expect((await call('/api/customer/VerifyCode', { code }, { token })).status).toBe(200);

    const ok = await call('/api/customer/SetNotificationPreference', { orderNotificationSms: true, reorderNotificationSms: true }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ orderNotificationSms: true, reorderNotificationSms: true });
    // Turning a text preference off never needs a number.
    expect((await call('/api/customer/SetNotificationPreference', { reorderNotificationSms: false }, { token })).body.reorderNotificationSms).toBe(false);
  });

  it('accepts only the eight keys as booleans, and is for patients', async () => {
    expect((await call('/api/customer/SetNotificationPreference', { newsletter: true }, { token })).status).toBe(400);
    expect((await call('/api/customer/SetNotificationPreference', { tipsNotificationEmail: 'yes' }, { token })).status).toBe(400);
    expect((await call('/api/customer/SetNotificationPreference', {}, { token })).status).toBe(400);
    expect((await call('/api/customer/SetNotificationPreference', { reorderInterval: 'year' }, { token })).status).toBe(400);
    const staff = (await attemptSignIn(DEMO.staff)).body.token;
    expect((await call('/api/customer/GetNotificationPreference', {}, { token: staff })).status).toBe(403);
    expect((await call('/api/customer/SetNotificationPreference', { tipsNotificationEmail: true }, { token: staff })).status).toBe(403);
    expect((await call('/api/customer/GetNotificationPreference', {})).status).toBe(401);
  });
});

describe('unsubscribe by link', () => {
  it('turns off the e-mails of the link\'s kind, with the account holder as actor, and repeats harmlessly', async () => {
    const link = await unsubscribeLink(platform.infra.sql, 'http://localhost:3000', patientAccount, 'promotion', 60_000);
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);
    const linkToken = decodeURIComponent(link.split('token=')[1]!);
    const r = await call('/api/customer/unsubscribe', { token: linkToken });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ unsubscribed: true, kind: 'promotion', position: expect.any(Number) });
    const prefs = await call('/api/customer/GetNotificationPreference', {}, { token, headers: { 'x-min-position': String(r.body.position) } });
    expect(prefs.body.promotionNotificationEmail).toBe(false);
    expect(prefs.body.orderNotificationEmail).toBe(true);

    const last = (await eventsOf(`notification-preferences-${patientAccount}`)).at(-1)!;
    expect(last.data).toEqual({ changes: { promotionNotificationEmail: false }, source: 'unsubscribe-link', kind: 'promotion' });
    expect(last.metadata.actor).toEqual({ accountNumber: patientAccount, customerGroup: 'Patient' });

    const again = await call('/api/customer/unsubscribe', { token: linkToken });
    expect(again.body).toMatchObject({ unsubscribed: true, position: null });
  });

  it('"all" turns off every e-mail and leaves text messages alone', async () => {
    const all = await signUnsubscribeToken(platform.infra.sql, patientAccount, 'all', 60_000);
    const r = await call('/api/customer/unsubscribe', { token: all });
    const prefs = await call('/api/customer/GetNotificationPreference', {}, { token, headers: { 'x-min-position': String(r.body.position) } });
    expect(prefs.body).toMatchObject({
      orderNotificationEmail: false,
      reorderNotificationEmail: false,
      promotionNotificationEmail: false,
      tipsNotificationEmail: false,
      orderNotificationSms: true,
    });
  });

  it('refuses an invalid, expired or foreign-signed token (the page shows the failure)', async () => {
    expect((await call('/api/customer/unsubscribe', { token: 'x'.repeat(40) })).body).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    const expired = await signUnsubscribeToken(platform.infra.sql, patientAccount, 'tips', 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call('/api/customer/unsubscribe', { token: expired })).body.code).toBe('INVALID_TOKEN');
    // A session token is not an unsubscribe token.
    expect((await call('/api/customer/unsubscribe', { token })).body.code).toBe('INVALID_TOKEN');
    const unknown = await signUnsubscribeToken(platform.infra.sql, '123123123', 'tips', 60_000);
    expect((await call('/api/customer/unsubscribe', { token: unknown })).body.code).toBe('INVALID_TOKEN');
  });

  it('documents the notification paths', async () => {
    const doc = await call('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/customer/SetNotificationPreference', '/api/customer/GetNotificationPreference', '/api/customer/unsubscribe']),
    );
  });
});
