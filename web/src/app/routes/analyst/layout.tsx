import { paths } from '@/config/paths';
import { analystMenu } from '@/features/shell/menus';
import { DistributorStaffArea } from '@/app/routes/distributor-staff/area-layout';

/** /analyst/*: analysts only (issue #32). */
export default function AnalystLayoutRoute() {
  return <DistributorStaffArea role="Analyst" area="Analysis" homeHref={paths.analyst.root.getHref()} menu={analystMenu} />;
}
