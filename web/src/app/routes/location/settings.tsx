import { RouteHeader } from '@/components/route-header';
import { DefaultRxExpiryForm } from '@/features/practice/components/default-rx-expiry-form';
import { PracticeInfoSection } from '@/features/practice/components/practice-info-section';
import { PracticeNotificationsForm } from '@/features/practice/components/practice-notifications-form';
import { useSession } from '@/hooks/use-session';

/**
 * /location/settings: the practice's default prescription expiration, the location's e-mail
 * notifications and the practice information. (The account-state banner is in the layout.)
 */
export default function PracticeSettingsRoute() {
  const session = useSession();
  const practiceId = session?.user.practiceId;
  const isAdministrator = session?.user.customerGroup === 'Practice';
  return (
    <>
      <RouteHeader title="Settings" description="The default prescription expiration and the practice information apply to the whole practice; e-mail notifications are set per location." />
      {practiceId ? (
        <div className="account-sections">
          <DefaultRxExpiryForm practiceId={practiceId} canEdit={isAdministrator} />
          <PracticeNotificationsForm practiceId={practiceId} isAdministrator={isAdministrator} />
          <PracticeInfoSection practiceId={practiceId} />
        </div>
      ) : null}
    </>
  );
}
