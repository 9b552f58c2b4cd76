import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';

interface InlineEditProps {
  /** Accessible label of the field and of the edit button ("Edit nickname"). */
  label: string;
  value: string;
  type?: 'text' | 'date';
  min?: string;
  max?: string;
  maxLength?: number;
  /** Client-side check; a message blocks saving. */
  validate: (value: string) => string | undefined;
  /** Saves; rejects with the message to show. */
  onSave: (value: string) => Promise<void>;
  children: React.ReactNode;
  disabled?: boolean;
}

/** Shows a value with an edit button; editing turns it into a small form with Save and Cancel. */
export function InlineEdit({ label, value, type = 'text', min, max, maxLength, validate, onSave, children, disabled }: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = validate(draft);
    if (message) {
      setError(message);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      setEditing(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <div className="inline-edit">
        {children}
        {disabled ? null : (
          <button
            type="button"
            className="inline-edit__button"
            aria-label={`Edit ${label.toLowerCase()}`}
            onClick={() => {
              setDraft(value);
              setError(undefined);
              setEditing(true);
            }}
          >
            Edit
          </button>
        )}
      </div>
    );
  }
  return (
    <form className="inline-edit inline-edit--open" onSubmit={submit} noValidate>
      <TextField label={label} type={type} value={draft} min={min} max={max} maxLength={maxLength} error={error} onChange={(e) => setDraft(e.target.value)} autoFocus />
      <div className="inline-edit__actions">
        <Button type="submit" size="sm" loading={saving}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setEditing(false)} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
