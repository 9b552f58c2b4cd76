import { PageHeader } from '../../../components/page-header';
import { DefaultRxExpiryForm } from '../../../features/practice/components/default-rx-expiry-form';
import { PracticeInfoSection } from '../../../features/practice/components/practice-info-section';
import { PracticeStateBanner } from '../../../features/practice/components/practice-state-banner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';

/** /location/settings: the practice's default prescription expiration and its information. */
export default function PracticeSettingsRoute() {
  useDocumentTitle('Settings');
  const session = useSession();
  const practiceId = session?.user.practiceId;
  return (
    <>
      <PageHeader title="Settings" description="Practice-wide settings for everyone at your practice." />
      {practiceId ? (
        <div className="account-sections">
          <PracticeStateBanner practiceId={practiceId} locationId={session.user.locationId} />
          <DefaultRxExpiryForm practiceId={practiceId} canEdit={session.user.customerGroup === 'Practice'} />
          <PracticeInfoSection practiceId={practiceId} />
        </div>
      ) : null}
    </>
  );
}
