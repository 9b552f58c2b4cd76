import { DomainError } from '../shared/errors';
import { checkCode, pendingCodeFor } from './check-code';
import type { MfaEvent } from './events';
import { SECURITY_MESSAGES } from './messages';
import type { MfaState } from './mfa-state';

export interface CompleteMfaSignInCommand {
  contextHash: string;
  candidateHash: (codeId: string) => string;
  sessionId: string;
  now: string;
  maxAttempts: number;
}

/** The second step of a sign-in with two-factor on: the code of THIS sign-in, once. */
export function decideCompleteMfaSignIn(command: CompleteMfaSignInCommand, state: MfaState): MfaEvent[] {
  if (!state.enabled) throw new DomainError('unauthorized', 'MFA_CONTEXT_INVALID', SECURITY_MESSAGES.mfaContextInvalid);
  const pending = pendingCodeFor(state, 'sign-in', command.contextHash);
  if (!pending) throw new DomainError('unauthorized', 'MFA_CONTEXT_INVALID', SECURITY_MESSAGES.mfaContextInvalid);
  const result = checkCode(pending, command.candidateHash(pending.codeId), command.now, command.maxAttempts);
  if (!result.ok) return [{ type: 'VerificationCodeRejected', data: { codeId: result.code.codeId, attempt: result.attempt } }];
  return [{ type: 'MfaSignInVerified', data: { codeId: result.code.codeId, sessionId: command.sessionId } }];
}
