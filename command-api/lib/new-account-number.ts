import { randomInt } from 'node:crypto';

/** Nine-digit account numbers; uniqueness is enforced by appending to the new stream with no_stream. */
export function newAccountNumber(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}
