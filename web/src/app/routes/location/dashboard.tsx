import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { UpcomingReorders } from '@/features/reorder/components/upcoming-reorders';
import { SalesDashboard } from '@/features/reports/components/sales-dashboard';

/** /location/dashboard: "Reports" (spec point 2), the practice's sales dashboard. */
export default function DashboardRoute() {
  return (
    <>
      <RouteHeader
        title="Reports"
        description="Sales of your practice by period, brand, manufacturer, location and staff member. Select any figure to see the orders behind it."
        link={{ to: paths.location.orderStatus.getHref(), label: 'Your Orders' }}
      />
      <div className="stack-lg">
        <UpcomingReorders />
        <SalesDashboard />
      </div>
    </>
  );
}
