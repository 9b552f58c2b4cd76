import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useProfile, useRefreshProfile } from '@/features/auth/api/get-profile';
import { type AccountProfile, toAccountProfile } from '@/features/account/components/account-profile';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { EmailDisplayNameForm } from '@/features/account/components/email-display-name-form';
import { PersonalInfoForm } from '@/features/account/components/personal-info-form';
import { PersonalInfoSummary } from '@/features/account/components/personal-info-summary';
import { TwoFactorSettings } from '@/features/mfa/components/two-factor-settings';
import { PracticeMembership } from '@/features/practice/components/practice-membership';
import { PracticeProfileSections } from '@/features/practice/components/practice-profile-sections';
import { usePracticeActionAllowed } from '@/hooks/use-practice-action-allowed';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';
import type { Session } from '@/lib/session';

type Area = 'patient' | 'location' | 'analyst' | 'operations';

/** Each area's pages; `withEmailChange`: analysts and operators keep the address a CSR invited (D-741). */
const AREA = {
  patient: { profileHref: paths.patient.profile.getHref(), accountHref: paths.patient.account.getHref(), withAddress: true, withDateOfBirth: true, withEmailChange: true },
  location: { profileHref: paths.location.profile.getHref(), accountHref: paths.location.account.getHref(), withAddress: false, withDateOfBirth: false, withEmailChange: true },
  analyst: { profileHref: paths.analyst.profile.getHref(), accountHref: paths.analyst.account.getHref(), withAddress: false, withDateOfBirth: false, withEmailChange: false },
  operations: { profileHref: paths.operations.profile.getHref(), accountHref: paths.operations.account.getHref(), withAddress: false, withDateOfBirth: false, withEmailChange: false },
} as const;

/**
 * Security sections of the account screen, below the password (spec point 2: "Manage account:
 * personal info, change password, two-factor status, SMS notifications"). The two-factor and SMS
 * work adds its section components here; each gets the signed-in session and a way to read the
 * profile again after changing it.
 */
export const accountSecuritySections: readonly ((props: { session: Session; onProfileChanged: () => Promise<unknown> }) => ReactNode)[] = [
  TwoFactorSettings,
];

/** The signed-in user's profile, fresh from /customer/get (the area layout keeps the session's copy in step). */
function useAccountProfile(): { session: Session | null; profile: AccountProfile | undefined; failed: boolean; refresh: () => Promise<void> } {
  const session = useSession();
  const query = useProfile(session?.user.accountNumber ?? '');
  const refresh = useRefreshProfile();
  return { session, profile: query.data ? toAccountProfile(query.data) : undefined, failed: query.isError, refresh };
}

function LoadState({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert tone="error" title="Your account could not be loaded">
      Something went wrong, please try again.
    </Alert>
  ) : (
    <PageLoader label="Loading your account…" />
  );
}

/** /patient/account and /location/account: personal info, e-mail address, password, security. */
function AccountScreen({ area }: { area: Area }) {
  useDocumentTitle('Account');
  const { session, profile, failed, refresh } = useAccountProfile();
  const config = AREA[area];
  const isPractice = session?.user.customerGroup === 'Practice' || session?.user.customerGroup === 'Staff';
  const displayName = usePracticeActionAllowed('update custom e-mail display name');
  return (
    <>
      <PageHeader
        title="Account"
        description={
          config.withEmailChange
            ? 'Your personal info, the email you sign in with, your password and security settings.'
            : 'Your personal info, your password and two-factor sign-in. You sign in with the email Lensloop support invited; to change it, ask them.'
        }
      />
      {!session || !profile ? (
        <LoadState failed={failed} />
      ) : (
        <div className="account-sections">
          <PersonalInfoSummary profile={profile} editHref={config.profileHref} withAddress={config.withAddress} withDateOfBirth={config.withDateOfBirth} />
          {isPractice && session.user.practiceId ? (
            <PracticeMembership
              practiceId={session.user.practiceId}
              accountNumber={session.user.accountNumber}
              isAdministrator={session.user.customerGroup === 'Practice'}
              locationId={session.user.locationId ?? null}
            />
          ) : null}
          {config.withEmailChange ? (
            <section className="card card--padded account-card">
              <ChangeEmailForm currentEmail={profile.email} />
            </section>
          ) : null}
          <section className="card card--padded account-card">
            <ChangePasswordForm email={profile.email} firstName={profile.firstName} lastName={profile.lastName} />
          </section>
          {accountSecuritySections.map((Section, i) => (
            <Section key={i} session={session} onProfileChanged={refresh} />
          ))}
          {isPractice && session.user.practiceId ? <EmailDisplayNameForm practiceId={session.user.practiceId} blockedReason={displayName.reason} /> : null}
        </div>
      )}
    </>
  );
}

/** /patient/profile and /location/profile: edit the personal info. */
function ProfileScreen({ area }: { area: Area }) {
  useDocumentTitle('Profile');
  const { session, profile, failed, refresh } = useAccountProfile();
  const config = AREA[area];
  return (
    <>
      <PageHeader
        title="Profile"
        description={profile ? <>Signed in as <strong>{profile.email}</strong>.</> : undefined}
        actions={
          <ButtonLink to={config.accountHref} variant="secondary">
            Email, password and security
          </ButtonLink>
        }
      />
      {!session || !profile ? (
        <LoadState failed={failed} />
      ) : (
        <div className="account-sections">
          <PersonalInfoForm
            key={session.user.accountNumber}
            profile={profile}
            withAddress={config.withAddress}
            withDateOfBirth={config.withDateOfBirth}
            onSaved={refresh}
          />
          {area === 'location' && session.user.practiceId ? (
            <PracticeProfileSections
              practiceId={session.user.practiceId}
              isAdministrator={session.user.customerGroup === 'Practice'}
              locationId={session.user.locationId ?? null}
            />
          ) : null}
        </div>
      )}
    </>
  );
}

export const PatientAccount = () => <AccountScreen area="patient" />;
export const PracticeAccount = () => <AccountScreen area="location" />;
export const PatientProfile = () => <ProfileScreen area="patient" />;
export const PracticeProfile = () => <ProfileScreen area="location" />;
export const AnalystAccount = () => <AccountScreen area="analyst" />;
export const AnalystProfile = () => <ProfileScreen area="analyst" />;
export const OperationsAccount = () => <AccountScreen area="operations" />;
export const OperationsProfile = () => <ProfileScreen area="operations" />;
