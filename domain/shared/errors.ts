/**
 * Typed application errors. The HTTP layer maps `kind` to a status in one place
 * (infra/http/error-handler.ts); `code` and `message` are the spec's error catalogue (point 8).
 */
export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rule'
  | 'too_many'
  /** Spec point 8: 447 Practice is blocked, 448 Account credit on hold. */
  | 'practice_blocked'
  | 'credit_hold'
  /** Spec point 8: 461 Rebate claim error (issue #15); details carry claimError and errorCode. */
  | 'rebate_claim';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Spec point 8, verbatim. */
export const MESSAGES = {
  invalidSignIn: 'INVALID_VALUE: Invalid Email or Password',
  invalidSignInShown: 'Email and password combination does not match',
  userAlreadyExists: 'USER_ALREADY_EXISTS',
  userAlreadyExistsShown: "I'm seeing double! There's already a user with this email address.",
  tooManyResults: 'TOO_MANY_RESULTS',
  tooManyResultsShown:
    'There are too many patient profiles associated with the information you entered. Try adjusting your search.',
  searchCriteriaMissing: 'Please enter a name or email to perform a patient search.',
  unauthorizedPage: "Sorry! You're not authorized to view this page or the page doesn't exist.",
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongRetry: 'Something went wrong, please try again.',
  practiceBlocked: 'Practice is blocked',
  creditOnHold: 'Account credit on hold',
} as const;
