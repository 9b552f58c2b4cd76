import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EmailByTokenReply, emailByTokenReply } from '@domain/identity/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { onboardingKeys } from './keys';

/** POST /api/customer/emailbytoken (no user token, spec point 6): the address an e-mailed link is about. */
export async function getEmailByToken(token: string, signal?: AbortSignal): Promise<EmailByTokenReply> {
  const body = await apiClient.command<unknown>('/customer/emailbytoken', { token }, { auth: false, ...(signal ? { signal } : {}) });
  return parseReply(emailByTokenReply, body, MESSAGES.somethingWentWrong);
}

export function emailByTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: onboardingKeys.emailByToken(token),
    queryFn: ({ signal }) => getEmailByToken(token, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Only asked when there is a token: without one no call is made (spec point 5). */
export function useEmailByToken(token: string | null) {
  return useQuery({ ...emailByTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}

export type LinkProblem = 'missing' | 'invalid' | 'expired' | 'used' | 'unavailable';

/** What the page says about a link that cannot be used. */
export function linkProblemOf(error: unknown): LinkProblem {
  if (error instanceof ApiError) {
    if (error.code === 'TOKEN_USED') return 'used';
    if (error.code === 'TOKEN_EXPIRED') return 'expired';
    if (error.code === 'TOKEN_INVALID' || error.status === 400) return 'invalid';
  }
  return 'unavailable';
}
