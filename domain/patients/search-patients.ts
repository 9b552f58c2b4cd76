import { z } from 'zod';
import { PATIENT_PAGE_SIZE, PATIENT_SEARCH_MIN_CHARS } from '../shared/constants';
import { MESSAGES } from '../shared/errors';
import { dateOfBirth, optional } from '../shared/validation';

/** Patient list sort by the date the patient was added (spec point 3 filter `addedDateSortBy`). */
export const ADDED_DATE_SORTS = ['newest', 'oldest'] as const;
export type AddedDateSort = (typeof ADDED_DATE_SORTS)[number];

/**
 * Patient search and list (spec points 3, 5 and 9): `keyword` is a name or e-mail of at least 4
 * characters when given; empty lists every patient (decision D-076). Filters: isImported,
 * isInviteFlagged; deactivated ("deleted") patients only with includeDeactivated. Page size 12.
 */
export const searchPatientsInput = z.object({
  keyword: z
    .string({ error: MESSAGES.searchCriteriaMissing })
    // Blank lists everyone; anything typed must leave ≥ 4 searchable characters ("%%%%" does not).
    .refine((v) => v.trim() === '' || v.replace(/[<>%_\\]/g, '').trim().length >= PATIENT_SEARCH_MIN_CHARS, MESSAGES.searchCriteriaMissing)
    .transform((v) => v.replace(/[<>%_\\]/g, '').trim().slice(0, 250))
    .default(''),
  dob: optional(dateOfBirth),
  addedDateSortBy: z.enum(ADDED_DATE_SORTS).optional(),
  isImported: z.boolean().optional(),
  isInviteFlagged: z.boolean().optional(),
  includeDeactivated: z.boolean().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PATIENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SearchPatientsInput = z.input<typeof searchPatientsInput>;
export type SearchPatientsValues = z.output<typeof searchPatientsInput>;

export const patientSummary = z.object({
  accountNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dob: z.string().nullable(),
  phone: z.string().nullable(),
  locationId: z.string().nullable(),
  isRegistered: z.boolean(),
  registrationDate: z.string().nullable(),
  createdAt: z.string(),
  /** Flags of spec point 3 (Patient): incomplete profile, created in PMS, last synced, deactivated. */
  hasCompletedProfile: z.boolean(),
  isDeactivated: z.boolean(),
  isImported: z.boolean(),
  lastSyncDate: z.string().nullable(),
  hasBeenSentEmail: z.boolean(),
  isInviteFlagged: z.boolean(),
  isEmailBounced: z.boolean(),
});
export type PatientSummary = z.infer<typeof patientSummary>;

export const searchPatientsOutput = z.object({
  responseCode: z.enum(['OK', 'TOO_MANY_RESULTS']),
  total: z.number().int(),
  patients: z.array(patientSummary),
});
export type SearchPatientsOutput = z.infer<typeof searchPatientsOutput>;

/**
 * The order of a page: by added date when asked; a keyword search by name; the plain list newest
 * first. TOO_MANY_RESULTS is for keyword searches only (decision D-004, D-076).
 */
export function patientListOrder(input: Pick<SearchPatientsValues, 'keyword' | 'addedDateSortBy'>): 'newest' | 'oldest' | 'name' {
  if (input.addedDateSortBy) return input.addedDateSortBy;
  return input.keyword ? 'name' : 'newest';
}
