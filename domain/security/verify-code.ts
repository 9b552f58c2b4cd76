import { checkCode, pendingCodeFor } from './check-code';
import type { MfaEvent } from './events';
import type { MfaState } from './mfa-state';

export interface VerifyCodeCommand {
  /** The keyed hash of the typed code for a given code id (I/O-free, supplied by the handler). */
  candidateHash: (codeId: string) => string;
  enableTwoFactor: boolean;
  now: string;
  maxAttempts: number;
}

/**
 * Proves the number: PhoneNumberVerified (and TwoFactorEnabled when asked). A wrong guess yields
 * VerificationCodeRejected, which the handler appends before answering "Oops! That's not the correct code."
 */
export function decideVerifyCode(command: VerifyCodeCommand, state: MfaState): MfaEvent[] {
  const pending = pendingCodeFor(state, 'verify-phone');
  const result = checkCode(pending, pending ? command.candidateHash(pending.codeId) : '', command.now, command.maxAttempts);
  if (!result.ok) return [{ type: 'VerificationCodeRejected', data: { codeId: result.code.codeId, attempt: result.attempt } }];
  const events: MfaEvent[] = [{ type: 'PhoneNumberVerified', data: { phone: result.code.phone, codeId: result.code.codeId } }];
  if (command.enableTwoFactor && !state.enabled) events.push({ type: 'TwoFactorEnabled', data: { phone: result.code.phone } });
  return events;
}
