import type { SqlConnection } from '../db/sql-client';
import { createDevMailbox } from './dev-mailbox';
import type { Mailer } from './port';
import { createSmtpMailer } from './smtp-mailer';

export interface OpenMailerOptions {
  /** SMTP_URL: send through SMTP when set. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  from?: string;
  /** The app database; holds the dev mailbox when SMTP_URL is unset. */
  db: SqlConnection;
}

export function openMailer(opts: OpenMailerOptions): Mailer {
  return opts.smtpUrl ? createSmtpMailer({ url: opts.smtpUrl, from: opts.from }) : createDevMailbox(opts.db);
}
