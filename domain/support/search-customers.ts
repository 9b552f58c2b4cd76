import { z } from 'zod';
import { CUSTOMER_GROUPS } from '../identity/customer-group';
import { PATIENT_PAGE_SIZE, PATIENT_SEARCH_MIN_CHARS } from '../shared/constants';
import { MESSAGES } from '../shared/errors';

/**
 * CSR customer search (`POST /api/customer/csrsearch`): patients, or ECPs (practice
 * administrators and staff), by name, e-mail or account number; ECPs also by practice or
 * location name and practice id. Same minimum length and TOO_MANY_RESULTS rule as the
 * practice's patient search (decisions D-004, D-030).
 */
export const CSR_SEARCH_TYPES = ['patient', 'ecp'] as const;
export type CsrSearchType = (typeof CSR_SEARCH_TYPES)[number];

export const CSR_SEARCH_MESSAGES = {
  criteriaMissing: 'Please enter a name, email or account number to search.',
  /** Spec point 8: "Search: no patient found, no ECP found (CSR)". */
  noPatientFound: 'No patient found',
  noEcpFound: 'No ECP found',
  tooManyPatients: MESSAGES.tooManyResultsShown,
  tooManyEcps: 'There are too many ECP accounts associated with the information you entered. Try adjusting your search.',
} as const;

export const csrSearchInput = z.object({
  searchType: z.enum(CSR_SEARCH_TYPES).default('patient'),
  keyword: z
    .string({ error: CSR_SEARCH_MESSAGES.criteriaMissing })
    .transform((v) => v.replace(/[<>%_\\]/g, '').trim().slice(0, 250))
    .pipe(z.string().min(PATIENT_SEARCH_MIN_CHARS, CSR_SEARCH_MESSAGES.criteriaMissing)),
  limit: z.coerce.number().int().min(1).max(100).default(PATIENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CsrSearchInput = z.input<typeof csrSearchInput>;

export const csrSearchCustomer = z.object({
  accountNumber: z.string(),
  customerGroup: z.enum(CUSTOMER_GROUPS),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
  practiceId: z.string().nullable(),
  practiceName: z.string().nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  isRegistered: z.boolean(),
  hasBeenSentEmail: z.boolean(),
  createdAt: z.string(),
});
export type CsrSearchCustomer = z.infer<typeof csrSearchCustomer>;

/** Practices whose name or id matches an ECP search (shown above the accounts). */
export const csrSearchPractice = z.object({
  practiceId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  locationCount: z.number().int(),
});
export type CsrSearchPractice = z.infer<typeof csrSearchPractice>;

export const csrSearchOutput = z.object({
  responseCode: z.enum(['OK', 'TOO_MANY_RESULTS']),
  searchType: z.enum(CSR_SEARCH_TYPES),
  total: z.number().int(),
  customers: z.array(csrSearchCustomer),
  practices: z.array(csrSearchPractice),
});
export type CsrSearchOutput = z.infer<typeof csrSearchOutput>;

/** At most this many practices are listed beside an ECP search's accounts. */
export const CSR_SEARCH_MAX_PRACTICES = 12;
