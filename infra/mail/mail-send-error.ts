/** A message was not accepted. `permanent` (an SMTP 5xx) means a retry would fail the same way. */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';

  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
