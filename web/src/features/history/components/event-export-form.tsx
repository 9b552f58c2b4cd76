import { useState, type FormEvent } from 'react';
import { eventExportInput, HISTORY_MESSAGES } from '@domain/history/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useExportEvents } from '@/features/history/api/export-events';
import { useStreamTypes } from '@/features/history/api/get-stream-types';
import './history.css';
import { RetryButton } from '@/components/retry-button';

interface Draft {
  streamType: string;
  from: string;
  to: string;
}

/** A year back to today, as local calendar days (YYYY-MM-DD). */
function defaultDraft(): Draft {
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const now = new Date();
  return { streamType: '', from: day(new Date(now.getFullYear() - 1, now.getMonth(), now.getDate())), to: day(now) };
}

/**
 * The analyst export of the event log (CSR): choose a stream type (or all), a date range (UTC days
 * of each event's time, inclusive), and download NDJSON, one event per line, secrets redacted.
 */
export function EventExportForm() {
  const types = useStreamTypes();
  const exporter = useExportEvents();
  const [draft, setDraft] = useState<Draft>(defaultDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = eventExportInput.safeParse({ streamType: draft.streamType || undefined, from: draft.from || undefined, to: draft.to || undefined });
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft | undefined;
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    exporter.mutate(parsed.data);
  }

  if (types.isPending) return <Spinner label="Loading stream types…" />;
  if (types.isError) {
    return (
      <Alert
        tone="error"
        action={
          <RetryButton onRetry={types.refetch} />
        }
      >
        Something went wrong while loading the stream types.
      </Alert>
    );
  }

  return (
    <section className="card card--padded stack-md" aria-labelledby="event-export-heading">
      <h2 id="event-export-heading" className="section-title">
        Export
      </h2>
      <form className="event-export" aria-label="Event log export" noValidate onSubmit={submit}>
        <SelectField
          label="Stream type"
          value={draft.streamType}
          error={errors.streamType}
          options={[['', 'All streams'], ...types.data.streamTypes.map((s) => [s.streamType, `${s.label} (${s.streamType})`] as const)]}
          onChange={(e) => setDraft({ ...draft, streamType: e.target.value })}
        />
        <TextField label="From" type="date" optionalLabel value={draft.from} error={errors.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label="To" type="date" optionalLabel value={draft.to} error={errors.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <div className="event-export__actions">
          <Button type="submit" loading={exporter.isPending}>
            <svg className="btn__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Download
          </Button>
          <span className="muted">NDJSON, one event per line; dates are UTC days; passwords, codes, tokens and card numbers are removed.</span>
        </div>
      </form>
      {exporter.isError ? (
        <Alert tone="error">{isApiError(exporter.error) && exporter.error.status === 400 ? exporter.error.message : HISTORY_MESSAGES.exportError}</Alert>
      ) : exporter.isSuccess ? (
        <Alert tone="success">
          Downloaded {exporter.data.filename} ({exporter.data.bytes.toLocaleString('en-US')} bytes).
        </Alert>
      ) : null}
    </section>
  );
}
