import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export type Invalidates = readonly QueryKey[] | 'everything';

/**
 * The mutation hook of a command: runs `mutationFn`, then marks stale what the command changed
 * (each key from the feature's key factory, in order; `'everything'` where the change shows on
 * many screens) and waits for those reads, then runs `andThen` (e.g. the app's profile refresh).
 * The mutation settles only after that, so a screen never shows the old read after a success.
 */
export function useInvalidatingMutation<TInput, TReply>(
  mutationFn: (input: TInput) => Promise<TReply>,
  invalidates: Invalidates,
  andThen?: () => Promise<unknown> | void,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterCommand(queryClient, invalidates, andThen) });
}

/** What a successful command makes stale, refreshed in order; then `andThen`. */
export async function refreshAfterCommand(queryClient: QueryClient, invalidates: Invalidates, andThen?: () => Promise<unknown> | void): Promise<void> {
  if (invalidates === 'everything') await queryClient.invalidateQueries();
  else for (const queryKey of invalidates) await queryClient.invalidateQueries({ queryKey });
  await andThen?.();
}
