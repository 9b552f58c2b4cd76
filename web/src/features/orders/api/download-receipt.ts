import { downloadFile } from '@/lib/save-file';

/** GET /api/order/receipt?salesOrderID=: the order's PDF receipt, saved by the browser. */
export async function downloadReceipt(salesOrderID: string): Promise<void> {
  await downloadFile('/order/receipt', { salesOrderID }, `lensloop-receipt-${salesOrderID}.pdf`);
}
