import { DomainError } from '../shared/errors';
import type { Address, PracticeEvent } from './events';

export interface LocationInfo {
  name: string;
  address: Address;
  phone: string | null;
}

export interface PracticeState {
  exists: boolean;
  /** Practice information (name, phone), as last registered or edited. */
  name: string;
  phone: string | null;
  /** Location ids in the order they were added (the first is the administrator's default). */
  locations: string[];
  locationInfo: Record<string, LocationInfo>;
  /** Each location's e-mail notification choices that differ from the defaults' unset state. */
  notificationPreferences: Record<string, Partial<Record<string, boolean>>>;
  /** Years; undefined = never chosen (the default, 2 years, applies). */
  defaultRxExpiryYears?: 1 | 2;
  blocked: boolean;
  creditHold: boolean;
  deactivatedLocations: string[];
}

export const initialPracticeState = (): PracticeState => ({
  exists: false,
  name: '',
  phone: null,
  locations: [],
  locationInfo: {},
  notificationPreferences: {},
  blocked: false,
  creditHold: false,
  deactivatedLocations: [],
});

export function evolvePractice(state: PracticeState, event: PracticeEvent): PracticeState {
  switch (event.type) {
    case 'PracticeRegistered':
      return { ...state, exists: true, name: event.data.name, phone: event.data.phone ?? null };
    case 'PracticeInfoUpdated':
      return { ...state, name: event.data.name, phone: event.data.phone };
    case 'LocationAdded': {
      const { locationId, name, address, phone } = event.data;
      return {
        ...state,
        locations: [...state.locations, locationId],
        locationInfo: { ...state.locationInfo, [locationId]: { name, address, phone: phone ?? null } },
      };
    }
    case 'LocationInfoUpdated': {
      const { locationId, name, address, phone } = event.data;
      return { ...state, locationInfo: { ...state.locationInfo, [locationId]: { name, address, phone } } };
    }
    case 'PracticeNotificationPreferencesChanged': {
      const { locationId, changes } = event.data;
      return {
        ...state,
        notificationPreferences: { ...state.notificationPreferences, [locationId]: { ...state.notificationPreferences[locationId], ...changes } },
      };
    }
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
