import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { sessionStore } from '@/lib/session';
import { profileReply, type ProfileReply } from '@domain/identity/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { authKeys } from './keys';

/** POST /api/customer/get: the signed-in user's own profile. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileReply> {
  const reply = await apiClient.query<unknown>('/customer/get', {}, signal ? { signal } : {});
  return parseReply(profileReply, reply, MESSAGES.somethingWentWrong);
}

/** Keyed by account, so users never share it. */
export function profileQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: authKeys.profile(accountNumber),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * Confirms the stored session with the server when a signed-in area opens and keeps the stored
 * profile fresh. An expired token answers 401, which ends the session (api client).
 */
export function useProfile(accountNumber: string) {
  const query = useQuery(profileQueryOptions(accountNumber));
  const { data } = query;
  useEffect(() => {
    if (data) sessionStore.updateUser(data);
  }, [data]);
  return query;
}

/**
 * Reads the profile again after a change made elsewhere (personal info, two-factor: the profile
 * carries isMfaEnabled). web/src/app hands it to the features that make such changes.
 */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authKeys.profiles() });
}
