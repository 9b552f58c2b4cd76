import { renewSessionReply } from '@domain/security/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';

/**
 * POST /api/session/renew: the session's next token (the current one stops working a few seconds
 * later, D-526). A 401 here does not reload the page: the token-check timer decides what the ended
 * session means for the screen.
 */
export async function renewSession(): Promise<string> {
  return parseReply(renewSessionReply, await apiClient.command<unknown>('/session/renew', {}), MESSAGES.somethingWentWrong).token;
}
