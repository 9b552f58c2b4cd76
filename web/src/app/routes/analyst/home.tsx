import { paths } from '@/config/paths';
import { DistributorStaffHome } from '@/app/routes/distributor-staff/home';

/** /analyst: the analyst's home (issue #32). */
export default function AnalystHomeRoute() {
  return <DistributorStaffHome role="Analyst" profileHref={paths.analyst.profile.getHref()} accountHref={paths.analyst.account.getHref()} />;
}
