import { customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../domain/identity/events';
import { fold } from '../../domain/shared/decider';
import { actionTokensFor } from '../../infra/auth/action-token';
import type { SqlConnection } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import type { Mailer } from '../../infra/mail/port';
import type { Job } from '../../infra/queue/port';
import { confirmNewEmail, emailChangeNotice } from '../mail-templates/email-change-email';
import { passwordResetEmail } from '../mail-templates/password-reset-email';
import { sendOrFail } from './send-or-fail';

export interface AccountEmailDeps {
  store: EventStore;
  mailer: Mailer;
  sql: SqlConnection;
  appOrigin: string;
}

export type AccountEmailPayload =
  | { accountNumber: string; eventId: string; type: 'PasswordResetRequested'; data: { resetId: string } }
  | { accountNumber: string; eventId: string; type: 'EmailChangeRequested'; data: { changeId: string } };

/**
 * Sends the e-mail of an account request: the reset link (to the account's address) or the
 * confirmation link for a new address (to the new address, plus a notice to the current one).
 * Only while the request is still open: a request that expired, was used or was replaced sends
 * nothing, so a replayed or late job never mails a dead link. The token's `jti` is the request
 * id and its `exp` the request's expiry.
 */
export function sendAccountEmailJob(deps: AccountEmailDeps) {
  return async (job: Job<AccountEmailPayload>) => {
    const { accountNumber } = job.payload;
    const { events } = await deps.store.readStream<CustomerEvent>(customerStream(accountNumber));
    const state = fold(customerDecider, events);
    if (!state.exists) return;
    const now = Date.now();
    const tokens = await actionTokensFor(deps.sql);

    if (job.payload.type === 'PasswordResetRequested') {
      const resetId = job.payload.data.resetId;
      const reset = state.pendingResets.find((r) => r.resetId === resetId);
      if (!reset || Date.parse(reset.expiresAt) <= now) return;
      const token = tokens.sign({ sub: accountNumber, purpose: 'reset-password', jti: resetId }, new Date(reset.expiresAt));
      const link = `${deps.appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      await sendOrFail(deps.mailer, passwordResetEmail({ to: state.email!, firstName: state.firstName!, link }), `${job.payload.eventId}:password-reset`);
      return;
    }

    const change = state.pendingEmailChange;
    if (!change || change.changeId !== job.payload.data.changeId || Date.parse(change.expiresAt) <= now) return;
    const token = tokens.sign({ sub: accountNumber, purpose: 'verify-email', jti: change.changeId }, new Date(change.expiresAt));
    const link = `${deps.appOrigin}/verifyemail?token=${encodeURIComponent(token)}`;
    await sendOrFail(deps.mailer, confirmNewEmail({ to: change.newEmail, firstName: state.firstName!, link }), `${job.payload.eventId}:confirm-new-email`);
    await sendOrFail(deps.mailer, emailChangeNotice({ to: state.email!, firstName: state.firstName!, newEmail: change.newEmail }), `${job.payload.eventId}:email-change-notice`);
  };
}
