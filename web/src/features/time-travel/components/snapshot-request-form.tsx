import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { requestReportSnapshotInput } from '@domain/time-travel/api-schemas';
import { localParts } from '@domain/time-travel/local-time';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/field-errors';
import { useRequestSnapshot } from '../api/request-snapshot';

type FormInput = z.input<typeof requestReportSnapshotInput>;
type FormOutput = z.output<typeof requestReportSnapshotInput>;
const FIELDS = ['asOfDate', 'asOfTime'] as const;

/** "Central Time" for America/Chicago (the practice's clock in words). */
export function clockName(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value;
    return name ? name.replace(/ (Standard|Daylight) Time$/, ' Time') : timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * Asks for the reports as of a moment (issue #32): a day and an optional time on the practice's
 * clock. The browser checks the form with the API's own schema; the rest (not in the future, not
 * before the history starts, not a moment already built or building) the API says, next to its field.
 */
export function SnapshotRequestForm({ timeZone, earliest, onRequested }: { timeZone: string; earliest: string | null; onRequested: (label: string) => void }) {
  const request = useRequestSnapshot();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(requestReportSnapshotInput), defaultValues: { asOfDate: '', asOfTime: '' } });
  const { register } = form;
  const { errors } = form.formState;
  // The form's upper bound: today on the practice's clock, taken once when the form opens.
  const [today] = useState(() => localParts(Date.now(), timeZone).day);
  const firstDay = earliest ? localParts(Date.parse(earliest), timeZone).day : undefined;

  function onSubmit(values: FormOutput) {
    setFailure(null);
    request.mutate(
      { asOfDate: values.asOfDate, asOfTime: values.asOfTime || null },
      {
        onSuccess: (reply) => {
          form.reset({ asOfDate: '', asOfTime: '' });
          onRequested(reply.label);
        },
        onError: (error) => {
          if (!placeFieldErrors(error, FIELDS, form.setError)) setFailure(isApiError(error) ? error.message : 'The snapshot could not be asked for. Please try again.');
        },
      },
    );
  }

  return (
    <form className="snapshot-form" noValidate aria-label="Look at the reports as of a past moment" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField label="As of date" type="date" min={firstDay} max={today} error={errors.asOfDate?.message} {...register('asOfDate')} />
      <TextField label="As of time" type="time" optionalLabel hint={`${clockName(timeZone)}; empty for the end of the day`} error={errors.asOfTime?.message} {...register('asOfTime')} />
      <div className="snapshot-form__action">
        <Button type="submit" loading={request.isPending}>
          {request.isPending ? 'Asking…' : 'Build snapshot'}
        </Button>
      </div>
      {failure ? (
        <div className="snapshot-form__failure">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
    </form>
  );
}
