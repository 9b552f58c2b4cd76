import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { useJustPlaced } from '@/features/orders/just-placed';
import { OrderClaimStatus } from '@/features/rewards/components/order-claim-status';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /location/patient/order-confirmation?orderid=: the order, printable, with its PDF receipt — a confirmation right after placing it, else its details. */
export default function PatientOrderConfirmationRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderid') ?? '';
  const accountNumber = params.get('accountNumber') ?? '';
  const justPlaced = useJustPlaced();
  const title = justPlaced ? 'Order confirmation' : 'Order details';
  useDocumentTitle(`Order ${orderId}`);
  return (
    <>
      <Breadcrumb trail={[{ label: 'Patient Search', to: paths.location.patientSearch.getHref() }, accountNumber ? { label: 'Patient orders', to: paths.location.patient.getHref(accountNumber, 'orders') } : null]} current={title} noPrint />
      <PageHeader title={title} actions={orderId ? <HistoryPanel recordType="order" recordId={orderId} label={`order ${orderId}`} size="md" /> : null} />
      {orderId ? <OrderConfirmation salesOrderID={orderId} justPlaced={justPlaced} /> : <Alert tone="error">No order was given.</Alert>}
      {orderId ? <OrderClaimStatus orderId={orderId} /> : null}
    </>
  );
}
