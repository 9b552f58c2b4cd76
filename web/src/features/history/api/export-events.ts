import { useMutation } from '@tanstack/react-query';
import type { EventExportInput } from '@domain/history/api-schemas';
import { downloadFile } from '@/lib/save-file';

/** GET /api/events/export with the chosen filters, saved as the NDJSON file the server names. */
export function exportEvents(input: EventExportInput): Promise<{ filename: string; bytes: number }> {
  return downloadFile('/events/export', { streamType: input.streamType, from: input.from, to: input.to }, 'lensloop-events.ndjson');
}

export function useExportEvents() {
  return useMutation({ mutationFn: exportEvents });
}
