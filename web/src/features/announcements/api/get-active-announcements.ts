import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ActiveAnnouncementView, activeAnnouncementsReply } from '@domain/announcements/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/hooks/use-session';
import { announcementKeys } from './keys';

/**
 * The last list this browser saw for an account (D-651): the banners show it at the first paint and
 * the fresh list replaces it after, so a page does not jump down when the banners arrive. Kept in
 * localStorage, not sessionStorage, so a new tab starts from it too; announcements are audience-wide
 * notices, not personal data, and the key is per account.
 */
const storageKey = (accountNumber: string) => `lensloop.announcements.${accountNumber}`;

function readLastSeen(accountNumber: string | undefined): ActiveAnnouncementView[] | undefined {
  if (!accountNumber) return undefined;
  try {
    const raw = window.localStorage.getItem(storageKey(accountNumber));
    const parsed = raw ? activeAnnouncementsReply.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data.items : undefined;
  } catch {
    return undefined;
  }
}

function keepLastSeen(accountNumber: string | undefined, items: ActiveAnnouncementView[]): void {
  if (!accountNumber) return;
  try {
    window.localStorage.setItem(storageKey(accountNumber), JSON.stringify({ items }));
  } catch {
    // Storage full or unavailable: the banners then wait for the server, as before.
  }
}

/** GET /api/customer/announcements/active: the live announcements of the signed-in user's audience. Refreshed by the live channel. */
export async function getActiveAnnouncements(signal?: AbortSignal): Promise<ActiveAnnouncementView[]> {
  return activeAnnouncementsReply.parse(await apiClient.get<unknown>('/customer/announcements/active', {}, signal ? { signal } : {})).items;
}

export function activeAnnouncementsQueryOptions() {
  return queryOptions({ queryKey: announcementKeys.active(), queryFn: ({ signal }) => getActiveAnnouncements(signal), refetchInterval: 5 * 60_000 });
}

/**
 * `enabled: false` holds the request back (the banners wait for the first paint, D-614); until the
 * answer the last list seen on this browser stands in (stale from the start, so it is always fetched).
 */
export function useActiveAnnouncements(enabled = true) {
  const accountNumber = useSession()?.user.accountNumber;
  return useQuery({
    ...activeAnnouncementsQueryOptions(),
    queryFn: async ({ signal }) => {
      const items = await getActiveAnnouncements(signal);
      keepLastSeen(accountNumber, items);
      return items;
    },
    initialData: () => readLastSeen(accountNumber),
    initialDataUpdatedAt: 0,
    enabled,
  });
}
