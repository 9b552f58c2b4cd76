import type { CustomerState } from '../identity/customer-decider';
import type { PatientCreated } from '../identity/events';
import { DomainError } from '../shared/errors';
import type { CreatePatientValues } from './api-schemas';

export interface CreatePatientCommand extends CreatePatientValues {
  accountNumber: string;
  practiceId: string;
  locationId: string;
}

export function decideCreatePatient(command: CreatePatientCommand, state: CustomerState): PatientCreated[] {
  if (state.exists) throw new DomainError('conflict', 'ACCOUNT_EXISTS', `Account ${command.accountNumber} exists`);
  const { accountNumber, practiceId, locationId, firstName, lastName, email, dob, phone } = command;
  const data: PatientCreated['data'] = { accountNumber, practiceId, locationId, firstName, lastName, email };
  if (dob) data.dob = dob;
  if (phone) data.phone = phone;
  return [{ type: 'PatientCreated', data }];
}
