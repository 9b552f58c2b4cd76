import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/save-file';

/** GET /api/pricing/export?locationIds: the CSV (one row per location × product), saved as the file the server names. */
export async function exportPricing(locationIds: readonly string[]): Promise<string> {
  const { filename } = await downloadFile('/pricing/export', { locationIds: locationIds.join(',') || undefined }, 'lensloop-pricing.csv');
  return filename;
}

export function useExportPricing() {
  return useMutation({ mutationFn: exportPricing });
}
