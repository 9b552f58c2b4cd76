import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { useNotificationPreferences } from '@/features/notifications/api/get-notification-preferences';
import { SmsSetupResult } from '@/features/notifications/components/sms-setup-result';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

const yes = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/** /smsnotificationssetup?setupSmsPrefsSuccess=true | setupSmsPrefsError=true: the end of the text-message set-up. */
export default function SmsNotificationsSetupRoute() {
  useDocumentTitle('Text message notifications');
  const [params] = useSearchParams();
  const session = useSession();
  const isPatient = session?.user.customerGroup === 'Patient';
  const outcome = yes(params.get('setupSmsPrefsError')) ? 'error' : yes(params.get('setupSmsPrefsSuccess')) ? 'success' : 'unknown';
  const preferences = useNotificationPreferences({ enabled: isPatient && outcome === 'success' });
  const settings = paths.patient.notifications.getHref();
  return (
    <section className="public-result">
      <SmsSetupResult
        outcome={outcome}
        preferences={preferences.data}
        actions={
          <>
            {isPatient ? (
              <ButtonLink to={settings}>{outcome === 'error' ? 'Try again' : 'Back to notification settings'}</ButtonLink>
            ) : (
              <ButtonLink to={paths.signIn.getHref(settings)}>Sign in to manage notifications</ButtonLink>
            )}
            <ButtonLink to={isPatient ? paths.patient.root.getHref() : paths.home.getHref()} variant="ghost">
              {isPatient ? 'Go to your account' : 'Go to the home page'}
            </ButtonLink>
          </>
        }
      />
    </section>
  );
}
