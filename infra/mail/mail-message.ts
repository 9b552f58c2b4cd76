import type { MailMessage } from './port';

/**
 * The checks both adapters apply before sending, so the dev mailbox refuses what SMTP would
 * (and a header injection through a line break never reaches a transport).
 */
export function assertMailMessage(message: MailMessage): void {
  const { to, subject, text, tags } = message;
  // Deliberately loose: the command side validates addresses; this only stops garbage and CR/LF.
  if (typeof to !== 'string' || /[\r\n]/.test(to) || !/[^\s@<]@[^\s@>]/.test(to)) throw new TypeError(`Invalid recipient '${String(to)}'`);
  if (typeof subject !== 'string' || subject.trim() === '' || /[\r\n]/.test(subject)) throw new TypeError('Subject must be one non-empty line');
  if (typeof text !== 'string') throw new TypeError('A text body is required');
  if (tags !== undefined && !(Array.isArray(tags) && tags.every((t) => typeof t === 'string' && t !== '' && !/[\r\n,]/.test(t)))) {
    throw new TypeError('Tags must be non-empty strings without commas or line breaks');
  }
}
