import { z } from 'zod';
import { MAX_AGE_YEARS, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from './constants';

/**
 * Field rules of spec point 5, one schema each, shared by the browser forms and the API.
 * Messages are the spec's, verbatim.
 */

/** Name-like text: letters, digits, & , ' space - + only; trimmed and cut to 250 characters. */
export const NAME_PATTERN = /^[A-Za-z0-9&,' +-]+$/;

export function cleanText(value: string): string {
  return value.replace(/[<>]/g, '').trim().slice(0, TEXT_MAX);
}

export const requiredName = z
  .string({ error: 'This field is required' })
  .transform(cleanText)
  .pipe(z.string().min(1, 'This field is required').regex(NAME_PATTERN, 'Only letters, numbers, spaces and & , \' - + are allowed'));

export const email = z
  .string({ error: 'An email address is required' })
  .trim()
  .min(1, 'An email address is required')
  .max(TEXT_MAX, 'A valid email is required')
  .pipe(z.email('A valid email is required'))
  .transform((v) => v.toLowerCase());

/** Exactly 10 digits, not all the same digit. Non-digits are stripped first (input filter). */
export const usPhone = z
  .string()
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, 'A valid US phone is required')
      .refine((v) => !/^(\d)\1{9}$/.test(v), 'A valid US phone is required'),
  );

export const zip = z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'A valid ZIP Code is required');

/** MM/DD/YYYY, a real date, age over 0 and at most 120 years. */
export function parseUsDate(value: string): Date | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d;
}

export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  const d = parseUsDate(value);
  if (!d) return false;
  if (d.getTime() >= today.getTime()) return false;
  const oldest = new Date(Date.UTC(today.getUTCFullYear() - MAX_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return d.getTime() >= oldest.getTime();
}

export const dateOfBirth = z
  .string()
  .trim()
  .refine((v) => isValidDateOfBirth(v), 'A valid date is required');

/** Spec point 5 password messages, verbatim, plus one for a rule the spec states without a text. */
export const PASSWORD_MESSAGES = {
  required: 'A password is required',
  currentRequired: 'The current password is required',
  newRequired: 'A new password is required',
  confirmationRequired: 'New password confirmation is required',
  complex: 'A complex password is required',
  weak: 'The password is weak.',
  valid: 'A valid password is required',
  mustBeEqual: 'New passwords must be equal',
  /** Ours: the spec says the new password must differ from the old one, without a text. */
  mustDiffer: 'The new password must be different from the current password',
} as const;

/** Sign-in only needs a non-empty password; the strength rules apply when one is set. */
export const passwordForSignIn = z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required).max(200);

/** The current password when changing it: required, nothing else (it was valid when it was set). */
export const currentPassword = z
  .string({ error: PASSWORD_MESSAGES.currentRequired })
  .min(1, PASSWORD_MESSAGES.currentRequired)
  .max(200, PASSWORD_MESSAGES.valid);

/** The repeated new password; equality is checked by the form's schema. */
export const passwordConfirmation = z
  .string({ error: PASSWORD_MESSAGES.confirmationRequired })
  .min(1, PASSWORD_MESSAGES.confirmationRequired)
  .max(200, PASSWORD_MESSAGES.valid);

/**
 * The rules of a new password (spec point 5), one by one, for the live checklist beside a
 * password field. The schema below enforces the same tests. Of the spec's two readings of the
 * allowed characters we take the wider one: any symbol except < and >; a space is allowed but
 * does not count as the special character.
 */
export const PASSWORD_RULES = [
  { id: 'length', label: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, test: (v: string) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX },
  { id: 'lower', label: 'A lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { id: 'upper', label: 'An uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'digit', label: 'A number', test: (v: string) => /\d/.test(v) },
  { id: 'special', label: 'A special character (! @ % …)', test: (v: string) => /[^A-Za-z0-9\s]/.test(v) },
  { id: 'allowed', label: 'No < or >', test: (v: string) => !/[<>]/.test(v) },
] as const;

const rule = (id: (typeof PASSWORD_RULES)[number]['id']) => PASSWORD_RULES.find((r) => r.id === id)!.test;

/** 8–20 characters with a lowercase, uppercase, digit and special character; no < or >. */
export function strongPassword(requiredMessage: string = PASSWORD_MESSAGES.required) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .refine(rule('length'), PASSWORD_MESSAGES.valid)
    .refine(rule('allowed'), PASSWORD_MESSAGES.valid)
    .refine(
      (v) => rule('lower')(v) && rule('upper')(v) && rule('digit')(v) && rule('special')(v),
      PASSWORD_MESSAGES.complex,
    );
}

/** A password being set (sign-up, welcome): "A password is required" when blank. */
export const newPassword = strongPassword();

const COMMON_PASSWORD_WORDS = ['password', 'passw0rd', 'lensloop', 'qwerty', 'letmein', 'welcome', 'iloveyou', 'admin', 'monkey', 'dragon', 'abc123', 'contact', 'lenses'];
const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * "The password is weak." (spec point 5): a password that meets the rules but is easy to guess
 * because it contains the person's name or e-mail name, a common password word, four or more of
 * one character in a row, or a run of four keys or letters in order (1234, abcd, qwer, 4321).
 */
export function isWeakPassword(
  password: string,
  person: { email?: string | null | undefined; firstName?: string | null | undefined; lastName?: string | null | undefined } = {},
): boolean {
  const p = password.toLowerCase();
  const personal = [person.email?.split('@')[0], person.firstName, person.lastName]
    .map((w) => (w ?? '').toLowerCase().trim())
    .filter((w) => w.length >= 3);
  if (personal.some((w) => p.includes(w))) return true;
  if (COMMON_PASSWORD_WORDS.some((w) => p.includes(w))) return true;
  if (/(.)\1{3,}/.test(p)) return true;
  for (let i = 0; i + 4 <= p.length; i++) {
    const run = p.slice(i, i + 4);
    const reversed = [...run].reverse().join('');
    if (SEQUENCES.some((s) => s.includes(run) || s.includes(reversed))) return true;
  }
  return false;
}

/** Optional form fields arrive as '' from the browser; treat blank as absent. Input stays typed. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => undefined), schema]).optional();
}
