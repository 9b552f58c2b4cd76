import { DomainError } from '../shared/errors';
import type { PracticeInfoUpdated } from './events';
import type { PracticeState } from './practice-decider';

/** Spec point 8 "Update errors for: ... practice" (wording: decision D-093). */
export const PRACTICE_UPDATE_ERROR = 'Your practice information could not be updated. Please try again.';

export function decideUpdatePracticeInfo(
  command: { practiceId: string; name: string; phone: string | null },
  state: PracticeState,
): PracticeInfoUpdated[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  if (state.name === command.name && state.phone === command.phone) return [];
  return [{ type: 'PracticeInfoUpdated', data: { practiceId: command.practiceId, name: command.name, phone: command.phone } }];
}
