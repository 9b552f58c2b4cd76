import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { UnsubscribeResult } from '@/features/notifications/components/unsubscribe-result';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

/** /unsubscribe?token=…: the link at the bottom of our e-mails. Works without signing in. */
export default function UnsubscribeRoute() {
  useDocumentTitle('Email preferences');
  const [params] = useSearchParams();
  const session = useSession();
  const manage =
    session?.user.customerGroup === 'Patient' ? (
      <ButtonLink to={paths.patient.notifications.getHref()}>Manage notification preferences</ButtonLink>
    ) : (
      <ButtonLink to={paths.signIn.getHref(paths.patient.notifications.getHref())}>Sign in to manage your preferences</ButtonLink>
    );
  return (
    <section className="public-result">
      <UnsubscribeResult
        token={params.get('token')}
        actions={
          <>
            {manage}
            <ButtonLink to={paths.home.getHref()} variant="ghost">
              Go to the home page
            </ButtonLink>
          </>
        }
      />
    </section>
  );
}
