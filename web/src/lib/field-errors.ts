import { MESSAGES } from '@domain/shared/errors';
import { type ApiError, isApiError } from './api-client';

type SetServerError<F> = (field: F, error: { type: 'server'; message: string }, options: { shouldFocus: boolean }) => void;

interface PlaceOptions<F extends string> {
  /** The message for a field (default: the API's `fieldErrors[field]`). */
  messageOf?: (field: F, error: ApiError) => string | undefined;
  /** Messages (e.g. error codes) shown in other words. */
  words?: Readonly<Record<string, string>>;
}

/**
 * A refused request's field messages beside the form's own fields, in the form's order, focus on
 * the first one placed. True when one was placed (else the caller shows a message of its own).
 */
export function placeFieldErrors<F extends string>(error: unknown, fields: readonly F[], setError: SetServerError<F>, options: PlaceOptions<F> = {}): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const field of fields) {
    const message = options.messageOf ? options.messageOf(field, error) : error.fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message: options.words?.[message] ?? message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * The options for a form with an `email` field that makes an account: USER_ALREADY_EXISTS goes
 * next to the e-mail, in the spec's words, beside the API's own field messages.
 */
export const EMAIL_IN_USE_NEXT_TO_FIELD: PlaceOptions<string> = {
  words: { USER_ALREADY_EXISTS: MESSAGES.userAlreadyExistsShown },
  messageOf: (field, error) => error.fieldErrors[field] ?? (field === 'email' && error.code === 'USER_ALREADY_EXISTS' ? error.code : undefined),
};
