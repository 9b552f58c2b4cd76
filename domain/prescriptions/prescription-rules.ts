import { z } from 'zod';
import { TEXT_MAX } from '../shared/constants';
import { cleanText } from '../shared/validation';

/**
 * Prescription rules of spec point 5 ("Nickname required. Expiration required, a real date after
 * today and at most 4 years ahead. Date of service required, and not in the future. Creating needs
 * patientAccountNo, an expiration date, and a product plus variant for at least one eye. Updating
 * needs id, patientAccountNo and an expiration date."), point 4 (active or expired) and point 9
 * ("The maximum is 4 years from today", "Text cut at 250 characters"). Dates are ISO calendar
 * dates (YYYY-MM-DD); "today" is the caller's calendar date, passed in (pure functions).
 */
export const MAX_EXPIRATION_YEARS = 4;

export const PRESCRIPTION_MESSAGES = {
  /** Spec point 4 / 8, verbatim: the prescription fetch and every command on an unknown id. */
  notFound: 'VALUE_NOT_FOUND: Prescription not found.',
  /** Spec point 8 load errors, verbatim. */
  loadError: 'Something went wrong while attempting to load your prescription.',
  loadErrorShort: 'Could not load prescription.',
  nicknameRequired: 'A prescription nickname is required',
  expirationRequired: 'An expiration date is required',
  validDate: 'A valid date is required',
  expirationAfterToday: 'The expiration date must be after today',
  expirationTooFar: `The expiration date can be at most ${MAX_EXPIRATION_YEARS} years from today`,
  dateOfServiceRequired: 'A date of service is required',
  dateOfServiceFuture: 'The date of service cannot be in the future',
  patientRequired: 'A patient account number is required',
  idRequired: 'A prescription id is required',
  eyeRequired: 'Choose a product and its parameters for at least one eye',
  variantRequired: 'Choose every lens parameter of the product',
  prescriberTooLong: `The prescriber can be at most ${TEXT_MAX} characters`,
  patientNotFound: 'Patient not found',
  /** Spec point 8 update error "prescription expiration" (wording ours, decision D-066). */
  expirationUpdateError: 'The prescription expiration could not be updated. Please try again.',
  nicknameUpdateError: 'The prescription nickname could not be updated. Please try again.',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD (2026-02-30 is not). */
export function isRealIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The calendar date of an instant, in UTC (decision D-063). */
export const isoDateOf = (now: Date): string => now.toISOString().slice(0, 10);

/** `date` plus whole years; 29 February becomes 28 February in a year without it. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return isoDateOf(target);
}

/** The latest allowed expiration: today plus 4 years (spec point 9). */
export const maxExpirationDate = (today: string): string => addYears(today, MAX_EXPIRATION_YEARS);

/**
 * The expiration prefilled on a new prescription: today plus the practice's default expiry
 * ("1 year" | "2 years"; "2 years" when the practice has none, spec point 9).
 */
export function defaultExpirationDate(today: string, defaultExpiryYears: 1 | 2 | undefined | null): string {
  return addYears(today, defaultExpiryYears ?? 2);
}

/** Spec point 4: expired means its expiration date is past. The expiration day itself still counts as active. */
export function isExpired(expirationDate: string, today: string): boolean {
  return expirationDate < today;
}

export type PrescriptionStatus = 'active' | 'expired';
export const prescriptionStatus = (expirationDate: string, today: string): PrescriptionStatus => (isExpired(expirationDate, today) ? 'expired' : 'active');

/** The message for an expiration date, or undefined when it is valid (after today, at most 4 years ahead). */
export function expirationDateError(value: string | undefined | null, today: string): string | undefined {
  if (value === undefined || value === null || value.trim() === '') return PRESCRIPTION_MESSAGES.expirationRequired;
  if (!isRealIsoDate(value)) return PRESCRIPTION_MESSAGES.validDate;
  if (value <= today) return PRESCRIPTION_MESSAGES.expirationAfterToday;
  if (value > maxExpirationDate(today)) return PRESCRIPTION_MESSAGES.expirationTooFar;
  return undefined;
}

/** The message for a date of service (only asked for when the flag is on), or undefined when valid: required, a real date, not in the future. */
export function dateOfServiceError(value: string | undefined | null, today: string): string | undefined {
  if (value === undefined || value === null || value.trim() === '') return PRESCRIPTION_MESSAGES.dateOfServiceRequired;
  if (!isRealIsoDate(value)) return PRESCRIPTION_MESSAGES.validDate;
  if (value > today) return PRESCRIPTION_MESSAGES.dateOfServiceFuture;
  return undefined;
}

/** The message for a nickname, or undefined: required after trimming; longer text is cut at 250 characters. */
export function nicknameError(value: string | undefined | null): string | undefined {
  if (value === undefined || value === null || cleanText(value) === '') return PRESCRIPTION_MESSAGES.nicknameRequired;
  return undefined;
}

// ---------------------------------------------------------------- zod input schemas (API and forms)

/** Required, `<>` removed, trimmed and cut at 250 characters (spec point 9). */
export const prescriptionNickname = z
  .string({ error: PRESCRIPTION_MESSAGES.nicknameRequired })
  .transform(cleanText)
  .pipe(z.string().min(1, PRESCRIPTION_MESSAGES.nicknameRequired));

/** Format only; "after today, within 4 years" needs the clock and is checked by `expirationDateError`. */
export const isoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isRealIsoDate, PRESCRIPTION_MESSAGES.validDate);

export const accountNo = z.string({ error: PRESCRIPTION_MESSAGES.patientRequired }).trim().min(1, PRESCRIPTION_MESSAGES.patientRequired).max(40);
export const prescriptionId = z.string({ error: PRESCRIPTION_MESSAGES.idRequired }).trim().min(1, PRESCRIPTION_MESSAGES.idRequired).max(64);

/** The browser's add/edit form: the same rules, with today's date applied (expiration window, date of service). */
export function prescriptionFormSchema(today: string, dateOfServiceEnabled: boolean) {
  return z
    .object({
      prescriptionNickname,
      prescriptionExpirationDate: z.string(),
      dateOfService: z.string().optional(),
      prescriber: z.string().max(TEXT_MAX, PRESCRIPTION_MESSAGES.prescriberTooLong).optional(),
      sameForBothEyes: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const exp = expirationDateError(v.prescriptionExpirationDate, today);
      if (exp) ctx.addIssue({ code: 'custom', message: exp, path: ['prescriptionExpirationDate'] });
      if (dateOfServiceEnabled) {
        const dos = dateOfServiceError(v.dateOfService, today);
        if (dos) ctx.addIssue({ code: 'custom', message: dos, path: ['dateOfService'] });
      }
    });
}
