import { DomainError } from '../shared/errors';
import { HOUR_MS, type SecuritySettings } from './constants';
import type { CodePurpose, VerificationCodeSent } from './events';
import { SECURITY_MESSAGES } from './messages';
import { signInPhone, type MfaState } from './mfa-state';

export type CodeSendSettings = Pick<SecuritySettings, 'codeTtlMs' | 'codeResendCooldownMs' | 'maxCodesPerHour'>;

export interface SendCodeCommand {
  codeId: string;
  purpose: CodePurpose;
  /** Keyed hash of the code (computed by the handler; the code itself never reaches an event). */
  codeHash: string;
  /** Keyed hash of the sign-in's mfaContext (sign-in codes only). */
  contextHash?: string;
  /** "Resend code" of a sign-in: only for a sign-in that is still waiting for its code. */
  resendOf?: 'sign-in';
  now: string;
  settings: CodeSendSettings;
}

/**
 * Sends a code: to the number being verified, or (sign-in) to the verified number of an account
 * with two-factor on. A resend waits for the cooldown, and an account gets a few codes an hour.
 */
export function decideSendVerificationCode(command: SendCodeCommand, state: MfaState): VerificationCodeSent[] {
  const { purpose, now, settings } = command;
  const phone = purpose === 'verify-phone' ? state.phone : state.enabled ? signInPhone(state) : null;
  if (!phone) {
    if (purpose === 'verify-phone') throw new DomainError('rule', 'SMS_NUMBER_REQUIRED', SECURITY_MESSAGES.smsNumberRequired);
    throw new DomainError('rule', 'MFA_NOT_ENABLED', 'Two-factor authentication is not turned on for this account.');
  }
  if (purpose === 'sign-in' && !command.contextHash) throw new Error('a sign-in code needs its context');
  if (command.resendOf === 'sign-in' && !state.pending.some((c) => c.purpose === 'sign-in' && c.contextHash === command.contextHash)) {
    throw new DomainError('unauthorized', 'MFA_CONTEXT_INVALID', SECURITY_MESSAGES.mfaContextInvalid);
  }

  const nowMs = Date.parse(now);
  const previous = state.pending.find(
    (c) => c.purpose === purpose && (purpose === 'verify-phone' || c.contextHash === command.contextHash),
  );
  if (previous && nowMs - Date.parse(previous.sentAt) < settings.codeResendCooldownMs) {
    throw new DomainError('too_many', 'RESEND_TOO_SOON', SECURITY_MESSAGES.resendTooSoon);
  }
  const sentLastHour = state.recentSends.filter((at) => nowMs - Date.parse(at) < HOUR_MS).length;
  if (sentLastHour >= settings.maxCodesPerHour) {
    throw new DomainError('too_many', 'TOO_MANY_CODES', SECURITY_MESSAGES.tooManyCodes);
  }

  const data: VerificationCodeSent['data'] = {
    codeId: command.codeId,
    purpose,
    phone,
    codeHash: command.codeHash,
    sentAt: now,
    expiresAt: new Date(nowMs + settings.codeTtlMs).toISOString(),
  };
  if (command.contextHash) data.contextHash = command.contextHash;
  return [{ type: 'VerificationCodeSent', data }];
}
