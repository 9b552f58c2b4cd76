import { apiClient } from '../../../lib/api-client';

/** GET /api/order/receipt?salesOrderID=: the receipt PDF, saved through a temporary link. */
export async function downloadReceipt(salesOrderID: string): Promise<void> {
  const { blob, filename } = await apiClient.download('/order/receipt', { salesOrderID });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename || `lensloop-receipt-${salesOrderID}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
