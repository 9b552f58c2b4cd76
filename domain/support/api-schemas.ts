import { z } from 'zod';
import { customerProfile } from '../identity/api-schemas';
import { CUSTOMER_GROUPS } from '../identity/customer-group';
import { locationSummary } from '../practices/api-schemas';
import { pageWindow } from '../shared/paging';
import { PATIENT_PAGE_SIZE, PATIENT_SEARCH_MIN_CHARS, TEXT_MAX } from '../shared/constants';
import { MESSAGES } from '../shared/errors';
import { cleanText, optional } from '../shared/validation';
import { CLIENT_END_CAUSES, IMPERSONATION_END_CAUSES } from './events';

/**
 * The support context's API contract (issue #14): customer search, the practice directory,
 * impersonation (begin, end, audit trail) and the CSR's resend of the welcome e-mail.
 */

/** `POST /api/customer/beginimpersonation` body: whom to act as, and optionally why. */
export const beginImpersonationInput = z.object({
  accountNumber: z
    .string({ error: 'An account number is required' })
    .trim()
    .min(1, 'An account number is required')
    .max(64, 'A valid account number is required'),
  reason: optional(z.string().transform(cleanText).pipe(z.string().max(TEXT_MAX))),
});
export type BeginImpersonationInput = z.input<typeof beginImpersonationInput>;


/** `POST /api/customer/endimpersonation` body (sent with the impersonation token). */
export const endImpersonationInput = z.object({
  cause: z.enum(CLIENT_END_CAUSES).default('end-session'),
});
export type EndImpersonationInput = z.input<typeof endImpersonationInput>;

/** `POST /api/customer/beginimpersonation`'s reply: a session for the user, whose profile names the CSR. */
export const beginImpersonationReply = customerProfile.extend({
  token: z.string(),
  impersonationId: z.string(),
  position: z.number().int(),
});

/** `POST /api/customer/endimpersonation`'s reply. */
export const endImpersonationReply = z.object({
  impersonationId: z.string(),
  position: z.number().int().nullable(),
  /** The CSR's own session to return to (a fresh token for it), or null when it has ended meanwhile. */
  csrSession: customerProfile.extend({ token: z.string() }).nullable(),
});
export type EndImpersonationReply = z.infer<typeof endImpersonationReply>;

/** `POST /api/customer/forcewelcomeemail` body: the patient to send the welcome e-mail to again. */
export const forceWelcomeEmailInput = z.object({
  accountNumber: z
    .string({ error: 'An account number is required' })
    .trim()
    .min(1, 'An account number is required')
    .max(64, 'A valid account number is required'),
});
export type ForceWelcomeEmailInput = z.input<typeof forceWelcomeEmailInput>;

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
  ...pageWindow(PATIENT_PAGE_SIZE),
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

/** A CSR list's free-text filter: wildcard and markup characters dropped, trimmed, at most 250 characters. */
const filterText = z
  .string()
  .transform((v) => v.replace(/[<>%_\\]/g, '').trim().slice(0, 250))
  .optional();

/** `POST /api/customer/allpractices`: every practice with its locations, paged and sorted (CSR). */
export const PRACTICE_SORT_KEYS = ['name', 'practiceId', 'createdAt'] as const;

export const allPracticesInput = z.object({
  /** Optional filter on the practice's name or id. */
  keyword: filterText,
  sortBy: z.enum(PRACTICE_SORT_KEYS).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  ...pageWindow(PATIENT_PAGE_SIZE),
});
export type AllPracticesInput = z.input<typeof allPracticesInput>;

/** What the CSR list and the CSR view of a practice both show first. */
const practiceHead = {
  practiceId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  locations: z.array(locationSummary),
};

export const practiceListItem = z.object({
  ...practiceHead,
  /** Practice administrators and staff accounts. */
  ecpCount: z.number().int(),
  patientCount: z.number().int(),
});
export type PracticeListItem = z.infer<typeof practiceListItem>;

export const allPracticesOutput = z.object({
  total: z.number().int(),
  practices: z.array(practiceListItem),
});
export type AllPracticesOutput = z.infer<typeof allPracticesOutput>;

/** The CSR view of an ECP: the practice, its locations and its accounts. */
export const practiceAccount = z.object({
  accountNumber: z.string(),
  customerGroup: z.enum(['Practice', 'Staff']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  createdAt: z.string(),
});
export type PracticeAccount = z.infer<typeof practiceAccount>;

export const practiceDetail = z.object({
  ...practiceHead,
  accounts: z.array(practiceAccount),
  patientCount: z.number().int(),
});
export type PracticeDetail = z.infer<typeof practiceDetail>;

/** The impersonation audit trail's query (`GET /api/support/impersonations`, and its CSV export). */
export const AUDIT_PAGE_SIZE = 20;

/** Instants (ISO 8601): the browser turns the CSR's local dates into the start/end of those days. */
const instant = z.iso.datetime({ offset: true, error: 'A valid date is required' }).optional();

export const listImpersonationsInput = z.object({
  /** CSR name or account number. */
  csr: filterText,
  /** Impersonated user's name, e-mail or account number. */
  user: filterText,
  /** Sessions started at or after this instant. */
  from: instant,
  /** Sessions started before this instant. */
  to: instant,
  ...pageWindow(AUDIT_PAGE_SIZE),
});
export type ListImpersonationsInput = z.input<typeof listImpersonationsInput>;

export const impersonationSession = z.object({
  impersonationId: z.string(),
  csrAccountNumber: z.string(),
  csrName: z.string(),
  userAccountNumber: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userGroup: z.enum(CUSTOMER_GROUPS),
  practiceId: z.string().nullable(),
  practiceName: z.string().nullable(),
  reason: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endCause: z.enum(IMPERSONATION_END_CAUSES).nullable(),
  changesCount: z.number().int(),
});
export type ImpersonationSession = z.infer<typeof impersonationSession>;

export const listImpersonationsOutput = z.object({
  total: z.number().int(),
  sessions: z.array(impersonationSession),
});
export type ListImpersonationsOutput = z.infer<typeof listImpersonationsOutput>;

export const impersonationChange = z.object({
  eventId: z.string(),
  type: z.string(),
  streamId: z.string(),
  occurredAt: z.string(),
  summary: z.string(),
});
export type ImpersonationChange = z.infer<typeof impersonationChange>;

export const impersonationDetail = impersonationSession.extend({ changes: z.array(impersonationChange) });
export type ImpersonationDetail = z.infer<typeof impersonationDetail>;

export const END_CAUSE_LABELS: Record<(typeof IMPERSONATION_END_CAUSES)[number], string> = {
  'end-session': 'Ended by the representative',
  'new-search': 'Ended by a new customer search',
  'sign-out': 'Ended by signing out',
  'not-opened': 'Never opened: the session could not be started',
};

/** `GET /api/support/impersonation?impersonationId=` (a query string: the gateway routes by exact OpenAPI path). */
export const getImpersonationInput = z.object({ impersonationId: z.string().trim().min(1).max(64) });
/** `GET /api/support/impersonations.csv`: the list's filters, without paging. */
export const exportImpersonationsInput = listImpersonationsInput.omit({ limit: true, offset: true });
export const impersonationsCsv = z.string().describe('text/csv');

/** `GET /api/support/practice?practiceId=`: the CSR view of an ECP. */
export const getSupportPracticeInput = z.object({ practiceId: z.string().trim().min(1).max(64) });

/** Reply types for the web (z.infer of the schemas above). */
export type BeginImpersonationReply = z.infer<typeof beginImpersonationReply>;
