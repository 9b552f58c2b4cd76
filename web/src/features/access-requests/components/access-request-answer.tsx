import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { denialReasonForm } from '@domain/access-requests/access-request-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { formatInstantDate } from '@/lib/format';
import { useAnswerAccessRequest } from '@/features/access-requests/api/answer-access-request';
import type { AccessRequestView } from '@domain/access-requests/api-schemas';
import { STATUS_LABELS } from './status-labels';

type Fields = z.input<typeof denialReasonForm>;

/** One access request for the patient: which practice asks, accept, or deny with a reason. */
export function AccessRequestAnswer({ request, token }: { request: AccessRequestView; token?: string | undefined }) {
  const answer = useAnswerAccessRequest();
  const [denying, setDenying] = useState(false);
  const { register, handleSubmit, formState: { errors } } = useForm<Fields, unknown, z.output<typeof denialReasonForm>>({
    resolver: zodResolver(denialReasonForm),
    defaultValues: { denialReason: '' },
  });
  // The asking location (its name usually includes the practice's), else the practice.
  const who = request.locationName || request.practiceName;
  const done = answer.data?.status ?? (request.status !== 'pending' ? request.status : null);

  if (done) {
    return (
      <div className="access-request-answer">
        {done === 'accepted' ? (
          <Alert tone="success" title="Access granted">
            {request.practiceName} can now see your profile and prescriptions and order lenses for you.
          </Alert>
        ) : done === 'denied' ? (
          <Alert tone="info" title="Request denied">
            {request.practiceName} will not get access to your profile.
          </Alert>
        ) : (
          <Alert tone="warning" title={`This request is ${STATUS_LABELS[done].toLowerCase()}`}>
            {done === 'expired' ? 'It can no longer be answered. Ask the practice to send a new one if you want to share your profile.' : 'The practice withdrew it; there is nothing to answer.'}
          </Alert>
        )}
      </div>
    );
  }

  const send = (status: 'accepted' | 'denied', denialReason?: string) =>
    answer.mutate({ id: request.id, status, ...(denialReason ? { denialReason } : {}), ...(token ? { token } : {}) });

  return (
    <div className="access-request-answer">
      <dl className="access-request-answer__facts">
        <div>
          <dt>Practice</dt>
          <dd>{who.startsWith(request.practiceName) ? who : `${request.practiceName} (${who})`}</dd>
        </div>
        <div>
          <dt>Sent to</dt>
          <dd>{request.patientEmail}</dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>{formatInstantDate(request.requestDate)}</dd>
        </div>
        <div>
          <dt>Open until</dt>
          <dd>{formatInstantDate(request.expiryDate)}</dd>
        </div>
      </dl>
      <p>If you accept, {request.practiceName} can see your Lensloop profile and prescriptions and order lenses for you.</p>
      {answer.isError ? <Alert tone="error">{answer.error.message}</Alert> : null}
      {denying ? (
        <form onSubmit={handleSubmit((v) => send('denied', v.denialReason))} noValidate className="access-request-answer__deny">
          <label className="field access-request-answer__reason">
            <span className="field__label">
              Reason <span className="field__optional">(optional)</span>
            </span>
            <textarea className="field__input" rows={3} {...register('denialReason')} aria-invalid={errors.denialReason ? true : undefined} />
            {errors.denialReason ? <span className="field__error">{errors.denialReason.message}</span> : null}
          </label>
          <div className="access-request-answer__actions">
            <Button type="submit" variant="danger" loading={answer.isPending}>
              Deny access
            </Button>
            <Button variant="ghost" onClick={() => setDenying(false)}>
              Back
            </Button>
          </div>
        </form>
      ) : (
        <div className="access-request-answer__actions">
          <Button onClick={() => send('accepted')} loading={answer.isPending}>
            Accept
          </Button>
          <Button variant="secondary" onClick={() => setDenying(true)}>
            Deny
          </Button>
        </div>
      )}
    </div>
  );
}
