import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announcementKeys } from '@/features/announcements/api/keys';
import { orderKeys } from '@/features/orders/api/keys';
import { reportsKeys } from '@/features/reports/api/keys';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { notePosition } from '@/lib/api-client';
import { openLiveChannel } from '@/lib/live-channel';

/**
 * Live updates (issue #16): while signed in, the live channel tells this page of new facts it may
 * read; each topic invalidates the react-query keys that show it, and the re-read waits for the
 * event's position (read-your-writes), so the screen shows it without a reload.
 * - announcements → the dashboards' banners and the CSR lists;
 * - orders → the patient's order list and details, the practice's Your Orders and order pages.
 */
export function useLiveUpdates(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return openLiveChannel(token, {
      onMessage: (message) => {
        notePosition(message.position);
        if (message.topic === 'announcements') void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
        if (message.topic === 'orders') {
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
          void queryClient.invalidateQueries({ queryKey: reportsKeys.all });
        }
      },
      onReset: () => {
        void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void queryClient.invalidateQueries({ queryKey: reportsKeys.all });
      },
    });
  }, [token, queryClient]);
}

/** Mounted once in a signed-in area's shell; the channel opens once the page has painted (D-614). */
export function LiveUpdates({ token }: { token: string | null }) {
  useLiveUpdates(useAfterFirstPaint() ? token : null);
  return null;
}
