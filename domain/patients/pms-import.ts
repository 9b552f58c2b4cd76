import type { z } from 'zod';
import type { CustomerState } from '../identity/customer-decider';
import type { PatientCreated, PatientSyncedFromPms } from '../identity/events';
import { DomainError, MESSAGES } from '../shared/errors';
import { createPatientInput, PMS_IMPORT_MESSAGES, type PmsImportRowError } from './api-schemas';

/** Rows handled together; each row is its own stream, so a batch is a set of independent appends. */
export const PMS_IMPORT_BATCH = 25;

/** A CSV row as a patient: the create-patient rules, without the location (the import's). */
export const pmsPatientRow = createPatientInput.omit({ locationId: true });
export type PmsPatientValues = z.output<typeof pmsPatientRow>;

export type PmsColumn = 'firstName' | 'lastName' | 'email' | 'dob' | 'phone';

const HEADER_ALIASES: Record<string, PmsColumn> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  dob: 'dob',
  dateofbirth: 'dob',
  birthdate: 'dob',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  cellphone: 'phone',
};

/** The patient field a CSV header names ("First Name", "first_name", "DOB" …), or undefined to ignore it. */
export function pmsColumnOf(header: string): PmsColumn | undefined {
  return HEADER_ALIASES[header.toLowerCase().replace(/[^a-z]/g, '')];
}

/** Whether the header row names the three required columns. */
export function hasRequiredPmsColumns(headers: readonly string[]): boolean {
  const known = new Set(headers.map(pmsColumnOf));
  return known.has('firstName') && known.has('lastName') && known.has('email');
}

/** One data row as the row schema's input (only the known columns; blanks are left out). */
export function pmsRowValues(headers: readonly string[], cells: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  headers.forEach((h, i) => {
    const field = pmsColumnOf(h);
    const cell = cells[i]?.trim() ?? '';
    if (field && cell !== '' && values[field] === undefined) values[field] = cell;
  });
  return values;
}

/** Validates a row: the values, or the first error per field. */
export function validatePmsRow(row: number, raw: Record<string, string>): { values: PmsPatientValues } | { errors: PmsImportRowError[] } {
  const parsed = pmsPatientRow.safeParse(raw);
  if (parsed.success) return { values: parsed.data };
  const seen = new Set<string>();
  const errors: PmsImportRowError[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ row, email: raw.email?.toLowerCase() ?? null, field: field || null, message: issue.message });
  }
  return { errors };
}

export interface ImportPatientCommand {
  accountNumber: string;
  practiceId: string;
  locationId: string;
  values: PmsPatientValues;
  lastSyncDate: string;
}

/**
 * One imported row: a new patient (PatientCreated with isImported and lastSyncDate), or, for an
 * e-mail already held by a patient of the same practice, PatientSyncedFromPms (decision D-074).
 * Another practice's account or a non-patient → USER_ALREADY_EXISTS; a deactivated patient is not updated.
 */
export function decideImportPatient(command: ImportPatientCommand, state: CustomerState): (PatientCreated | PatientSyncedFromPms)[] {
  const { values } = command;
  if (!state.exists) {
    const data: PatientCreated['data'] = {
      accountNumber: command.accountNumber,
      practiceId: command.practiceId,
      locationId: command.locationId,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      isImported: true,
      lastSyncDate: command.lastSyncDate,
    };
    if (values.dob) data.dob = values.dob;
    if (values.phone) data.phone = values.phone;
    return [{ type: 'PatientCreated', data }];
  }
  if (state.customerGroup !== 'Patient' || state.practiceId !== command.practiceId) {
    throw new DomainError('conflict', 'USER_ALREADY_EXISTS', MESSAGES.userAlreadyExists);
  }
  if (state.deactivated) throw new DomainError('rule', 'PATIENT_DEACTIVATED', PMS_IMPORT_MESSAGES.deactivated);
  const data: PatientSyncedFromPms['data'] = { firstName: values.firstName, lastName: values.lastName, lastSyncDate: command.lastSyncDate };
  if (values.dob) data.dob = values.dob;
  if (values.phone) data.phone = values.phone;
  return [{ type: 'PatientSyncedFromPms', data }];
}
