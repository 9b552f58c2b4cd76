/**
 * The mail port. Adapters: SMTP via nodemailer (SMTP_URL) and the dev mailbox, which stores
 * each message in PostgreSQL so developers and end-to-end tests can read what was "sent".
 * Callers are job handlers (guide §1: reactors enqueue, workers send), so a send may be retried:
 * a MailSendError with `permanent: true` tells the handler that retrying cannot help.
 */
export interface MailMessage {
  /** One recipient address, e.g. 'ann@example.com' or 'Ann <ann@example.com>'. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Labels for filtering and analytics, e.g. ['order-confirmation']. */
  tags?: string[];
  /**
   * The sender's display name for this message, e.g. a practice's e-mail display name; the
   * address stays the platform's own (MAIL_FROM). Default: MAIL_FROM's name.
   */
  fromName?: string;
  /**
   * Names this one message (e.g. the causing event and the kind of message): sent again under the
   * same key it goes only once — the dev mailbox keeps one message per key, SMTP sends the key's
   * Message-ID so receiving systems drop the repeat (D-567).
   */
  idempotencyKey?: string;
}

export interface SentMail {
  messageId: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Lensloop <no-reply@lensloop.test>';
