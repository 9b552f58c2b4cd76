import type { Decider } from '../shared/decider';
import type { MfaEvent, VerificationCodeSent } from './events';

/** A code that can still be checked (not used, not superseded; expiry is checked against the clock). */
export type PendingCode = VerificationCodeSent['data'] & { attempts: number };

export interface MfaState {
  /** The number the user last entered (may be unverified). */
  phone: string | null;
  /** The last number proven by a code: sign-in codes go here. */
  verifiedPhone: string | null;
  enabled: boolean;
  hideMfaModal: boolean;
  pending: PendingCode[];
  /** When recent codes were sent (newest last), for the resend rules. */
  recentSends: string[];
}

export const initialMfaState = (): MfaState => ({
  phone: null,
  verifiedPhone: null,
  enabled: false,
  hideMfaModal: false,
  pending: [],
  recentSends: [],
});

const RECENT_SENDS_KEPT = 20;

export function evolveMfa(state: MfaState, event: MfaEvent): MfaState {
  switch (event.type) {
    case 'PhoneNumberSet':
      // Codes sent to a previous number are void once the number changes.
      return {
        ...state,
        phone: event.data.phone,
        pending: state.pending.filter((c) => c.purpose !== 'verify-phone' || c.phone === event.data.phone),
      };
    case 'VerificationCodeSent': {
      const d = event.data;
      // A new code replaces the previous one of the same purpose (and, for sign-in, the same sign-in).
      const superseded = (c: PendingCode) => c.purpose === d.purpose && (d.purpose === 'verify-phone' || c.contextHash === d.contextHash);
      return {
        ...state,
        pending: [...state.pending.filter((c) => !superseded(c)), { ...d, attempts: 0 }],
        recentSends: [...state.recentSends, d.sentAt].slice(-RECENT_SENDS_KEPT),
      };
    }
    case 'VerificationCodeRejected':
      return {
        ...state,
        pending: state.pending.map((c) => (c.codeId === event.data.codeId ? { ...c, attempts: event.data.attempt } : c)),
      };
    case 'PhoneNumberVerified':
      return {
        ...state,
        verifiedPhone: event.data.phone,
        pending: state.pending.filter((c) => c.codeId !== event.data.codeId),
      };
    case 'MfaSignInVerified':
      return { ...state, pending: state.pending.filter((c) => c.codeId !== event.data.codeId) };
    case 'TwoFactorEnabled':
      return { ...state, enabled: true };
    case 'TwoFactorDisabled':
      return { ...state, enabled: false, pending: state.pending.filter((c) => c.purpose !== 'sign-in') };
    case 'MfaModalPreferenceSet':
      return { ...state, hideMfaModal: event.data.hideMfaModal };
  }
}

export const mfaDecider: Pick<Decider<MfaState, never, MfaEvent>, 'initialState' | 'evolve'> = {
  initialState: initialMfaState,
  evolve: evolveMfa,
};

/** True when the user's current number has been proven by a code. */
export function isPhoneVerified(state: MfaState): boolean {
  return state.phone !== null && state.phone === state.verifiedPhone;
}

/** Where sign-in codes go: the last verified number. */
export function signInPhone(state: MfaState): string | null {
  return state.verifiedPhone;
}
