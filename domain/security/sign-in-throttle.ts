import type { SecuritySettings } from './constants';

export type ThrottleSettings = Pick<
  SecuritySettings,
  'signInMaxFailuresPerHour' | 'signInHumanCheckAfter' | 'signInMaxFailuresPerDevicePerHour' | 'signInIpHumanCheckAfter'
>;

/** Failed sign-ins in the last hour, counted by the handler from the sign-in attempt log. */
export interface SignInFailureCounts {
  /** For this account (or unknown e-mail), from devices it does not know. */
  account: number;
  /** For this account from the device presenting a valid device token (0 without one). */
  device: number;
  /** From this IP address, any account, devices unknown to those accounts. */
  ip: number;
}

export type SignInGate =
  /** Check the password. */
  | { verdict: 'check'; trustedDevice: boolean }
  /** Check the password only with a valid human check; otherwise refuse without checking. */
  | { verdict: 'human-check' }
  /** Refuse without checking the password. */
  | { verdict: 'refuse' };

/**
 * Sign-in throttling (issue #3). An attacker guessing passwords cannot get more than
 * `signInMaxFailuresPerHour` wrong guesses checked per account per hour, and after a handful
 * must solve a proof-of-work human check per guess. The owner is never locked out by it: a device
 * that signed in successfully before carries a device token and has its own allowance, which the
 * attacker's failures do not use up; and below the hard cap a human can always get through with
 * the human check.
 */
export function signInGate(counts: SignInFailureCounts, hasTrustedDevice: boolean, s: ThrottleSettings): SignInGate {
  if (hasTrustedDevice && counts.device < s.signInMaxFailuresPerDevicePerHour) return { verdict: 'check', trustedDevice: true };
  if (counts.account >= s.signInMaxFailuresPerHour) return { verdict: 'refuse' };
  if (counts.account >= s.signInHumanCheckAfter || counts.ip >= s.signInIpHumanCheckAfter) return { verdict: 'human-check' };
  return { verdict: 'check', trustedDevice: false };
}
