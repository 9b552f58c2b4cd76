import { z } from 'zod';
import { updateProfileInput } from '../identity/update-profile';
import { pageWindow } from '../shared/paging';
import { PATIENT_PAGE_SIZE, PATIENT_SEARCH_MIN_CHARS } from '../shared/constants';
import { MESSAGES } from '../shared/errors';
import { dateOfBirth, email, optional, requiredName, usPhone } from '../shared/validation';
import { ACCOUNT_NUMBER_PATTERN, PATIENT_MESSAGES } from './patient-of-practice';

/**
 * The patients context's API contract (issue #14: one file): every request and reply of the
 * practice's patient routes (`/api/customer/create`, `update`, `deactivate`, `editpatientemail`,
 * `exists`, `setinviteflag`, `pmsimport`, the PMS banners and status, `search`), shared by the
 * command and query APIs and the web app.
 */

const accountNumber = z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, 'A valid account number is required');
/** A command's `position` for read-your-writes; null when nothing changed. */
const position = z.number().int().nullable();

/** Replies that carry only the position (deactivate, update, the PMS banners). */
export const positionReply = z.object({ position });
export type PositionReply = z.infer<typeof positionReply>;

// ---- create, update, deactivate, e-mail ----

/** The create-new-patient form and `POST /api/customer/create` body (spec point 5: firstName, lastName, email). */
export const createPatientInput = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email,
  dob: optional(dateOfBirth),
  phone: optional(usPhone),
  /** Practice admins pick a location; staff default to their own. */
  locationId: optional(z.string().max(64)),
});
export type CreatePatientInput = z.input<typeof createPatientInput>;
export type CreatePatientValues = z.output<typeof createPatientInput>;

export const createPatientReply = z.object({ accountNumber: z.string(), position: z.number().int() });
export type CreatePatientReply = z.infer<typeof createPatientReply>;

/**
 * `POST /api/customer/update` body: the own profile, or, with `accountNumber`, one of the caller's
 * practice's patients (Staff, Practice, a CSR impersonating them). Same rules as the own profile.
 */
export const updateCustomerInput = updateProfileInput.extend({ accountNumber: accountNumber.optional() });
export type UpdateCustomerInput = z.input<typeof updateCustomerInput>;

/** `POST /api/customer/deactivate` body. */
export const deactivatePatientInput = z.object({ accountNumber });

/**
 * `POST /api/customer/editpatientemail` body. `sendWelcomeEmail` (default true) is the staff-only
 * option of spec point 6, behind the `welcomeEmailOption` feature flag.
 */
export const editPatientEmailInput = z.object({ accountNumber, email, sendWelcomeEmail: z.boolean().optional() });
export type EditPatientEmailInput = z.input<typeof editPatientEmailInput>;

export const editPatientEmailReply = z.object({ email: z.string(), welcomeEmailRequested: z.boolean(), position: z.number().int() });
export type EditPatientEmailReply = z.infer<typeof editPatientEmailReply>;

// ---- exists ----

/** `POST /api/customer/exists` body. */
export const patientExistsInput = z.object({ email });

/**
 * What a practice may learn about an address (decision D-073): whether any account holds it (the
 * same fact creating a patient with it reveals through USER_ALREADY_EXISTS), and, only when it is
 * one of the caller's own patients, that patient's account number. Nothing about other practices.
 */
export const patientExistsOutput = z.object({
  exists: z.boolean(),
  isPatientOfPractice: z.boolean(),
  accountNumber: z.string().nullable(),
});
export type PatientExistsOutput = z.infer<typeof patientExistsOutput>;

// ---- invite flag ----

/** Most patients flagged in one call (one page of the invites list is far fewer). */
export const MAX_INVITE_FLAG_ACCOUNTS = 100;

/** `POST /api/customer/setinviteflag` body. */
export const setInviteFlagInput = z.object({
  accountNumbers: z
    .array(accountNumber)
    .min(1, PATIENT_MESSAGES.noAccounts)
    .max(MAX_INVITE_FLAG_ACCOUNTS)
    .transform((list) => [...new Set(list)]),
  flagged: z.boolean(),
});

export const setInviteFlagReply = z.object({ changed: z.array(z.string()), position });

// ---- PMS import, banners and status ----

/** Limits of one PMS upload (decision D-074). */
export const PMS_IMPORT_MAX_ROWS = 5000;
export const PMS_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const PMS_IMPORT_MESSAGES = {
  empty: 'The file has no patient rows.',
  tooManyRows: `A file can hold at most ${PMS_IMPORT_MAX_ROWS} patients. Split it and import each part.`,
  missingColumns: 'The file needs the columns firstName, lastName and email (dob and phone are optional).',
  unreadable: 'The file could not be read as CSV.',
  duplicateInFile: 'This email appears earlier in the file.',
  otherAccount: MESSAGES.userAlreadyExistsShown,
  deactivated: 'This patient profile was deleted, so it is not updated.',
} as const;

/** `POST /api/customer/pmsimport` body: the CSV text as read by the browser, and the location (admins). */
export const pmsImportInput = z.object({
  csv: z.string().min(1, PMS_IMPORT_MESSAGES.empty).max(PMS_IMPORT_MAX_BYTES, `The file is larger than ${PMS_IMPORT_MAX_BYTES / 1024 / 1024} MB.`),
  locationId: z.string().max(64).optional(),
});

export const pmsImportRowError = z.object({
  /** 1-based data row (the header line is row 0). */
  row: z.number().int(),
  email: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type PmsImportRowError = z.infer<typeof pmsImportRowError>;

export const pmsImportOutput = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  lastSyncDate: z.string(),
  errors: z.array(pmsImportRowError),
  position,
});
export type PmsImportOutput = z.infer<typeof pmsImportOutput>;

/** `/customer/getpmsintegrationstatus` (spec point 3/7 names). */
export const pmsIntegrationStatus = z.object({
  isSignupLocationPmsIntegrated: z.boolean(),
  lastSyncDate: z.string().nullable(),
  hidePmsIntegrationBanner: z.boolean(),
  hidePmsUpdateBanner: z.boolean(),
});
export type PmsIntegrationStatus = z.infer<typeof pmsIntegrationStatus>;

// ---- search ----

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
  /** Issue #20: only patients due for reorder (true, listed by supply end, soonest first) or only those not due (false). */
  isDueForReorder: z.boolean().optional(),
  ...pageWindow(PATIENT_PAGE_SIZE),
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
  /** Issue #20: the last day of the current supply (the patient's latest prescription's orders), null without orders. */
  supplyUntil: z.string().nullable(),
  dueForReorder: z.boolean(),
});
export type PatientSummary = z.infer<typeof patientSummary>;

export const searchPatientsOutput = z.object({
  responseCode: z.enum(['OK', 'TOO_MANY_RESULTS']),
  total: z.number().int(),
  patients: z.array(patientSummary),
});
export type SearchPatientsOutput = z.infer<typeof searchPatientsOutput>;
