import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/save-file';

/** GET /api/reports/order-status.csv with the list's filters and sort, without paging. */
export async function downloadOrderStatusCsv(params: Record<string, string | number | undefined>): Promise<void> {
  await downloadFile('/reports/order-status.csv', params, 'lensloop-order-status.csv');
}

export function useDownloadOrderStatusCsv() {
  return useMutation({ mutationFn: downloadOrderStatusCsv });
}
