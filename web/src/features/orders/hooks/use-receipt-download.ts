import { useCallback, useState } from 'react';
import { downloadReceipt } from '@/features/orders/api/download-receipt';

/** The PDF receipt's download (GET /api/order/receipt) and the message to show when it fails. */
export function useReceiptDownload() {
  const [error, setError] = useState<string | null>(null);
  const download = useCallback((salesOrderID: string) => {
    setError(null);
    downloadReceipt(salesOrderID).catch((e: unknown) => setError(e instanceof Error ? e.message : 'The receipt could not be downloaded.'));
  }, []);
  return { download, error };
}
