import { MESSAGES } from './errors';

/**
 * The one mapping from what the API answers (an error code, its catalogue message, a field's
 * message) to the words a user reads (spec point 8 "User-visible texts"; issue #18, D-390). The web's
 * API client runs every failure through it, so no form shows a raw code such as
 * "INVALID_VALUE: …" or "VALUE_NOT_FOUND: …", nor "The request is invalid." for a field the user can fix.
 */

/** Catalogue messages the server sends as they are (spec point 8), and the words users see. */
const SHOWN_FOR_MESSAGE: Record<string, string> = {
  [MESSAGES.invalidSignIn]: MESSAGES.invalidSignInShown,
  'INVALID_VALUE: Total amount cannot be less than zero': 'The discounts and insurance cannot be more than the order subtotal.',
  'VALUE_NOT_FOUND: Prescription not found.': 'Could not load prescription.',
  'VALUE_NOT_FOUND: Order not found.': 'We could not find this order. Check the order number or look in your order history.',
  'VALUE_NOT_FOUND: Card not found.': 'This card is no longer saved on the account.',
  'INVALID_VALUE: Invalid Email display name': "Use up to 70 letters, numbers, spaces and & , ' . - + ( ).",
};

/** Codes whose words do not depend on the message. */
const SHOWN_FOR_CODE: Record<string, string> = {
  [MESSAGES.userAlreadyExists]: MESSAGES.userAlreadyExistsShown,
  [MESSAGES.tooManyResults]: MESSAGES.tooManyResultsShown,
  NETWORK_ERROR: MESSAGES.somethingWentWrongRetry,
  INTERNAL: MESSAGES.somethingWentWrongRetry,
  CONCURRENCY_CONFLICT: 'Someone changed this at the same time. Please try again.',
};

/** The banner text of a failed form whose fields carry their own messages. */
export const CORRECT_THE_FIELDS = 'Please correct the highlighted fields.';
/** A request the server refused as invalid without saying which field (never a field the user can fix). */
export const CHECK_AND_RETRY = 'Some of the information is not valid. Please check it and try again.';

const CODE_PREFIX = /^[A-Z][A-Z0-9_]+:\s*/;
const BARE_CODE = /^[A-Z][A-Z0-9_]+$/;

/** The words for a failure (code + server message); `hasFieldErrors` when the fields carry their own. */
export function userMessage(code: string, message: string, hasFieldErrors = false): string {
  const text = message.trim();
  if (SHOWN_FOR_MESSAGE[text]) return SHOWN_FOR_MESSAGE[text];
  if (SHOWN_FOR_CODE[code]) return SHOWN_FOR_CODE[code];
  if (code === 'VALIDATION_ERROR' || text === 'The request is invalid.') return hasFieldErrors ? CORRECT_THE_FIELDS : CHECK_AND_RETRY;
  if (BARE_CODE.test(text) || text === '') return MESSAGES.somethingWentWrongRetry;
  // "SOME_CODE: words" → the words.
  return CODE_PREFIX.test(text) ? text.replace(CODE_PREFIX, '') : text;
}

/** The words for one field's message: the spec's messages pass through; a schema library's default text becomes words. */
export function userFieldMessage(message: string): string {
  const text = message.trim();
  const tooBig = /^Too big: expected string to have <=\s*(\d+) characters?/i.exec(text);
  if (tooBig) return `Use at most ${tooBig[1]} characters.`;
  if (/^Too small: expected string to have >=\s*1 characters?/i.test(text) || /^Required$/i.test(text) || /received undefined/i.test(text)) return 'This field is required';
  const tooSmall = /^Too small: expected string to have >=\s*(\d+) characters?/i.exec(text);
  if (tooSmall) return `Use at least ${tooSmall[1]} characters.`;
  if (/^(Invalid|Too small|Too big|Expected)\b/i.test(text)) return 'This value is not valid.';
  return userMessage('', text);
}
