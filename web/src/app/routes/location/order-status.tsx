import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { reportsKeys } from '@/features/reports/api/keys';
import { OrderStatusReport } from '@/features/reports/components/order-status-report';
import { OrderStatusComparison } from '@/features/time-travel/components/order-status-comparison';
import { TimeTravelPanel } from '@/features/time-travel/components/time-travel-panel';
import { useComparedSnapshot } from './use-compared-snapshot';

/**
 * /location/order-status: "Your Orders" (spec point 2), the practice's order-status report; with
 * time travel (issue #32): a snapshot chosen to compare (`?compare=`) shows its orders then and now.
 */
export default function OrderStatusRoute() {
  const compared = useComparedSnapshot();
  return (
    <>
      <RouteHeader
        title="Your Orders"
        description="Every order of your practice with its status, tracking and totals. Filter, sort and export the list; the totals cover every order that matches."
        link={{ to: paths.location.dashboard.getHref(), label: 'View reports' }}
      />
      <div className="stack-lg">
        <TimeTravelPanel comparing={compared.id} onCompare={compared.choose} alsoStale={[reportsKeys.all]} />
        {compared.id ? <OrderStatusComparison snapshotId={compared.id} onClose={() => compared.choose(undefined)} /> : <OrderStatusReport />}
      </div>
    </>
  );
}
