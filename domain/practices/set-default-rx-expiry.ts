import { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { PracticeEvent } from './events';
import type { PracticeState } from './practice-decider';

/** Spec point 9: "1 year" or "2 years"; "2 years" when none is set. */
export const DEFAULT_RX_EXPIRY_OPTIONS = ['1 year', '2 years'] as const;
export type DefaultRxExpiry = (typeof DEFAULT_RX_EXPIRY_OPTIONS)[number];
export const DEFAULT_RX_EXPIRY: DefaultRxExpiry = '2 years';

export const defaultRxExpiry = z.enum(DEFAULT_RX_EXPIRY_OPTIONS, { error: 'Choose 1 year or 2 years.' });
/** `POST /api/customer/setdefaultrxexpiry`: spec point 7 "New Expiry". */
export const setDefaultRxExpiryInput = z.object({ newExpiry: defaultRxExpiry });
export type SetDefaultRxExpiryInput = z.infer<typeof setDefaultRxExpiryInput>;

export const expiryOfYears = (years: 1 | 2 | undefined): DefaultRxExpiry =>
  years === 1 ? '1 year' : years === 2 ? '2 years' : DEFAULT_RX_EXPIRY;
export const yearsOfExpiry = (expiry: DefaultRxExpiry): 1 | 2 => (expiry === '1 year' ? 1 : 2);

export function decideSetDefaultRxExpiry(command: { practiceId: string; newExpiry: DefaultRxExpiry }, state: PracticeState): PracticeEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  const years = yearsOfExpiry(command.newExpiry);
  if (state.defaultRxExpiryYears === years) return [];
  return [{ type: 'DefaultPrescriptionExpirySet', data: { practiceId: command.practiceId, years } }];
}
