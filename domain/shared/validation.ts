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

/** Sign-in only needs a non-empty password; the strength rules apply when one is set. */
export const passwordForSignIn = z.string({ error: 'A password is required' }).min(1, 'A password is required').max(200);

/** 8–20 characters with a lowercase, uppercase, digit and special character; no < or >. */
export const newPassword = z
  .string({ error: 'A password is required' })
  .min(1, 'A password is required')
  .refine((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, 'A valid password is required')
  .refine((v) => !/[<>]/.test(v), 'A valid password is required')
  .refine(
    (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v),
    'A complex password is required',
  );

/** Optional form fields arrive as '' from the browser; treat blank as absent. Input stays typed. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => undefined), schema]).optional();
}
