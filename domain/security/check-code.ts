import { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { CodePurpose } from './events';
import { SECURITY_MESSAGES } from './messages';
import type { MfaState, PendingCode } from './mfa-state';

/** A verification code as typed: six digits (spaces and dashes are ignored). */
export const verificationCode = z
  .string({ error: 'Enter the 6-digit code.' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.'));

/** The code waiting for this purpose (and, for sign-in, this sign-in), if any. */
export function pendingCodeFor(state: MfaState, purpose: CodePurpose, contextHash?: string): PendingCode | undefined {
  return state.pending.find((c) => c.purpose === purpose && (purpose === 'verify-phone' || c.contextHash === contextHash));
}

/** Compares two hex digests without an early exit on the first differing character. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type CodeCheck = { ok: true; code: PendingCode } | { ok: false; code: PendingCode; attempt: number };

/**
 * The checks every code goes through, in order: one is pending, not expired, guesses left, and
 * the hash matches. Refusals that are not a wrong guess throw; a wrong guess is returned so the
 * caller records it (VerificationCodeRejected) before answering with the spec's message.
 */
export function checkCode(
  code: PendingCode | undefined,
  candidateHash: string,
  now: string,
  maxAttempts: number,
): CodeCheck {
  if (!code) throw new DomainError('rule', 'NO_CODE_PENDING', SECURITY_MESSAGES.noCodePending);
  if (Date.parse(now) >= Date.parse(code.expiresAt)) throw new DomainError('rule', 'CODE_EXPIRED', SECURITY_MESSAGES.codeExpired);
  if (code.attempts >= maxAttempts) throw new DomainError('rule', 'CODE_ATTEMPTS_EXHAUSTED', SECURITY_MESSAGES.codeAttemptsExhausted);
  if (sameDigest(code.codeHash, candidateHash)) return { ok: true, code };
  return { ok: false, code, attempt: code.attempts + 1 };
}

/** The refusal for a wrong guess (spec point 8). */
export function wrongCodeError(): DomainError {
  return new DomainError('validation', 'INVALID_CODE', SECURITY_MESSAGES.wrongCode);
}
