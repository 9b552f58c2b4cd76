import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { OrderHistory } from '@/features/orders/components/order-history';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /patient/orders: order history, newest first, with filters and details. */
export default function PatientOrdersRoute() {
  useDocumentTitle('Orders');
  return (
    <>
      <PageHeader
        title="Orders"
        description="Your lens orders, newest first."
        actions={<ButtonLink to={paths.patient.order.getHref()}>Order lenses</ButtonLink>}
      />
      <OrderHistory />
    </>
  );
}
