import { z } from 'zod';
import { checkSignupAddress } from '../practice-signups/signup-rules';
import { email, optional, requiredName, usPhone } from '../shared/validation';
import { DomainError } from '../shared/errors';
import { locationInfoForm } from './update-location-info';
import type { Address, LocationAdded } from './events';
import type { PracticeState } from './practice-decider';

/**
 * Manage Practice (issue #17): the administrator adds a location and invites or deactivates staff.
 * Contracts here; the decisions of the practice stream below (staff accounts are decided in identity).
 */
export const addLocationInput = locationInfoForm;
export type AddLocationInput = z.input<typeof addLocationInput>;
export const addLocationReply = z.object({ practiceId: z.string(), locationId: z.string(), position: z.number() });

export const inviteStaffInput = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email,
  phone: optional(usPhone),
  locationId: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(64),
});
export type InviteStaffInput = z.input<typeof inviteStaffInput>;
export const inviteStaffReply = z.object({ accountNumber: z.string(), position: z.number() });

export const deactivateStaffInput = z.object({ accountNumber: z.string().trim().min(1).max(20) });
export type DeactivateStaffInput = z.input<typeof deactivateStaffInput>;
export const deactivateStaffReply = z.object({ position: z.number().nullable() });

const staffRow = z.object({
  accountNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  customerGroup: z.enum(['Practice', 'Staff']),
  locationId: z.string().nullable(),
  registered: z.boolean(),
  deactivated: z.boolean(),
});
export type StaffRow = z.infer<typeof staffRow>;
export const listStaffReply = z.object({ staff: z.array(staffRow) });
export type ListStaffReply = z.infer<typeof listStaffReply>;

/** A new location of the practice, its address checked like a delivery address. */
export function decideAddPracticeLocation(command: { practiceId: string; locationId: string; name: string; address: Address; phone?: string | undefined }, state: PracticeState): LocationAdded[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  if (state.locations.includes(command.locationId)) return [];
  const taken = Object.values(state.locationInfo).some((l) => l.name.toLowerCase() === command.name.toLowerCase());
  if (taken) throw new DomainError('conflict', 'LOCATION_NAME_TAKEN', 'Your practice already has a location with this name.', { field: 'name' });
  const address = checkSignupAddress(command.address);
  const { phone, ...rest } = command;
  return [{ type: 'LocationAdded', data: { ...rest, address, ...(phone ? { phone } : {}) } }];
}

/** Staff belong to one of the practice's active locations. */
export function assertInvitableLocation(state: PracticeState, locationId: string): void {
  if (!state.locations.includes(locationId)) throw new DomainError('validation', 'LOCATION_NOT_FOUND', 'Please choose one of your locations', { field: 'locationId' });
  if (state.deactivatedLocations.includes(locationId)) throw new DomainError('rule', 'LOCATION_DEACTIVATED', 'This location is deactivated; choose another one.', { field: 'locationId' });
}
