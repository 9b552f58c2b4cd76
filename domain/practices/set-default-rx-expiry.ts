import { DomainError } from '../shared/errors';
import type { PracticeEvent } from './events';
import type { PracticeState } from './practice-decider';
import { type DefaultRxExpiry } from './api-schemas';

export { DEFAULT_RX_EXPIRY_OPTIONS, type DefaultRxExpiry } from './api-schemas';

export const DEFAULT_RX_EXPIRY: DefaultRxExpiry = '2 years';

export const expiryOfYears = (years: 1 | 2 | undefined): DefaultRxExpiry =>
  years === 1 ? '1 year' : years === 2 ? '2 years' : DEFAULT_RX_EXPIRY;
export const yearsOfExpiry = (expiry: DefaultRxExpiry): 1 | 2 => (expiry === '1 year' ? 1 : 2);

export function decideSetDefaultRxExpiry(command: { practiceId: string; newExpiry: DefaultRxExpiry }, state: PracticeState): PracticeEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  const years = yearsOfExpiry(command.newExpiry);
  if (state.defaultRxExpiryYears === years) return [];
  return [{ type: 'DefaultPrescriptionExpirySet', data: { practiceId: command.practiceId, years } }];
}
