import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { auditQueryParams, type AuditFilters } from './list-impersonations';

/** GET /api/support/impersonations.csv with the screen's filters, saved as the file the server names. */
export async function exportImpersonations(filters: AuditFilters): Promise<string> {
  const { blob, filename } = await apiClient.download('/support/impersonations.csv', auditQueryParams(filters));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return filename;
}

export function useExportImpersonations() {
  return useMutation({ mutationFn: exportImpersonations });
}
