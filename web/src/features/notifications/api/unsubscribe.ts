import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeReply } from '@domain/security/api-schemas';
import type { UnsubscribeKind } from '@domain/security/notification-preferences';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from './keys';

export type UnsubscribeResult = { ok: true; kind: UnsubscribeKind } | { ok: false };

/**
 * POST /api/customer/unsubscribe (public, by the link's token). Spec point 8: unsubscribe on
 * error gives false — here `{ ok: false }`, which the page shows as a failed unsubscribe.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  try {
    const reply = await apiClient.command<Partial<UnsubscribeReply>>('/customer/unsubscribe', { token }, { auth: false });
    return reply?.unsubscribed && reply.kind ? { ok: true, kind: reply.kind } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** Runs once per token when the page opens (it is idempotent on the server, so a reload is harmless). */
export function unsubscribeQueryOptions(token: string) {
  return queryOptions({ queryKey: notificationKeys.unsubscribe(token), queryFn: () => unsubscribe(token), staleTime: Infinity, retry: false });
}

export function useUnsubscribe(token: string | null) {
  return useQuery({ ...unsubscribeQueryOptions(token ?? ''), enabled: Boolean(token) });
}
