import { paths } from '@/config/paths';
import { AnnouncementBanners } from '@/features/announcements/components/announcement-banners';
import { PracticeStateBanner } from '@/features/practice/components/practice-state-banner';
import { practiceMenu } from '@/features/shell/menus';
import { StaffNotificationsPanel } from '@/features/staff-notifications/components/staff-notifications-panel';
import { AreaLayout } from '@/app/routes/area-layout';

/**
 * /location/*: practice staff and practice administrators only. The practice's account-state
 * banner (blocked, credit hold, deactivated location) shows once, above every practice screen.
 */
export default function LocationLayoutRoute() {
  return (
    <AreaLayout
      area="Practice"
      homeHref={paths.location.root.getHref()}
      allow={['Staff', 'Practice']}
      menu={practiceMenu}
      actions={<StaffNotificationsPanel />}
      notice={(session) => (
        <>
          {session.user.practiceId ? (
            <PracticeStateBanner practiceId={session.user.practiceId} locationId={session.user.customerGroup === 'Staff' ? session.user.locationId : null} />
          ) : null}
          <AnnouncementBanners />
        </>
      )}
      detail={(user) => user.location?.name ?? (user.customerGroup === 'Practice' ? 'Practice administrator' : 'Practice staff')}
    />
  );
}
