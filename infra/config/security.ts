import { SECURITY_DEFAULTS, type SecuritySettings } from '../../domain/security/constants';

/**
 * Security settings from the environment, read on every call (cheap), so an operator's change
 * needs only a restart and a test can shorten a timer or lower a threshold for its own run.
 * Names are the settings in SCREAMING_SNAKE_CASE with their unit (e.g. CODE_TTL_MS,
 * SIGN_IN_MAX_FAILURES_PER_HOUR). PROFILE_CACHE_MINUTES is in minutes, as the spec puts it.
 */
const ENV_NAMES: Record<keyof SecuritySettings, string> = {
  codeTtlMs: 'VERIFICATION_CODE_TTL_MS',
  maxCodeAttempts: 'VERIFICATION_CODE_MAX_ATTEMPTS',
  codeResendCooldownMs: 'VERIFICATION_CODE_RESEND_COOLDOWN_MS',
  maxCodesPerHour: 'VERIFICATION_CODES_PER_HOUR',
  signInMaxFailuresPerHour: 'SIGN_IN_MAX_FAILURES_PER_HOUR',
  signInHumanCheckAfter: 'SIGN_IN_HUMAN_CHECK_AFTER',
  signInMaxFailuresPerDevicePerHour: 'SIGN_IN_MAX_FAILURES_PER_DEVICE_PER_HOUR',
  signInIpHumanCheckAfter: 'SIGN_IN_IP_HUMAN_CHECK_AFTER',
  signInRequestsPerIpPerMinute: 'SIGN_IN_REQUESTS_PER_IP_PER_MINUTE',
  humanCheckTtlMs: 'HUMAN_CHECK_TTL_MS',
  profileCacheMs: 'PROFILE_CACHE_MS',
  sessionMaxMs: 'SESSION_MAX_MS',
  tokenRenewalGraceMs: 'TOKEN_RENEWAL_GRACE_MS',
  deviceTokenTtlMs: 'DEVICE_TOKEN_TTL_MS',
  unsubscribeTokenTtlMs: 'UNSUBSCRIBE_TOKEN_TTL_MS',
};

function positive(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function securitySettings(env: NodeJS.ProcessEnv = process.env): SecuritySettings {
  const out = { ...SECURITY_DEFAULTS } as SecuritySettings;
  for (const key of Object.keys(ENV_NAMES) as (keyof SecuritySettings)[]) {
    const value = positive(env[ENV_NAMES[key]]);
    if (value !== undefined) out[key] = value;
  }
  const minutes = positive(env.PROFILE_CACHE_MINUTES);
  if (minutes !== undefined && env.PROFILE_CACHE_MS === undefined) out.profileCacheMs = minutes * 60_000;
  return out;
}

/** The browser's session timers (spec point 9), served by the query API so they can be configured per deployment. */
export interface SessionTimers {
  idleTimeoutMs: number;
  idleWarningMs: number;
  tokenCheckMs: number;
}

export function sessionTimers(env: NodeJS.ProcessEnv, defaults: SessionTimers): SessionTimers {
  return {
    idleTimeoutMs: positive(env.IDLE_TIMEOUT_MS) ?? defaults.idleTimeoutMs,
    idleWarningMs: positive(env.IDLE_WARNING_MS) ?? defaults.idleWarningMs,
    tokenCheckMs: positive(env.TOKEN_CHECK_MS) ?? defaults.tokenCheckMs,
  };
}

/** Proof-of-work difficulty of the human check (PBKDF2 iterations per try and the range of tries). */
export interface HumanCheckDifficulty {
  cost: number;
  counterMin: number;
  counterMax: number;
}

export function humanCheckDifficulty(env: NodeJS.ProcessEnv = process.env): HumanCheckDifficulty {
  const cost = positive(env.HUMAN_CHECK_COST) ?? 2_000;
  const counterMin = positive(env.HUMAN_CHECK_COUNTER_MIN) ?? 2_000;
  const counterMax = Math.max(counterMin + 1, positive(env.HUMAN_CHECK_COUNTER_MAX) ?? 4_000);
  return { cost, counterMin, counterMax };
}
