import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { patientMenu } from '@/features/shell/menus';
import { clearRewardsData } from '@/features/rewards/rewards-storage';
import { AreaLayout } from '@/app/routes/area-layout';

/**
 * The manufacturer rewards routes (/manufacturer/rewards, /get-started … /claim-submit-error):
 * patients only, in the patient's shell. Leaving them clears the rewards' stored item (spec point 4).
 */
export default function RewardsLayoutRoute() {
  useEffect(() => () => clearRewardsData(), []);
  return <AreaLayout area="Patient" homeHref={paths.patient.root.getHref()} allow={['Patient']} menu={patientMenu} detail={(user) => user.email} />;
}
