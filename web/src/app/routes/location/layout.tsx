import { paths } from '../../../config/paths';
import { practiceMenu } from '../../../features/shell/menus';
import { StaffNotificationsPanel } from '../../../features/staff-notifications/components/staff-notifications-panel';
import { AreaLayout } from '../area-layout';

/** /location/*: practice staff and practice administrators only. */
export default function LocationLayoutRoute() {
  return (
    <AreaLayout
      area="Practice"
      homeHref={paths.location.root.getHref()}
      allow={['Staff', 'Practice']}
      menu={practiceMenu}
      actions={<StaffNotificationsPanel />}
      detail={(user) => user.location?.name ?? (user.customerGroup === 'Practice' ? 'Practice administrator' : 'Practice staff')}
    />
  );
}
