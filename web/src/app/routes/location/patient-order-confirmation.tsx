import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /location/patient/order-confirmation?orderid=: the placed order, printable, with its PDF receipt. */
export default function PatientOrderConfirmationRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderid') ?? '';
  const accountNumber = params.get('accountNumber') ?? '';
  useDocumentTitle(`Order ${orderId}`);
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb no-print">
        <ol>
          <li>
            <Link to={paths.location.patientSearch.getHref()}>Patient Search</Link>
          </li>
          {accountNumber ? (
            <li>
              <Link to={paths.location.patient.getHref(accountNumber, 'orders')}>Patient orders</Link>
            </li>
          ) : null}
          <li aria-current="page">Order confirmation</li>
        </ol>
      </nav>
      <PageHeader title="Order confirmation" actions={orderId ? <HistoryPanel recordType="order" recordId={orderId} label={`order ${orderId}`} size="md" /> : null} />
      {orderId ? <OrderConfirmation salesOrderID={orderId} /> : <Alert tone="error">No order was given.</Alert>}
    </>
  );
}
