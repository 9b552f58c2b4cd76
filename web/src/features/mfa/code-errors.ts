import { SECURITY_MESSAGES } from '@domain/security/messages';
import { MESSAGES } from '@domain/shared/errors';
import { isApiError } from '@/lib/api-client';

/** What the code screens show for a failed call: the API's sentence for the codes it explains, else the generic line. */
export function codeErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.somethingWentWrongRetry;
  if (error.code === 'INVALID_CODE') return SECURITY_MESSAGES.wrongCode;
  if (error.code === 'VALIDATION_ERROR') return Object.values(error.fieldErrors)[0] ?? 'Enter the 6-digit code.';
  const known = new Set(Object.values(SECURITY_MESSAGES) as string[]);
  return known.has(error.message) ? error.message : MESSAGES.somethingWentWrongRetry;
}

/** The code is dead (expired, used up or replaced): only a new code helps. */
export function needsNewCode(error: unknown): boolean {
  return isApiError(error) && ['CODE_EXPIRED', 'CODE_ATTEMPTS_EXHAUSTED', 'NO_CODE_PENDING'].includes(error.code);
}

/** The sign-in this code belonged to is over: start again from the sign-in form. */
export function signInOver(error: unknown): boolean {
  return isApiError(error) && error.code === 'MFA_CONTEXT_INVALID';
}
