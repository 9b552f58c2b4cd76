import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { UpcomingReorders } from '@/features/reorder/components/upcoming-reorders';
import { reportsKeys } from '@/features/reports/api/keys';
import { SalesDashboard } from '@/features/reports/components/sales-dashboard';
import { SalesComparison } from '@/features/time-travel/components/sales-comparison';
import { TimeTravelPanel } from '@/features/time-travel/components/time-travel-panel';
import { useComparedSnapshot } from './use-compared-snapshot';

/**
 * /location/dashboard: "Reports" (spec point 2), the practice's sales dashboard; with time travel
 * (issue #32) above it: a snapshot chosen to compare (`?compare=`) shows the dashboard then and now
 * in its place.
 */
export default function DashboardRoute() {
  const compared = useComparedSnapshot();
  return (
    <>
      <RouteHeader
        title="Reports"
        description="Sales of your practice by period, brand, manufacturer, location and staff member. Select any figure to see the orders behind it."
        link={{ to: paths.location.orderStatus.getHref(), label: 'Your Orders' }}
      />
      <div className="stack-lg">
        <TimeTravelPanel comparing={compared.id} onCompare={compared.choose} alsoStale={[reportsKeys.all]} />
        {compared.id ? (
          <SalesComparison snapshotId={compared.id} onClose={() => compared.choose(undefined)} />
        ) : (
          <>
            <UpcomingReorders />
            <SalesDashboard />
          </>
        )}
      </div>
    </>
  );
}
