import { z } from 'zod';
import { PATIENT_PAGE_SIZE, PATIENT_SEARCH_MIN_CHARS } from '../shared/constants';
import { MESSAGES } from '../shared/errors';
import { dateOfBirth, optional } from '../shared/validation';

/** Patient search (spec point 5): a name or e-mail of at least 4 characters, optional date of birth. */
export const searchPatientsInput = z.object({
  keyword: z
    .string({ error: MESSAGES.searchCriteriaMissing })
    .transform((v) => v.replace(/[<>%_\\]/g, '').trim().slice(0, 250))
    .pipe(z.string().min(PATIENT_SEARCH_MIN_CHARS, MESSAGES.searchCriteriaMissing)),
  dob: optional(dateOfBirth),
  limit: z.coerce.number().int().min(1).max(100).default(PATIENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SearchPatientsInput = z.input<typeof searchPatientsInput>;

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
});
export type PatientSummary = z.infer<typeof patientSummary>;

export const searchPatientsOutput = z.object({
  responseCode: z.enum(['OK', 'TOO_MANY_RESULTS']),
  total: z.number().int(),
  patients: z.array(patientSummary),
});
export type SearchPatientsOutput = z.infer<typeof searchPatientsOutput>;
