import { z } from 'zod';
import type { CustomerState } from '../identity/customer-decider';
import type { PatientCreated } from '../identity/events';
import { DomainError } from '../shared/errors';
import { dateOfBirth, email, optional, requiredName, usPhone } from '../shared/validation';

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

export interface CreatePatientCommand extends CreatePatientValues {
  accountNumber: string;
  practiceId: string;
  locationId: string;
}

export function decideCreatePatient(command: CreatePatientCommand, state: CustomerState): PatientCreated[] {
  if (state.exists) throw new DomainError('conflict', 'ACCOUNT_EXISTS', `Account ${command.accountNumber} exists`);
  const { accountNumber, practiceId, locationId, firstName, lastName, email: address, dob, phone } = command;
  const data: PatientCreated['data'] = { accountNumber, practiceId, locationId, firstName, lastName, email: address };
  if (dob) data.dob = dob;
  if (phone) data.phone = phone;
  return [{ type: 'PatientCreated', data }];
}
