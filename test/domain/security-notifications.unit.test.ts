import { describe, expect, it } from 'vitest';
import type { NotificationPreferencesEvent } from '../../domain/security/events';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  decideSetNotificationPreferences,
  decideUnsubscribe,
  evolveNotificationPreferences,
  initialNotificationPreferencesState,
  NOTIFICATION_KEYS,
  type NotificationPreferencesState,
} from '../../domain/security/notification-preferences';
import { setNotificationPreferenceInput } from '../../domain/security/api-schemas';
import { deciderSpec } from '../support/decider-spec';

const spec = <C>(decide: (c: C, s: NotificationPreferencesState) => NotificationPreferencesEvent[]) =>
  deciderSpec<NotificationPreferencesState, NotificationPreferencesEvent, C>({
    initial: initialNotificationPreferencesState,
    evolve: evolveNotificationPreferences,
    decide,
  });

describe('notification preferences (spec point 3)', () => {
  it('has exactly the eight keys of the spec', () => {
    expect([...NOTIFICATION_KEYS].sort()).toEqual(
      [
        'orderNotificationEmail',
        'orderNotificationSms',
        'reorderNotificationSms',
        'reorderNotificationEmail',
        'promotionNotificationEmail',
        'promotionNotificationSms',
        'tipsNotificationEmail',
        'tipsNotificationSms',
      ].sort(),
    );
    expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES).sort()).toEqual([...NOTIFICATION_KEYS].sort());
  });

  it.each([
    [{ orderNotificationEmail: false }, true],
    [{}, false],
    [{ newsletter: true }, false],
    [{ tipsNotificationSms: 'yes' }, false],
  ])('input %j valid: %s', (input, ok) => {
    expect(setNotificationPreferenceInput.safeParse(input).success).toBe(ok);
  });

  it('records only what changes, and text messages need a verified number', () => {
    const set = spec(decideSetNotificationPreferences);
    set.given([]).when({ changes: { orderNotificationEmail: true, tipsNotificationEmail: true }, hasVerifiedSmsNumber: false }).then([
      { type: 'NotificationPreferencesChanged', data: { changes: { tipsNotificationEmail: true }, source: 'settings' } },
    ]);
    set.given([]).when({ changes: { orderNotificationSms: true }, hasVerifiedSmsNumber: false }).thenThrows({ code: 'SMS_NUMBER_NOT_VERIFIED' });
    set.given([]).when({ changes: { orderNotificationSms: true }, hasVerifiedSmsNumber: true }).then([
      { type: 'NotificationPreferencesChanged', data: { changes: { orderNotificationSms: true }, source: 'settings' } },
    ]);
    set.given([]).when({ changes: { orderNotificationEmail: true }, hasVerifiedSmsNumber: false }).then([]);
  });

  it('unsubscribe turns off the e-mails of its kind (or all), and is a no-op the second time', () => {
    const unsub = spec(decideUnsubscribe);
    unsub.given([]).when({ kind: 'order' }).then([
      { type: 'NotificationPreferencesChanged', data: { changes: { orderNotificationEmail: false }, source: 'unsubscribe-link', kind: 'order' } },
    ]);
    const tipsOn: NotificationPreferencesEvent = { type: 'NotificationPreferencesChanged', data: { changes: { tipsNotificationEmail: true, tipsNotificationSms: true }, source: 'settings' } };
    unsub.given([tipsOn]).when({ kind: 'all' }).then([
      {
        type: 'NotificationPreferencesChanged',
        data: { changes: { orderNotificationEmail: false, reorderNotificationEmail: false, tipsNotificationEmail: false }, source: 'unsubscribe-link', kind: 'all' },
      },
    ]);
    unsub.given([]).when({ kind: 'promotion' }).then([]);
  });
});
