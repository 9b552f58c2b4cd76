import { DISTRIBUTOR_ROLES } from '@domain/distributor-staff/roles';
import type { DistributorStaffGroup } from '@domain/identity/customer-group';
import { Button } from '@/components/button';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { RequiredEnrolment } from '@/features/mfa/components/required-enrolment';
import { AuthCard, AuthHeading } from '@/features/onboarding/components/auth-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { Session } from '@/lib/session';

/**
 * The first sign-in of an analyst or operator (D-742): before their area opens, they add a mobile
 * number and enter the code texted to it. The API answers nothing else for this session meanwhile;
 * the code's session replaces it, and the area opens.
 */
export function SecondFactorEnrolment({ session, role }: { session: Session; role: DistributorStaffGroup }) {
  useDocumentTitle('Set up two-factor sign-in');
  const startSession = useStartSession();
  const signOut = useSignOut();
  const name = session.user.firstName ? `, ${session.user.firstName}` : '';
  return (
    <AuthCard
      footer={
        <p>
          Not you, or finish later?{' '}
          <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Sign out
          </Button>
        </p>
      }
    >
      <AuthHeading title="Set up two-factor sign-in">
        Welcome{name}. As {role === 'Analyst' ? 'an analyst' : 'an operator'} ({DISTRIBUTOR_ROLES[role].summary.toLowerCase().replace(/\.$/, '')}), you sign in with your password
        and a code we text to your phone. Add your mobile number to finish signing in.
      </AuthHeading>
      <RequiredEnrolment onEnrolled={startSession} />
    </AuthCard>
  );
}
