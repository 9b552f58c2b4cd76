import { INVITE_MESSAGES } from '@domain/invites/invite-eligibility';
import { Alert } from '@/components/alert';
import { isApiError } from '@/lib/api-client';
import type { SendInviteReply } from '@domain/invites/api-schemas';

/** What a send did: "Invite sent", each refused patient's reason, or the invite-send failure text. */
export function InviteSendFeedback({ reply, error, names }: { reply?: SendInviteReply; error?: unknown; names?: Record<string, string> }) {
  if (error) {
    const message = isApiError(error) && error.status < 500 && error.message ? error.message : INVITE_MESSAGES.sendFailed;
    return <Alert tone="error">{message}</Alert>;
  }
  if (!reply) return null;
  const refused = reply.results.filter((r) => !r.sent);
  return (
    <>
      {reply.sent > 0 ? (
        <Alert tone="success">{reply.results.length === 1 ? INVITE_MESSAGES.sent : `${INVITE_MESSAGES.sent} to ${reply.sent} patient${reply.sent === 1 ? '' : 's'}`}</Alert>
      ) : null}
      {refused.length > 0 ? (
        <Alert tone="warning" title={reply.results.length === 1 ? 'The invite was not sent' : `${refused.length} invite${refused.length === 1 ? ' was' : 's were'} not sent`}>
          {refused.length === 1 && reply.results.length === 1 ? (
            <p>{refused[0]!.message}</p>
          ) : (
            <ul>
              {refused.map((r) => (
                <li key={r.accountNumber}>
                  {names?.[r.accountNumber] ?? `Account ${r.accountNumber}`}: {r.message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
    </>
  );
}
