import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { OrderStatusReport } from '@/features/reports/components/order-status-report';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /location/order-status: "Your Orders" (spec point 2), the practice's order-status report. */
export default function OrderStatusRoute() {
  useDocumentTitle('Your Orders');
  return (
    <>
      <PageHeader
        title="Your Orders"
        description="Every order of your practice with its status, tracking and totals. Filter, sort and export the list; the totals cover every order that matches."
        actions={
          <ButtonLink variant="secondary" to={paths.location.dashboard.getHref()}>
            View reports
          </ButtonLink>
        }
      />
      <OrderStatusReport />
    </>
  );
}
