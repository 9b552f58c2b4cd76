import { createContext, useContext, useState } from 'react';
import type { NotificationPreferencesReply as NotificationPreferences } from '@domain/security/api-schemas';
import { emailKey, NOTIFICATION_KINDS, type ReorderInterval, REORDER_INTERVALS, smsKey, type NotificationKind } from '@domain/security/notification-preferences';
import { SelectField } from '@/components/select-field';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DataTable, dataColumns } from '@/components/data-table/data-table';

export const KIND_LABELS: Record<NotificationKind, { title: string; detail: string }> = {
  order: { title: 'Order updates', detail: 'Confirmation, shipping and delivery of your orders, and reminders to claim their rewards.' },
  reorder: { title: 'Reorder reminders', detail: 'When your lenses are about to run out.' },
  promotion: { title: 'Promotions', detail: 'Offers and rebates from Lensloop and lens makers.' },
  tips: { title: 'Tips and eye-care news', detail: 'Lens care advice and news from your practice.' },
};

/** The spec's reorder intervals (day, week, month) as the patient reads them. */
const REMINDER_LEADS: Record<ReorderInterval, string> = { day: 'A day before', week: 'A week before', month: 'A month before' };

/** The draft reaches the switch cells through context, so the columns stay module-level (v9). */
const PreferencesContext = createContext<{ draft: NotificationPreferences; setChoice: (key: keyof NotificationPreferences, on: boolean) => void } | null>(null);

function ChoiceSwitch({ kind, channel }: { kind: NotificationKind; channel: 'email' | 'sms' }) {
  const ctx = useContext(PreferencesContext);
  if (!ctx) return null;
  const key = channel === 'email' ? emailKey(kind) : smsKey(kind);
  return (
    <label className="switch">
      <input type="checkbox" role="switch" checked={ctx.draft[key]} onChange={(e) => ctx.setChoice(key, e.target.checked)} />
      <span className="visually-hidden">
        {KIND_LABELS[kind].title} by {channel === 'sms' ? 'text message' : 'email'}
      </span>
      <span className="switch__track" aria-hidden="true" />
    </label>
  );
}

interface KindRow {
  kind: NotificationKind;
}
const ROWS: readonly KindRow[] = NOTIFICATION_KINDS.map((kind) => ({ kind }));

const column = dataColumns<KindRow>();
const columns = [
  column.display({
    id: 'kind',
    header: 'Message',
    cell: ({ row }) => (
      <>
        <span className="preferences-table__title">{KIND_LABELS[row.original.kind].title}</span>
        <span className="preferences-table__detail">{KIND_LABELS[row.original.kind].detail}</span>
      </>
    ),
  }),
  column.display({ id: 'email', header: 'Email', cell: ({ row }) => <ChoiceSwitch kind={row.original.kind} channel="email" /> }),
  column.display({ id: 'sms', header: 'Text message', cell: ({ row }) => <ChoiceSwitch kind={row.original.kind} channel="sms" /> }),
];

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

      <PreferencesContext.Provider value={{ draft, setChoice: (key, on) => setDraft((d) => ({ ...d, [key]: on })) }}>
        <DataTable columns={columns} data={ROWS} getRowId={(row) => row.kind} caption="Messages by e-mail and by text message" plain className="preferences-table" rowHeader="kind" />
      </PreferencesContext.Provider>

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
