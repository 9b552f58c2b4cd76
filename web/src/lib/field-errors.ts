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
