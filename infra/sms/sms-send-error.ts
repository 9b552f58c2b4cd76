/** A text message could not be sent. `permanent`: retrying cannot help (e.g. an invalid number). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
