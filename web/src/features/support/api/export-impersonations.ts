import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/save-file';
import { auditQueryParams, type AuditFilters } from './list-impersonations';

/** GET /api/support/impersonations.csv with the screen's filters, saved as the file the server names. */
export async function exportImpersonations(filters: AuditFilters): Promise<string> {
  const { filename } = await downloadFile('/support/impersonations.csv', auditQueryParams(filters), 'lensloop-impersonations.csv');
  return filename;
}

export function useExportImpersonations() {
  return useMutation({ mutationFn: exportImpersonations });
}
