import type { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { LocationInfoUpdated } from './events';
import type { PracticeState } from './practice-decider';
import { addLocationInput } from './api-schemas';

export const LOCATION_UPDATE_ERROR = 'The location information could not be updated. Please try again.';

/** The location form's flat fields: a new location's fields (addLocationInput), by the same rules (the form maps them to the API input). */
export const locationInfoForm = addLocationInput;
export type LocationInfoFormValues = z.input<typeof locationInfoForm>;

const sameAddress = (a: LocationInfoUpdated['data']['address'], b: LocationInfoUpdated['data']['address']) =>
  a.address1 === b.address1 && (a.address2 ?? '') === (b.address2 ?? '') && a.city === b.city && a.state === b.state && a.zip === b.zip;

export function decideUpdateLocationInfo(
  command: { practiceId: string; locationId: string; name: string; phone: string | null; address: LocationInfoUpdated['data']['address'] },
  state: PracticeState,
): LocationInfoUpdated[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  const current = state.locationInfo[command.locationId];
  if (!current) throw new DomainError('not_found', 'LOCATION_NOT_FOUND', 'This practice has no location with this id.');
  const address = { ...command.address };
  if (!address.address2) delete address.address2;
  if (current.name === command.name && current.phone === command.phone && sameAddress(current.address, address)) return [];
  return [{ type: 'LocationInfoUpdated', data: { practiceId: command.practiceId, locationId: command.locationId, name: command.name, address, phone: command.phone } }];
}
