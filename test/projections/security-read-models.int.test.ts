import { beforeAll, describe, expect, it } from 'vitest';
import { mfaSettingsProjection } from '../../projections/mfa-settings';
import { notificationPreferencesProjection } from '../../projections/notification-preferences';
import { projectionBed } from '../support/projection-bed';

const { kdb, at, given, project, expectRebuildMatches } = projectionBed({ actor: { accountNumber: 'x', customerGroup: 'Patient' }, start: new Date(Date.UTC(2026, 2, 1, 10, 0)) });

beforeAll(async () => {

  // Given: one account that secured itself, then changed its number and hid the invitation;
  // one that turned two-factor on and off; notification choices and an unsubscribe link.
  await given('mfa-100000001', [
    { type: 'PhoneNumberSet', data: { phone: '5125550143' } },
    { type: 'VerificationCodeSent', data: { codeId: 'c1', purpose: 'verify-phone', phone: '5125550143', codeHash: 'h', sentAt: 'a', expiresAt: 'b' } },
    { type: 'PhoneNumberVerified', data: { phone: '5125550143', codeId: 'c1' } },
    { type: 'TwoFactorEnabled', data: { phone: '5125550143' } },
    { type: 'PhoneNumberSet', data: { phone: '5125550199' } },
    { type: 'MfaModalPreferenceSet', data: { hideMfaModal: true } },
  ]);
  await given('mfa-100000002', [
    { type: 'PhoneNumberSet', data: { phone: '6085550231' } },
    { type: 'PhoneNumberVerified', data: { phone: '6085550231', codeId: 'c2' } },
    { type: 'TwoFactorEnabled', data: { phone: '6085550231' } },
    { type: 'TwoFactorDisabled', data: {} },
  ]);
  await given('notification-preferences-100000001', [
    { type: 'NotificationPreferencesChanged', data: { changes: { tipsNotificationEmail: true, orderNotificationSms: true }, source: 'settings' } },
    { type: 'NotificationPreferencesChanged', data: { changes: { orderNotificationEmail: false }, source: 'unsubscribe-link', kind: 'order' } },
  ]);
  await project([mfaSettingsProjection, notificationPreferencesProjection], 3);
});

describe('security read models', () => {
  it('mfa_settings: number, verified number, two-factor and hideMfaModal per account, no codes', async () => {
    const rows = await kdb.withSchema('rm').selectFrom('mfa_settings').selectAll().orderBy('account_number').execute();
    expect(rows).toEqual([
      { account_number: '100000001', phone: '5125550199', verified_phone: '5125550143', is_mfa_enabled: true, hide_mfa_modal: true, updated_at: at(6) },
      { account_number: '100000002', phone: '6085550231', verified_phone: '6085550231', is_mfa_enabled: false, hide_mfa_modal: false, updated_at: at(10) },
    ]);
  });

  it('notification_preferences: the defaults overlaid with every change, in order', async () => {
    const row = await kdb.withSchema('rm').selectFrom('notification_preferences').selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({
      account_number: '100000001',
      order_notification_email: false,
      order_notification_sms: true,
      reorder_notification_email: true,
      reorder_notification_sms: false,
      promotion_notification_email: false,
      promotion_notification_sms: false,
      tips_notification_email: true,
      tips_notification_sms: false,
      reorder_interval: 'week',
      updated_at: at(12),
    });
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    for (const projection of [mfaSettingsProjection, notificationPreferencesProjection]) {
      await expectRebuildMatches(projection, { intoSchema: 'sec_rebuild' });
    }
  });
});
