import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { PageLoader } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAccessRequestByToken } from '@/features/access-requests/api/get-access-request-by-token';
import { usePendingAccessRequests } from '@/features/access-requests/api/get-pending-access-requests';
import { AccessRequestAnswer } from '@/features/access-requests/components/access-request-answer';
import { AuthCard, AuthHeading } from '@/features/onboarding/components/auth-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

/**
 * /patient/access-request?token=…: the patient's answer to a practice's access request. With the
 * e-mailed token it works without signing in; without one, a signed-in patient sees their pending requests.
 */
export default function AccessRequestRoute() {
  useDocumentTitle('Access request');
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const isPatient = session?.user.customerGroup === 'Patient';
  const byToken = useAccessRequestByToken(token);
  const pending = usePendingAccessRequests(!token && isPatient);

  if (token) {
    if (byToken.isError) {
      return (
        <AuthCard>
          <AuthHeading title="This link is not valid" />
          <Alert tone="error">{byToken.error.message}</Alert>
          <ButtonLink to={paths.signIn.getHref(paths.patientAccessRequest.getHref())}>Sign in to see your requests</ButtonLink>
        </AuthCard>
      );
    }
    if (!byToken.data) return <PageLoader label="Loading the access request…" />;
    return (
      <AuthCard>
        <AuthHeading title={`${byToken.data.practiceName} asks for access to your profile`} />
        <AccessRequestAnswer request={byToken.data} token={token} />
      </AuthCard>
    );
  }

  if (!isPatient) {
    return (
      <AuthCard>
        <AuthHeading title="Access requests">Sign in as a patient to see the practices asking for access to your profile.</AuthHeading>
        <ButtonLink to={paths.signIn.getHref(paths.patientAccessRequest.getHref())}>Sign in</ButtonLink>
      </AuthCard>
    );
  }
  if (pending.isPending) return <PageLoader label="Loading your access requests…" />;
  if (pending.isError) {
    return (
      <AuthCard>
        <Alert tone="error">{pending.error.message}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard footer={<ButtonLink to={paths.patient.root.getHref()} variant="secondary">Back to my account</ButtonLink>}>
      <AuthHeading title="Access requests">{pending.data.length ? 'These practices ask for access to your profile.' : 'No practice is waiting for an answer.'}</AuthHeading>
      <ul className="access-request-list">
        {pending.data.map((r) => (
          <li key={r.id}>
            <h2 className="section-title">{r.practiceName}</h2>
            <AccessRequestAnswer request={r} />
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
