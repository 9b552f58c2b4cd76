import type { SmsMessage } from './port';

/** A single SMS segment is 160 GSM characters; providers concatenate up to 10. We never need more. */
export const SMS_MAX_LENGTH = 1_600;

/** Checks both adapters apply before sending, so the dev outbox refuses what a provider would. */
export function assertSmsMessage(message: SmsMessage): void {
  const digits = typeof message.to === 'string' ? message.to.replace(/\D/g, '') : '';
  if (!(digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))) {
    throw new TypeError(`Invalid SMS recipient '${String(message.to)}'`);
  }
  if (typeof message.body !== 'string' || message.body.trim() === '') throw new TypeError('An SMS needs a body');
  if (message.body.length > SMS_MAX_LENGTH) throw new TypeError(`An SMS body is at most ${SMS_MAX_LENGTH} characters`);
}
