import { z } from 'zod';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { customerProfile, type Session } from '@/lib/session';

const reply = customerProfile.extend({ token: z.string().min(1), expiresAt: z.string() });

/**
 * POST /api/customer/getbytoken: the profile for the current token and the same session's token
 * with a fresh expiry (sliding session). A 401 here does not reload the page (spec point 7): the
 * caller decides what the ended session means for the screen. Not cached: the token-check timer
 * (components/session-timers) calls it directly.
 */
export async function getByToken(): Promise<Session> {
  const parsed = reply.safeParse(await apiClient.query<unknown>('/customer/getbytoken', {}));
  if (!parsed.success) throw new ApiError(500, 'INVALID_REPLY', MESSAGES.somethingWentWrong);
  const { token, expiresAt: _expiresAt, ...user } = parsed.data;
  return { token, user };
}
