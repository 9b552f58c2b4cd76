import { z } from 'zod';
import { DomainError } from '../shared/errors';
import { optional, requiredName, usPhone } from '../shared/validation';
import type { PracticeInfoUpdated } from './events';
import type { PracticeState } from './practice-decider';

/**
 * Practice and location names (spec point 5: "Practice name, location name ... are required;
 * 'This field is required' is generic") follow the name-like text rule of point 5. En and em
 * dashes are typed as a hyphen (the input filter; decision D-092) so names like "Clearview – North"
 * stay valid.
 */
export const practiceName = z
  .string({ error: 'This field is required' })
  .transform((v) => v.replace(/[\u2013\u2014]/g, '-'))
  .pipe(requiredName);

/** Spec point 8 "Update errors for: ... practice" (wording: decision D-093). */
export const PRACTICE_UPDATE_ERROR = 'Your practice information could not be updated. Please try again.';

/** `POST /api/customer/practice/update` (practice administrator): name and phone. A blank phone removes it. */
export const updatePracticeInfoInput = z.object({
  practiceName,
  phone: optional(usPhone),
});
export type UpdatePracticeInfoInput = z.input<typeof updatePracticeInfoInput>;
export type UpdatePracticeInfoValues = z.output<typeof updatePracticeInfoInput>;

export function decideUpdatePracticeInfo(
  command: { practiceId: string; name: string; phone: string | null },
  state: PracticeState,
): PracticeInfoUpdated[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  if (state.name === command.name && state.phone === command.phone) return [];
  return [{ type: 'PracticeInfoUpdated', data: { practiceId: command.practiceId, name: command.name, phone: command.phone } }];
}
