import { MailSendError } from '../../infra/mail/mail-send-error';
import type { MailMessage, Mailer, SentMail } from '../../infra/mail/port';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';

/** Sends; a permanent SMTP refusal (5xx) fails the job at once instead of retrying in vain. */
export async function sendOrFail(mailer: Mailer, message: MailMessage): Promise<SentMail> {
  try {
    return await mailer.send(message);
  } catch (err) {
    if (err instanceof MailSendError && err.permanent) throw new PermanentJobError(err.message, { cause: err });
    throw err;
  }
}
