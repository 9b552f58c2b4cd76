import { z } from 'zod';
import { DomainError } from '../shared/errors';
import { email, requiredName, usPhone, optional } from '../shared/validation';
import { CUSTOMER_GROUPS } from './customer-group';
import type { CustomerState } from './customer-decider';
import type { CustomerEvent } from './events';

/** Registers a non-patient account (CSR, practice admin, staff): used by seeding and, later, onboarding. */
export const registerCustomerInput = z.object({
  accountNumber: z.string().min(1),
  customerGroup: z.enum(CUSTOMER_GROUPS),
  email,
  firstName: requiredName,
  lastName: requiredName,
  phone: optional(usPhone),
  practiceId: z.string().optional(),
  locationId: z.string().optional(),
});
export type RegisterCustomerInput = z.infer<typeof registerCustomerInput>;

export function decideRegisterCustomer(
  command: RegisterCustomerInput & { passwordHash: string },
  state: CustomerState,
): CustomerEvent[] {
  if (state.exists) throw new DomainError('conflict', 'ACCOUNT_EXISTS', `Account ${command.accountNumber} exists`);
  if ((command.customerGroup === 'Staff' || command.customerGroup === 'Practice') && !command.practiceId) {
    throw new DomainError('validation', 'PRACTICE_REQUIRED', 'A practice account needs a practiceId');
  }
  const { passwordHash, ...data } = command;
  return [
    { type: 'CustomerRegistered', data },
    { type: 'PasswordSet', data: { passwordHash } },
  ];
}
