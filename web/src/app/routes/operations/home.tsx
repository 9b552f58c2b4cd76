import { paths } from '@/config/paths';
import { DistributorStaffHome } from '@/app/routes/distributor-staff/home';

/** /operations: the operator's home (issue #33). */
export default function OperationsHomeRoute() {
  return <DistributorStaffHome role="Operator" profileHref={paths.operations.profile.getHref()} accountHref={paths.operations.account.getHref()} />;
}
