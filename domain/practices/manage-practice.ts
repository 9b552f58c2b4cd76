import { checkSignupAddress } from '../practice-signups/signup-rules';
import { DomainError } from '../shared/errors';
import type { Address, LocationAdded } from './events';
import type { PracticeState } from './practice-decider';

/**
 * Manage Practice (issue #17): the administrator adds a location and invites or deactivates staff.
 * The decisions of the practice stream (staff accounts are decided in identity); the request and
 * reply schemas are in api-schemas.ts.
 */

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
