import { DomainError } from '../shared/errors';
import type { MfaEvent } from './events';
import { SECURITY_MESSAGES } from './messages';
import type { MfaState } from './mfa-state';
import { decideVerifyCode, type VerifyCodeCommand } from './verify-code';

export interface CompleteMfaEnrolmentCommand extends Omit<VerifyCodeCommand, 'enableTwoFactor'> {
  /** The session the enrolment opens with the second factor (it replaces the enrolling one). */
  sessionId: string;
}

/**
 * The end of a required two-factor enrolment (distributor staff's first sign-in, D-742): the code
 * texted to the new number proves it (PhoneNumberVerified), turns two-factor on (TwoFactorEnabled),
 * and, being a possession factor checked after the password, is this session's second factor
 * (MfaSignInVerified with the session it opens). A wrong guess is VerificationCodeRejected, recorded
 * by the handler before it answers "Oops! That's not the correct code."
 *
 * Only once: an account whose two-factor is already on signs in with a texted code, so a session
 * opened with the password alone before the enrolment can never enrol another number.
 */
export function decideCompleteMfaEnrolment(command: CompleteMfaEnrolmentCommand, state: MfaState): MfaEvent[] {
  if (state.enabled) throw new DomainError('unauthorized', 'MFA_ALREADY_ENROLLED', SECURITY_MESSAGES.alreadyEnrolled);
  const { sessionId, ...check } = command;
  const events = decideVerifyCode({ ...check, enableTwoFactor: true }, state);
  const verified = events.find((e) => e.type === 'PhoneNumberVerified');
  if (!verified) return events;
  return [...events, { type: 'MfaSignInVerified', data: { codeId: verified.data.codeId, sessionId } }];
}
