import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createAccessRequestInput } from '@domain/access-requests/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatInstantDate } from '@/lib/format';
import { useCreateAccessRequest } from '@/features/access-requests/api/create-access-request';

type Fields = z.input<typeof createAccessRequestInput>;
type Values = z.output<typeof createAccessRequestInput>;

/** Asks a patient, by the e-mail of their Lensloop account, for access to their profile (the answer is the same whether or not the address has one, D-523). */
export function SendAccessRequestForm() {
  const create = useCreateAccessRequest();
  const [sent, setSent] = useState<{ email: string; expiryDate: string } | null>(null);
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(createAccessRequestInput),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  function onSubmit(values: Values) {
    setSent(null);
    create.mutate(values, {
      onSuccess: (reply) => {
        setSent({ email: reply.patientEmail, expiryDate: reply.expiryDate });
        reset({ email: '' });
      },
      onError: (error) => {
        if (isApiError(error) && (error.status === 409 || error.status === 400)) {
          setError('email', { type: 'server', message: error.fieldErrors.email ?? error.message }, { shouldFocus: true });
        }
      },
    });
  }

  const unexpected = create.isError && !(isApiError(create.error) && [400, 409].includes(create.error.status));
  return (
    <section className="card card--padded access-request-form" aria-labelledby="send-access-request-heading">
      <h2 id="send-access-request-heading" className="section-title">
        Request access to a patient
      </h2>
      <p className="muted">
        We e-mail the address a link to accept or deny. You see the patient's name once they accept; then they appear in your patient search. Requests expire after 30 days.
      </p>
      <form className="access-request-form__row" onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField label="Patient email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <Button type="submit" loading={create.isPending}>
          Send access request
        </Button>
      </form>
      {sent ? (
        <Alert tone="success" title="Access request sent">
          We e-mailed {sent.email}. The request is open until {formatInstantDate(sent.expiryDate)}.
        </Alert>
      ) : null}
      {unexpected ? <Alert tone="error">{create.error?.message}</Alert> : null}
    </section>
  );
}
