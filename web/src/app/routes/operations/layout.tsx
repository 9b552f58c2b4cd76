import { paths } from '@/config/paths';
import { operationsMenu } from '@/features/shell/menus';
import { DistributorStaffArea } from '@/app/routes/distributor-staff/area-layout';

/** /operations/*: operators only (issue #33). */
export default function OperationsLayoutRoute() {
  return <DistributorStaffArea role="Operator" area="Operations" homeHref={paths.operations.root.getHref()} menu={operationsMenu} />;
}
