import { MailSendError } from '../../infra/mail/mail-send-error';
import type { MailMessage, Mailer, SentMail } from '../../infra/mail/port';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';

/**
 * Sends; a permanent SMTP refusal (5xx) fails the job at once instead of retrying in vain.
 * `key` names this one message (the causing event and the kind of message): a job that runs again
 * after a crash between sending and recording sends it under the same key, so it goes once (D-567).
 */
export async function sendOrFail(mailer: Mailer, message: MailMessage, key: string): Promise<SentMail> {
  try {
    return await mailer.send({ ...message, idempotencyKey: key });
  } catch (err) {
    if (err instanceof MailSendError && err.permanent) throw new PermanentJobError(err.message, { cause: err });
    throw err;
  }
}
