import { useState } from 'react';
import type { NotificationPreferencesReply as NotificationPreferences } from '@domain/security/api-schemas';
import { emailKey, NOTIFICATION_KINDS, type ReorderInterval, REORDER_INTERVALS, smsKey, type NotificationKind } from '@domain/security/notification-preferences';
import { SelectField } from '@/components/select-field';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';

export const KIND_LABELS: Record<NotificationKind, { title: string; detail: string }> = {
  order: { title: 'Order updates', detail: 'Confirmation, shipping and delivery of your orders, and reminders to claim their rewards.' },
  reorder: { title: 'Reorder reminders', detail: 'When your lenses are about to run out.' },
  promotion: { title: 'Promotions', detail: 'Offers and rebates from Lensloop and lens makers.' },
  tips: { title: 'Tips and eye-care news', detail: 'Lens care advice and news from your practice.' },
};

/** The spec's reorder intervals (day, week, month) as the patient reads them. */
const REMINDER_LEADS: Record<ReorderInterval, string> = { day: 'A day before', week: 'A week before', month: 'A month before' };

interface NotificationPreferencesFormProps {
  preferences: NotificationPreferences;
  onSave: (changes: Partial<NotificationPreferences>) => void;
  saving: boolean;
  /** Outcome of the last save, to show above the button. */
  result?: { tone: 'success' | 'error'; text: string } | null;
  /** A verified SMS number exists (text-message choices need one). */
  hasVerifiedSmsNumber: boolean;
  /** e.g. "(•••) •••-0143". */
  smsNumberLabel?: string | null;
  onSetUpSms: () => void;
}

/** The patient's notification choices: four kinds of message by e-mail and by text message (the eight keys). */
export function NotificationPreferencesForm({
  preferences,
  onSave,
  saving,
  result,
  hasVerifiedSmsNumber,
  smsNumberLabel,
  onSetUpSms,
}: NotificationPreferencesFormProps) {
  // The page keys this form by the saved preferences, so a save starts a fresh draft.
  const [draft, setDraft] = useState<NotificationPreferences>(preferences);

  const changes = Object.fromEntries(
    (Object.keys(draft) as (keyof NotificationPreferences)[]).filter((k) => draft[k] !== preferences[k]).map((k) => [k, draft[k]]),
  ) as Partial<NotificationPreferences>;
  const dirty = Object.keys(changes).length > 0;

  return (
    <form
      className="card card--padded notification-preferences"
      noValidate
      aria-labelledby="notification-preferences-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty) onSave(changes);
      }}
    >
      <h2 id="notification-preferences-title" className="section-title">
        How we keep in touch
      </h2>
      <p className="muted">Choose what you hear about, and how. You can change this at any time.</p>

      <table className="preferences-table">
        <thead>
          <tr>
            <th scope="col">Message</th>
            <th scope="col">Email</th>
            <th scope="col">Text message</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                <span className="preferences-table__title">{KIND_LABELS[kind].title}</span>
                <span className="preferences-table__detail">{KIND_LABELS[kind].detail}</span>
              </th>
              {[emailKey(kind), smsKey(kind)].map((key) => (
                <td key={key}>
                  <label className="switch">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={draft[key]}
                      onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.checked }))}
                    />
                    <span className="visually-hidden">
                      {KIND_LABELS[kind].title} by {key.endsWith('Sms') ? 'text message' : 'email'}
                    </span>
                    <span className="switch__track" aria-hidden="true" />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <SelectField
        label="Send reorder reminders"
        hint="Before the lenses of your last order run out (one reminder per order)."
        options={REORDER_INTERVALS.map((i) => [i, REMINDER_LEADS[i]] as const)}
        value={draft.reorderInterval}
        onChange={(e) => setDraft((d) => ({ ...d, reorderInterval: e.target.value as ReorderInterval }))}
      />

      <div className="sms-number-note">
        {hasVerifiedSmsNumber ? (
          <p>
            Text messages go to <strong>{smsNumberLabel}</strong>.{' '}
            <Button variant="ghost" size="sm" onClick={onSetUpSms}>
              Change number
            </Button>
          </p>
        ) : (
          <p>
            To get text messages, add and verify your mobile number.{' '}
            <Button variant="secondary" size="sm" onClick={onSetUpSms}>
              Set up text messages
            </Button>
          </p>
        )}
      </div>

      <div aria-live="polite" aria-atomic="true">
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      </div>
      <div className="form__actions">
        <Button variant="ghost" disabled={!dirty || saving} onClick={() => setDraft(preferences)}>
          Undo changes
        </Button>
        <Button type="submit" loading={saving} disabled={!dirty}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}
