import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announcementKeys } from '@/features/announcements/api/keys';
import { orderKeys } from '@/features/orders/api/keys';
import { reportsKeys } from '@/features/reports/api/keys';
import { timeTravelKeys } from '@/features/time-travel/api/keys';
import { whatIfKeys } from '@/features/what-if/api/keys';
import { opsKeys } from '@/features/operations/api/keys';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { notePosition } from '@/lib/api-client';
import { openLiveChannel } from '@/lib/live-channel';

/**
 * Live updates (issue #16): while signed in, the live channel tells this page of new facts it may
 * read; each topic invalidates the react-query keys that show it, and the re-read waits for the
 * event's position (read-your-writes), so the screen shows it without a reload.
 * - announcements → the dashboards' banners and the CSR lists;
 * - orders → the patient's order list and details, the practice's Your Orders and order pages;
 * - analysis → the Reports screens' snapshots (and their "Data as of" list) and the what-if list (issue #32):
 *   a job asked for, started, progressing, finished or deleted.
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
        if (message.topic === 'analysis') {
          void queryClient.invalidateQueries({ queryKey: timeTravelKeys.all });
          void queryClient.invalidateQueries({ queryKey: whatIfKeys.all });
          // A snapshot joins (or leaves) the reports' own "Data as of" choices once built (or deleted).
          if (message.type === 'AnalysisJobCompleted' || message.type === 'AnalysisJobDeleted') void queryClient.invalidateQueries({ queryKey: reportsKeys.all });
        }
        // Operators (issue #33): a pause, resume, rebuild (and its progress) or retry re-reads the console.
        if (message.topic === 'ops') void queryClient.invalidateQueries({ queryKey: opsKeys.all });
      },
      onReset: () => {
        for (const queryKey of [announcementKeys.all, orderKeys.all, reportsKeys.all, timeTravelKeys.all, whatIfKeys.all, opsKeys.all]) void queryClient.invalidateQueries({ queryKey });
      },
    });
  }, [token, queryClient]);
}

/** Mounted once in a signed-in area's shell; the channel opens once the page has painted (D-614). */
export function LiveUpdates({ token }: { token: string | null }) {
  useLiveUpdates(useAfterFirstPaint() ? token : null);
  return null;
}
