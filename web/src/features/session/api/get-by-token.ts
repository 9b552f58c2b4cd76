import { getByTokenReply } from '@domain/security/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import type { Session } from '@/lib/session';

/**
 * POST /api/customer/getbytoken: the profile for a token (the current one, or `token`) and that
 * token. A 401 here does not reload the page (spec point 7): the caller decides what the ended
 * session means for the screen. Not cached: the token-check timer (components/session-timers)
 * calls it directly, right after renewing the token (`renewSession`).
 */
export async function getByToken(token?: string): Promise<Session> {
  const reply = await apiClient.query<unknown>('/customer/getbytoken', {}, token ? { token } : {});
  const { token: current, expiresAt: _expiresAt, ...user } = parseReply(getByTokenReply, reply, MESSAGES.somethingWentWrong);
  return { token: current, user };
}
