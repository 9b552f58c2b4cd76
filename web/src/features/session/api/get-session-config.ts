import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDLE_WARNING_MS } from '@domain/security/constants';
import { IDLE_TIMEOUT_MS, TOKEN_CHECK_MS } from '@domain/shared/constants';
import type { SessionConfigReply } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from './keys';

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

/** POST /api/session/config: the deployment's session timers (runtime configuration). */
export async function getSessionConfig(signal?: AbortSignal): Promise<SessionConfig> {
  const reply = await apiClient.query<Partial<SessionConfigReply>>('/session/config', {}, { auth: false, ...(signal ? { signal } : {}) });
  const pick = (v: unknown, fallback: number) => (typeof v === 'number' && v > 0 ? v : fallback);
  return {
    idleTimeoutMs: pick(reply?.idleTimeoutMs, DEFAULT_SESSION_CONFIG.idleTimeoutMs),
    idleWarningMs: pick(reply?.idleWarningMs, DEFAULT_SESSION_CONFIG.idleWarningMs),
    tokenCheckMs: pick(reply?.tokenCheckMs, DEFAULT_SESSION_CONFIG.tokenCheckMs),
  };
}

export function sessionConfigQueryOptions() {
  return queryOptions({ queryKey: sessionKeys.config(), queryFn: ({ signal }) => getSessionConfig(signal), staleTime: Infinity });
}

/** The timers to use: the runtime configuration once loaded, the defaults until then. */
export function useSessionConfig(): SessionConfig {
  return useQuery(sessionConfigQueryOptions()).data ?? DEFAULT_SESSION_CONFIG;
}
