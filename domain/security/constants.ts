import { VERIFICATION_CODE_TTL_MS } from '../shared/constants';

/**
 * Security limits (spec point 9 where it names them; decisions D-036, D-043, D-046, D-047 elsewhere).
 * Every number here is a default: the processes read overrides from the environment
 * (infra/config/security.ts) so tests can run with short timers and low thresholds.
 */
export const SECURITY_DEFAULTS = {
  /** Spec point 9: a verification code expires after 10 minutes. */
  codeTtlMs: VERIFICATION_CODE_TTL_MS,
  /** Wrong guesses allowed per code; then the code is dead and a new one must be requested. */
  maxCodeAttempts: 5,
  /** Minimum wait between two codes for the same purpose ("Resend code"). */
  codeResendCooldownMs: 30_000,
  /** Codes texted per account per hour (SMS pumping and cost guard). */
  maxCodesPerHour: 10,

  /** Issue #3: no more than 100 failed sign-ins per account per hour get through. */
  signInMaxFailuresPerHour: 100,
  /** After this many failed sign-ins in the hour, an unknown device must pass the human check. */
  signInHumanCheckAfter: 5,
  /** A device that signed in before (device token) has its own allowance per hour. */
  signInMaxFailuresPerDevicePerHour: 10,
  /** Failed sign-ins from one IP address in the hour (any account) before it must pass the human check. */
  signInIpHumanCheckAfter: 20,
  /** Requests per IP per minute on the sign-in and code routes (flood guard). */
  signInRequestsPerIpPerMinute: 30,

  /** A human-check solution or token is good for this long. */
  humanCheckTtlMs: 10 * 60 * 1000,

  /** getbytoken: the profile for a token is cached this long (spec point 7: 20 minutes, configurable in minutes). */
  profileCacheMs: 20 * 60 * 1000,
  /** A session is renewed while in use, but never beyond this long after signing in. */
  sessionMaxMs: 12 * 60 * 60 * 1000,
  /** After a renewal the previous token keeps working this long (requests already on their way, other tabs), then is refused (D-526). */
  tokenRenewalGraceMs: 5_000,
  /** Device tokens (known devices for the throttle) live this long. */
  deviceTokenTtlMs: 90 * 24 * 60 * 60 * 1000,
  /** Unsubscribe links in e-mails keep working this long. */
  unsubscribeTokenTtlMs: 365 * 24 * 60 * 60 * 1000,
} as const;

export type SecuritySettings = { -readonly [K in keyof typeof SECURITY_DEFAULTS]: number };

export const HOUR_MS = 60 * 60 * 1000;

/** How long the idle-session modal counts down ("Yes, I'm here") before signing out (decision D-047). */
export const IDLE_WARNING_MS = 2 * 60 * 1000;
