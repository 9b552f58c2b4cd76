import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EmailDisplayNameReply, emailDisplayNameReply } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from './keys';

/**
 * POST /api/customer/getEmailDisplayName for the signed-in practice user's own practice.
 * Any error gives an empty object (spec point 8).
 */
export async function getEmailDisplayName(signal?: AbortSignal): Promise<EmailDisplayNameReply | Record<string, never>> {
  try {
    const body = await apiClient.query<unknown>('/customer/getEmailDisplayName', {}, signal ? { signal } : {});
    const parsed = emailDisplayNameReply.safeParse(body);
    return parsed.success ? parsed.data : {};
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return {};
  }
}

export function emailDisplayNameQueryOptions(practiceId: string) {
  return queryOptions({ queryKey: accountKeys.emailDisplayName(practiceId), queryFn: ({ signal }) => getEmailDisplayName(signal) });
}

export function useEmailDisplayName(practiceId: string) {
  return useQuery(emailDisplayNameQueryOptions(practiceId));
}
