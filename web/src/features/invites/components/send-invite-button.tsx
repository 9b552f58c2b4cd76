import { Link } from 'react-router-dom';
import { INVITE_MESSAGES } from '@domain/invites/invite-eligibility';
import { INVITE_STATUS_LABELS } from '@domain/invites/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { formatInstantDate } from '@/lib/format';
import { useInviteEligibility } from '@/features/invites/api/get-invite-eligibility';
import { useSendInvites } from '@/features/invites/api/send-invites';
import './invites.css';
import { InviteSendFeedback } from './invite-send-feedback';

/**
 * "Send invite" on the patient screen: sends the patient invite when the rules of spec point 4
 * allow it, otherwise says why not (and, for a bounced e-mail, asks for a new address).
 * `changeEmailHref`: where the patient's e-mail is edited (omit when already on that screen).
 */
export function SendInviteButton({ accountNumber, changeEmailHref }: { accountNumber: string; changeEmailHref?: string }) {
  const eligibility = useInviteEligibility(accountNumber);
  const send = useSendInvites();

  if (eligibility.isPending) return <Spinner size="sm" label="Checking the invite…" />;
  // A patient this practice only reached through an access request has no invite here.
  if (eligibility.isError) return isApiError(eligibility.error) && eligibility.error.status === 404 ? null : <Alert tone="error">{INVITE_MESSAGES.sendFailed}</Alert>;
  const e = eligibility.data;
  const label = e.kind === 'followup' ? 'Send follow-up invite' : 'Send invite';

  return (
    <div className="send-invite" aria-live="polite">
      <div className="send-invite__row">
        <Button size="sm" disabled={!e.eligible} loading={send.isPending} onClick={() => send.mutate([accountNumber])} aria-describedby={e.eligible ? undefined : `invite-reasons-${accountNumber}`}>
          {label}
        </Button>
        {e.status ? <span className="badge badge--neutral">{INVITE_STATUS_LABELS[e.status]}</span> : null}
        {e.lastInviteDate ? <span className="muted">Last invite {formatInstantDate(e.lastInviteDate)}</span> : null}
      </div>
      {e.isEmailBounced ? (
        <Alert tone="warning" announce={false}>
          {INVITE_MESSAGES.emailBounced}
          {changeEmailHref ? (
            <>
              {' '}
              <Link to={changeEmailHref}>Change e-mail</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {!e.eligible && !e.isEmailBounced && !send.data ? (
        <ul id={`invite-reasons-${accountNumber}`} className="send-invite__reasons muted">
          {e.reasons.map((r) => (
            <li key={r.code}>{r.message}</li>
          ))}
        </ul>
      ) : null}
      <InviteSendFeedback reply={send.data} error={send.error ?? undefined} />
    </div>
  );
}
