import { DomainError } from '../shared/errors';
import type { PracticeEvent } from './events';
import type { PracticeState } from './practice-decider';
import type { SetLocationStateInput, SetPracticeStateInput } from './api-schemas';

export function decideSetPracticeState(command: SetPracticeStateInput, state: PracticeState): PracticeEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'No practice has this id.');
  const { practiceId } = command;
  const events: PracticeEvent[] = [];
  if (command.blocked === true && !state.blocked) events.push({ type: 'PracticeBlocked', data: { practiceId } });
  if (command.blocked === false && state.blocked) events.push({ type: 'PracticeUnblocked', data: { practiceId } });
  if (command.creditHold === true && !state.creditHold) events.push({ type: 'CreditHoldPlaced', data: { practiceId } });
  if (command.creditHold === false && state.creditHold) events.push({ type: 'CreditHoldReleased', data: { practiceId } });
  return events;
}

export function decideSetLocationState(command: SetLocationStateInput, state: PracticeState): PracticeEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'No practice has this id.');
  if (!state.locations.includes(command.locationId)) {
    throw new DomainError('not_found', 'LOCATION_NOT_FOUND', 'This practice has no location with this id.');
  }
  const data = { practiceId: command.practiceId, locationId: command.locationId };
  const isDeactivated = state.deactivatedLocations.includes(command.locationId);
  if (command.deactivated && !isDeactivated) return [{ type: 'LocationDeactivated', data }];
  if (!command.deactivated && isDeactivated) return [{ type: 'LocationReactivated', data }];
  return [];
}
