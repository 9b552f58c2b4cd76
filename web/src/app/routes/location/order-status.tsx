import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { OrderStatusReport } from '@/features/reports/components/order-status-report';

/** /location/order-status: "Your Orders" (spec point 2), the practice's order-status report. */
export default function OrderStatusRoute() {
  return (
    <>
      <RouteHeader
        title="Your Orders"
        description="Every order of your practice with its status, tracking and totals. Filter, sort and export the list; the totals cover every order that matches."
        link={{ to: paths.location.dashboard.getHref(), label: 'View reports' }}
      />
      <OrderStatusReport />
    </>
  );
}
