/**
 * The export's redaction rule (issue #6 "analyst export of the event log"): secrets never leave
 * the log, whatever event carries them, by rule rather than by a list of event types, so an event
 * added later is covered too.
 *
 * A value is replaced by REDACTED when its key names a secret, split into words
 * (`passwordHash` → password, hash; `payment_token` → payment, token):
 * - any word is hash, token, secret, password, passwd, passcode, otp, pin, cvv, cvc, salt,
 *   signature, credential(s) or apikey;
 * - the key is `code`, or ends in "code" after verification, mfa, sms, auth, reset, access,
 *   security, confirmation or one-time (a postal, promo or country code stays);
 * - it names a card number that is not masked (`cardNumber`, `pan`, `req_card_number`).
 * Any string of 13 to 19 digits (spaces and dashes allowed) is redacted wherever it is, since it
 * may be a card number.
 */
export const REDACTED = '[redacted]';

const SECRET_WORDS = new Set(['hash', 'token', 'secret', 'password', 'passwd', 'passcode', 'otp', 'pin', 'cvv', 'cvc', 'salt', 'signature', 'credential', 'credentials', 'apikey']);
const SECRET_CODE_QUALIFIERS = new Set(['verification', 'mfa', 'sms', 'auth', 'reset', 'access', 'security', 'confirmation', 'one', 'time', 'onetime']);

/** "passwordHash" → ["password", "hash"]; "req_card_number" → ["req", "card", "number"]. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

export function isSecretKey(key: string): boolean {
  const w = keyWords(key);
  if (w.length === 0) return false;
  if (w.some((x) => SECRET_WORDS.has(x))) return true;
  const last = w[w.length - 1]!;
  if (last === 'code' && (w.length === 1 || SECRET_CODE_QUALIFIERS.has(w[w.length - 2]!))) return true;
  if (w.length === 1 && w[0] === 'pan') return true;
  const i = w.indexOf('card');
  if (i >= 0 && w[i + 1] === 'number' && !w.includes('masked')) return true;
  return false;
}

const CARD_NUMBER_LIKE = /^\d(?:[ -]?\d){12,18}$/;

/** A deep copy with every secret replaced (objects and arrays walked; other values kept). */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = isSecretKey(k) ? REDACTED : redact(v);
    return out;
  }
  if (typeof value === 'string' && CARD_NUMBER_LIKE.test(value.trim())) return REDACTED;
  return value;
}
