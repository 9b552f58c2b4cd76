/**
 * A message was not accepted. `permanent` (an SMTP 5xx) means a retry would fail the same way;
 * `bounced` means the recipient's address cannot receive mail (e.g. 550 mailbox unavailable), so
 * the sender should ask for another address (patient invites, D-083).
 */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
  readonly bounced: boolean;

  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown; bounced?: boolean },
  ) {
    super(message, options);
    this.bounced = options?.bounced ?? false;
  }
}
