import { queryOptions } from '@tanstack/react-query';
import { sessionConfigReply, type SessionConfigReply } from '@domain/security/api-schemas';
import { apiClient } from './api-client';
import { parseReply } from './parse-reply';

/** The one query key of the deployment's runtime configuration (written only by the factory below). */
const sessionConfigKey = ['session', 'config'] as const;

/**
 * POST /api/session/config: the session timers and the enabled feature flags. Public and the same
 * for every user, so it is read once per page and shared by every feature that needs a part of it
 * (the session timers, the prescription form's dateOfService, the staff's welcome-e-mail option),
 * each picking its part with `select`.
 */
export async function getSessionConfig(signal?: AbortSignal): Promise<SessionConfigReply> {
  const reply = await apiClient.query<unknown>('/session/config', {}, { auth: false, ...(signal ? { signal } : {}) });
  return parseReply(sessionConfigReply, reply);
}

export function sessionConfigQueryOptions() {
  return queryOptions({ queryKey: sessionConfigKey, queryFn: ({ signal }) => getSessionConfig(signal), staleTime: Infinity });
}
