import { customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../domain/identity/events';
import { mfaStream, type MfaEvent, notificationPreferencesStream, type NotificationPreferencesEvent } from '../../domain/security/events';
import { mfaDecider } from '../../domain/security/mfa-state';
import { notificationPreferencesDecider } from '../../domain/security/notification-preferences';
import { fold } from '../../domain/shared/decider';
import type { EventStore } from '../../infra/event-store/port';

/**
 * What a notice to a patient needs to know when it is sent (issue #20: every notice reads the
 * preferences then, never earlier): the account (e-mail, name), the notification preferences
 * (with the reorder interval) and the number state (verified or not), from their streams.
 */
export async function readNoticeContact(store: EventStore, accountNumber: string) {
  const [customer, prefs, mfa] = await Promise.all([
    store.readStream<CustomerEvent>(customerStream(accountNumber)),
    store.readStream<NotificationPreferencesEvent>(notificationPreferencesStream(accountNumber)),
    store.readStream<MfaEvent>(mfaStream(accountNumber)),
  ]);
  return {
    patient: fold(customerDecider, customer.events),
    preferences: fold(notificationPreferencesDecider, prefs.events),
    mfa: fold(mfaDecider, mfa.events),
  };
}
