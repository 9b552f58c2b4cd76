import { useEffect, useState } from 'react';
import { PRACTICE_NOTIFICATION_LABELS, type PracticeNotificationPreferences } from '@domain/practices/practice-notification-preferences';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormStatus } from '@/components/form-status';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { usePractice } from '@/features/practice/api/get-practice';
import { PRACTICE_NOTIFICATIONS_LOAD_ERROR, usePracticeNotificationPreferences } from '@/features/practice/api/get-practice-notification-preferences';
import { practiceNotificationsErrorMessage, useSetPracticeNotificationPreferences } from '@/features/practice/api/set-practice-notification-preferences';
import { PRACTICE_NOTIFICATION_KEYS } from '@domain/practices/api-schemas';

const pick = (p: PracticeNotificationPreferences): PracticeNotificationPreferences =>
  Object.fromEntries(PRACTICE_NOTIFICATION_KEYS.map((k) => [k, p[k]])) as PracticeNotificationPreferences;

interface EditorProps {
  saved: PracticeNotificationPreferences;
  saving: boolean;
  onEdit: () => void;
  onSave: (changes: Partial<PracticeNotificationPreferences>) => void;
  /** Told whether the draft differs from what is saved (the location switch asks before dropping it). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The switches; keyed by the saved values, so a save (or another location) starts a fresh draft. */
function PreferencesEditor({ saved, saving, onEdit, onSave, onDirtyChange }: EditorProps) {
  const [draft, setDraft] = useState<PracticeNotificationPreferences>(saved);
  const changes = Object.fromEntries(PRACTICE_NOTIFICATION_KEYS.filter((k) => draft[k] !== saved[k]).map((k) => [k, draft[k]])) as Partial<PracticeNotificationPreferences>;
  const dirty = Object.keys(changes).length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <>
      <fieldset className="form-fieldset practice-notifications">
        <legend className="visually-hidden">Send an email when</legend>
        {PRACTICE_NOTIFICATION_KEYS.map((key) => (
          <div key={key} className="practice-notifications__row">
            <span className="practice-notifications__text">
              <span id={`pn-${key}-label`} className="practice-notifications__label">
                {PRACTICE_NOTIFICATION_LABELS[key].label}
              </span>
              <span id={`pn-${key}-hint`} className="practice-notifications__hint">
                {PRACTICE_NOTIFICATION_LABELS[key].hint}
              </span>
            </span>
            <span className="switch">
              <input
                type="checkbox"
                role="switch"
                aria-labelledby={`pn-${key}-label`}
                aria-describedby={`pn-${key}-hint`}
                checked={draft[key]}
                onChange={(e) => {
                  onEdit();
                  setDraft((d) => ({ ...d, [key]: e.target.checked }));
                }}
              />
              <span className="visually-hidden" />
              <span className="switch__track" aria-hidden="true" />
            </span>
          </div>
        ))}
      </fieldset>
      <div className="form__actions">
        <Button variant="ghost" disabled={!dirty || saving} onClick={() => setDraft(saved)}>
          Undo changes
        </Button>
        <Button variant="secondary" loading={saving} disabled={!dirty} onClick={() => onSave(changes)}>
          {saving ? 'Saving…' : 'Save notifications'}
        </Button>
      </div>
    </>
  );
}

/**
 * A location's e-mail notification preferences (spec point 1 "practice notification preferences").
 * Staff see and change their own location's; the administrator chooses the location.
 */
export function PracticeNotificationsForm({ practiceId, isAdministrator }: { practiceId: string; isAdministrator: boolean }) {
  const practice = usePractice(practiceId);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  /** A location chosen while the draft had unsaved changes: asked about before switching (issue #34). */
  const [pendingSwitch, setPendingSwitch] = useState<string | null>(null);
  const current = usePracticeNotificationPreferences(practiceId, locationId);
  const save = useSetPracticeNotificationPreferences(practiceId);
  const saved = current.data ? pick(current.data) : null;
  const locationName = practice.data?.locations.find((l) => l.locationId === current.data?.locationId)?.name;

  return (
    <section className="form card card--padded account-card" aria-labelledby="practice-notifications-heading">
      <div className="form__intro">
        <h2 id="practice-notifications-heading" className="section-title">
          Email notifications
        </h2>
        <p className="muted">
          What {locationName ? <strong>{locationName}</strong> : 'your location'} is told about by email. Set per location: everyone at the location shares them.
        </p>
      </div>
      {isAdministrator && practice.data && practice.data.locations.length > 1 ? (
        <SelectField
          label="Location"
          options={practice.data.locations.map((l) => [l.locationId, l.name] as const)}
          value={current.data?.locationId ?? locationId ?? ''}
          onChange={(e) => {
            if (dirty) return setPendingSwitch(e.target.value);
            save.reset();
            setLocationId(e.target.value);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={pendingSwitch !== null}
        title="Discard your changes?"
        description={
          <p>
            The notifications of {locationName ?? 'this location'} have changes that are not saved. Switching to{' '}
            {practice.data?.locations.find((l) => l.locationId === pendingSwitch)?.name ?? 'another location'} discards them.
          </p>
        }
        confirmLabel="Discard and switch"
        cancelLabel="Keep editing"
        pending={false}
        onCancel={() => setPendingSwitch(null)}
        onConfirm={() => {
          save.reset();
          setDirty(false);
          setLocationId(pendingSwitch);
          setPendingSwitch(null);
        }}
      />
      <FormStatus
        error={current.isError ? PRACTICE_NOTIFICATIONS_LOAD_ERROR : save.isError && practiceNotificationsErrorMessage(save.error)}
        success={save.isSuccess && 'Your notification settings have been saved.'}
      />
      {saved && current.data ? (
        <PreferencesEditor
          key={`${current.data.locationId}|${JSON.stringify(saved)}`}
          saved={saved}
          saving={save.isPending}
          onEdit={() => {
            if (save.isError || save.isSuccess) save.reset();
          }}
          onSave={(changes) => save.mutate({ ...(isAdministrator ? { locationId: current.data.locationId } : {}), ...changes })}
          onDirtyChange={setDirty}
        />
      ) : current.isPending ? (
        <Spinner label="Loading the notification settings…" />
      ) : null}
    </section>
  );
}
