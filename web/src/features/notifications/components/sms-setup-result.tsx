import type { ReactNode } from 'react';
import { NOTIFICATION_KINDS, smsKey, type NotificationPreferences } from '@domain/security/notification-preferences';
import { KIND_LABELS } from './notification-preferences-form';

interface SmsSetupResultProps {
  outcome: 'success' | 'error' | 'unknown';
  /** The signed-in patient's preferences, when known: the success message lists the text messages that are on. */
  preferences?: NotificationPreferences | undefined;
  actions: ReactNode;
}

/**
 * /smsnotificationssetup: where the text-message set-up ends (setupSmsPrefsSuccess or
 * setupSmsPrefsError): what is now on, or what went wrong and how to try again.
 */
export function SmsSetupResult({ outcome, preferences, actions }: SmsSetupResultProps) {
  const on = preferences ? NOTIFICATION_KINDS.filter((k) => preferences[smsKey(k)]) : [];
  const title =
    outcome === 'success' ? 'Text message notifications are on' : outcome === 'error' ? 'We couldn’t set up text messages' : 'Text message notifications';
  return (
    <div className={`result-panel result-panel--${outcome}`} role="status">
      <h1 className="result-panel__title" tabIndex={-1} data-route-focus>
        {title}
      </h1>
      {outcome === 'success' ? (
        <>
          <p className="result-panel__text">We’ll text you about:</p>
          {on.length ? (
            <ul className="result-panel__list">
              {on.map((k) => (
                <li key={k}>{KIND_LABELS[k].title}</li>
              ))}
            </ul>
          ) : (
            <p className="result-panel__text">the messages you chose.</p>
          )}
          <p className="result-panel__text muted">You can turn text messages off at any time in your notification settings. Message and data rates may apply.</p>
        </>
      ) : outcome === 'error' ? (
        <p className="result-panel__text">
          Your text message choices were not saved. Check that your mobile number is verified, then try again from your notification
          settings.
        </p>
      ) : (
        <p className="result-panel__text">Manage which text messages you get from your notification settings.</p>
      )}
      <div className="result-panel__actions">{actions}</div>
    </div>
  );
}
