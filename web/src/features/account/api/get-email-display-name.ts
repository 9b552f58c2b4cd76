import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const reply = z.object({ practiceId: z.string(), emailDisplayName: z.string(), isCustom: z.boolean() });
export type EmailDisplayName = z.infer<typeof reply>;

/**
 * POST /api/customer/getEmailDisplayName for the signed-in practice user's own practice.
 * Any error gives an empty object (spec point 8).
 */
export async function getEmailDisplayName(signal?: AbortSignal): Promise<EmailDisplayName | Record<string, never>> {
  try {
    const body = await apiClient.query<unknown>('/customer/getEmailDisplayName', {}, signal ? { signal } : {});
    const parsed = reply.safeParse(body);
    return parsed.success ? parsed.data : {};
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return {};
  }
}

export function getEmailDisplayNameQueryOptions(practiceId: string) {
  return queryOptions({
    queryKey: ['practice', practiceId, 'email-display-name'] as const,
    queryFn: ({ signal }) => getEmailDisplayName(signal),
  });
}

export function useEmailDisplayName(practiceId: string) {
  return useQuery(getEmailDisplayNameQueryOptions(practiceId));
}
