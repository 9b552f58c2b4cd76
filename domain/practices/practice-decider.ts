import { DomainError } from '../shared/errors';
import type { Address, PracticeEvent } from './events';

export interface PracticeState {
  exists: boolean;
  locations: string[];
}

export const initialPracticeState = (): PracticeState => ({ exists: false, locations: [] });

export function evolvePractice(state: PracticeState, event: PracticeEvent): PracticeState {
  switch (event.type) {
    case 'PracticeRegistered':
      return { ...state, exists: true };
    case 'LocationAdded':
      return { ...state, locations: [...state.locations, event.data.locationId] };
  }
}

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
