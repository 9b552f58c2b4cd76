import type { PhoneNumberSet } from './events';
import type { MfaState } from './mfa-state';

/**
 * `POST /customer/UpdateSMSNumber`: the number to verify. Setting the same number again is a
 * no-op. While two-factor is on, sign-in codes keep going to the last verified number until the
 * new one is verified.
 */
export function decideUpdateSmsNumber(command: { phone: string }, state: MfaState): PhoneNumberSet[] {
  if (state.phone === command.phone) return [];
  return [{ type: 'PhoneNumberSet', data: { phone: command.phone } }];
}
