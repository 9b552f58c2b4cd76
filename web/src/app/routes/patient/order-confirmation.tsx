import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { useJustPlaced } from '@/features/orders/just-placed';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /patient/order-confirmation?salesOrderID=: thank-you, the order (the same confirmation as the practice's) with print and PDF receipt. */
export default function PatientOrderConfirmationRoute() {
  const justPlaced = useJustPlaced();
  useDocumentTitle(justPlaced ? 'Order confirmation' : 'Your order');
  const [params] = useSearchParams();
  const id = params.get('salesOrderID');
  return (
    <>
      <PageHeader
        title={justPlaced ? 'Thank you for your order' : 'Your order'}
        description={justPlaced ? 'We have received your order and will e-mail you a confirmation.' : 'Its status, delivery and amounts, with a printable receipt.'}
        actions={id ? <HistoryPanel recordType="order" recordId={id} label={`order ${id}`} size="md" /> : null}
      />
      {id ? <OrderConfirmation salesOrderID={id} justPlaced={justPlaced} /> : <Alert tone="error">No order to show.</Alert>}
      <p>
        <ButtonLink variant="secondary" to={paths.patient.orders.getHref()}>
          View your orders
        </ButtonLink>
      </p>
    </>
  );
}
