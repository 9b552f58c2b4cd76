import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { MailSendError } from './mail-send-error';
import { assertMailMessage } from './mail-message';
import type { MailMessage, Mailer, SentMail } from './port';
import { DEFAULT_MAIL_FROM } from './port';

export interface SmtpMailerOptions {
  /** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. */
  url: string;
  /** MAIL_FROM; default DEFAULT_MAIL_FROM. */
  from?: string;
}

/** Tags travel as one header so a relay or mailbox can filter on them. */
export const TAGS_HEADER = 'X-Lensloop-Tags';

/** The same key, the same Message-ID: a repeat of a message is recognisably the same message. */
export function messageIdOf(key: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@lensloop.mail>`;
}

export function createSmtpMailer(opts: SmtpMailerOptions): Mailer {
  const transport = createTransport(opts.url);
  const from = opts.from || DEFAULT_MAIL_FROM;
  return {
    kind: 'smtp',
    async send(message: MailMessage): Promise<SentMail> {
      assertMailMessage(message);
      try {
        const info = await transport.sendMail({
          from: message.fromName ? withDisplayName(from, message.fromName) : from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.tags?.length ? { [TAGS_HEADER]: message.tags.join(', ') } : undefined,
          ...(message.idempotencyKey ? { messageId: messageIdOf(message.idempotencyKey) } : {}),
        });
        return { messageId: info.messageId };
      } catch (err) {
        throw new MailSendError(`SMTP send to ${message.to} failed: ${(err as Error).message}`, isPermanent(err), { cause: err, bounced: isBounce(err) });
      }
    },
    async close() {
      transport.close();
    },
  };
}

/** MAIL_FROM's address under another display name (nodemailer quotes and encodes the name). */
export function withDisplayName(from: string, name: string): { name: string; address: string } {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: name.replace(/[\r\n]+/g, ' ').trim(), address };
}

/** nodemailer ≥ 10.2 sets `permanent`; older errors only carry the SMTP reply code (5xx = permanent). */
function isPermanent(err: unknown): boolean {
  const e = err as { permanent?: boolean; responseCode?: number };
  if (typeof e.permanent === 'boolean') return e.permanent;
  return typeof e.responseCode === 'number' && e.responseCode >= 500;
}

/** The recipient was refused (550 mailbox unavailable, 551 not local, 553 name not allowed): the address bounces. */
function isBounce(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string };
  return e.code === 'EENVELOPE' || e.responseCode === 550 || e.responseCode === 551 || e.responseCode === 553;
}
