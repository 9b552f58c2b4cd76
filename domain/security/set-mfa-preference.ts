import { DomainError } from '../shared/errors';
import type { MfaEvent } from './events';
import { SECURITY_MESSAGES } from './messages';
import { isPhoneVerified, type MfaState } from './mfa-state';

/**
 * Turning two-factor on needs a verified number; repeating the current value records nothing. A role
 * that must sign in with a second factor (distributor staff, D-742) cannot turn it off.
 */
export function decideSetMfaPreference(command: { isMfaEnabled?: boolean; hideMfaModal?: boolean; secondFactorRequired?: boolean }, state: MfaState): MfaEvent[] {
  const events: MfaEvent[] = [];
  if (command.isMfaEnabled === false && command.secondFactorRequired) throw new DomainError('rule', 'TWO_FACTOR_REQUIRED', SECURITY_MESSAGES.twoFactorRequired);
  if (command.isMfaEnabled === true && !state.enabled) {
    if (!state.phone) throw new DomainError('rule', 'SMS_NUMBER_REQUIRED', SECURITY_MESSAGES.smsNumberRequired);
    if (!isPhoneVerified(state)) throw new DomainError('rule', 'SMS_NUMBER_NOT_VERIFIED', SECURITY_MESSAGES.smsNumberNotVerified);
    events.push({ type: 'TwoFactorEnabled', data: { phone: state.phone } });
  }
  if (command.isMfaEnabled === false && state.enabled) events.push({ type: 'TwoFactorDisabled', data: {} });
  if (command.hideMfaModal !== undefined && command.hideMfaModal !== state.hideMfaModal) {
    events.push({ type: 'MfaModalPreferenceSet', data: { hideMfaModal: command.hideMfaModal } });
  }
  return events;
}
