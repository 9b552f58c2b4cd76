import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { UpcomingReorders } from '@/features/reorder/components/upcoming-reorders';
import { SalesDashboard } from '@/features/reports/components/sales-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /location/dashboard: "Reports" (spec point 2), the practice's sales dashboard. */
export default function DashboardRoute() {
  useDocumentTitle('Reports');
  return (
    <>
      <PageHeader
        title="Reports"
        description="Sales of your practice by period, brand, manufacturer, location and staff member. Select any figure to see the orders behind it."
        actions={
          <ButtonLink variant="secondary" to={paths.location.orderStatus.getHref()}>
            Your Orders
          </ButtonLink>
        }
      />
      <div className="stack-lg">
        <UpcomingReorders />
        <SalesDashboard />
      </div>
    </>
  );
}
