import { DomainError } from '../shared/errors';
import type { Address, PracticeEvent } from './events';

export interface PracticeState {
  exists: boolean;
  locations: string[];
  /** Years; undefined = never chosen (the default, 2 years, applies). */
  defaultRxExpiryYears?: 1 | 2;
  blocked: boolean;
  creditHold: boolean;
  deactivatedLocations: string[];
}

export const initialPracticeState = (): PracticeState => ({
  exists: false,
  locations: [],
  blocked: false,
  creditHold: false,
  deactivatedLocations: [],
});

export function evolvePractice(state: PracticeState, event: PracticeEvent): PracticeState {
  switch (event.type) {
    case 'PracticeRegistered':
      return { ...state, exists: true };
    case 'LocationAdded':
      return { ...state, locations: [...state.locations, event.data.locationId] };
    case 'DefaultPrescriptionExpirySet':
      return { ...state, defaultRxExpiryYears: event.data.years };
    case 'PracticeBlocked':
      return { ...state, blocked: true };
    case 'PracticeUnblocked':
      return { ...state, blocked: false };
    case 'CreditHoldPlaced':
      return { ...state, creditHold: true };
    case 'CreditHoldReleased':
      return { ...state, creditHold: false };
    case 'LocationDeactivated':
      return { ...state, deactivatedLocations: [...state.deactivatedLocations, event.data.locationId] };
    case 'LocationReactivated':
      return { ...state, deactivatedLocations: state.deactivatedLocations.filter((l) => l !== event.data.locationId) };
  }
}

export const practiceDecider = { initialState: initialPracticeState, evolve: evolvePractice };

export function decideRegisterPractice(
  command: { practiceId: string; name: string; phone?: string },
  state: PracticeState,
): PracticeEvent[] {
  if (state.exists) throw new DomainError('conflict', 'PRACTICE_EXISTS', `Practice ${command.practiceId} exists`);
  return [{ type: 'PracticeRegistered', data: command }];
}

export function decideAddLocation(
  command: { practiceId: string; locationId: string; name: string; address: Address; phone?: string },
  state: PracticeState,
): PracticeEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  if (state.locations.includes(command.locationId)) return [];
  return [{ type: 'LocationAdded', data: command }];
}
