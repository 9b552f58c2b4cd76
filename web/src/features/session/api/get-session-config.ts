import { useQuery } from '@tanstack/react-query';
import { IDLE_WARNING_MS } from '@domain/security/constants';
import { IDLE_TIMEOUT_MS, TOKEN_CHECK_MS } from '@domain/shared/constants';
import type { SessionConfigReply } from '@domain/security/api-schemas';
import { sessionConfigQueryOptions } from '@/lib/session-config';

/** The timers the browser runs on (the reply's feature flags are read elsewhere). */
export type SessionConfig = Omit<SessionConfigReply, 'featureFlags'>;

function fromEnv(name: string, fallback: number): number {
  const raw = (import.meta.env as Record<string, string | undefined>)[name];
  const n = raw ? Number(raw) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Build-time defaults (VITE_IDLE_TIMEOUT_MS, VITE_IDLE_WARNING_MS, VITE_TOKEN_CHECK_MS), else the spec's. */
export const DEFAULT_SESSION_CONFIG: SessionConfig = {
  idleTimeoutMs: fromEnv('VITE_IDLE_TIMEOUT_MS', IDLE_TIMEOUT_MS),
  idleWarningMs: fromEnv('VITE_IDLE_WARNING_MS', IDLE_WARNING_MS),
  tokenCheckMs: fromEnv('VITE_TOKEN_CHECK_MS', TOKEN_CHECK_MS),
};

const positive = (value: number, fallback: number) => (value > 0 ? value : fallback);

/** The deployment's session timers (POST /api/session/config), each defaulted when not positive. */
function timersOf(reply: SessionConfigReply): SessionConfig {
  return {
    idleTimeoutMs: positive(reply.idleTimeoutMs, DEFAULT_SESSION_CONFIG.idleTimeoutMs),
    idleWarningMs: positive(reply.idleWarningMs, DEFAULT_SESSION_CONFIG.idleWarningMs),
    tokenCheckMs: positive(reply.tokenCheckMs, DEFAULT_SESSION_CONFIG.tokenCheckMs),
  };
}

/** The timers to use: the runtime configuration once loaded, the defaults until then (or when it cannot be read). */
export function useSessionConfig(): SessionConfig {
  return useQuery({ ...sessionConfigQueryOptions(), select: timersOf }).data ?? DEFAULT_SESSION_CONFIG;
}
