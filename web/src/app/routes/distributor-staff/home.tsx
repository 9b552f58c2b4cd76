import { DISTRIBUTOR_ROLES, DISTRIBUTOR_SIGN_IN_RULE } from '@domain/distributor-staff/roles';
import type { DistributorStaffGroup } from '@domain/identity/customer-group';
import { ButtonLink } from '@/components/button';
import { DetailList } from '@/components/detail-list';
import { PageHeader } from '@/components/page-header';
import { useSmsNumber } from '@/features/mfa/api/get-sms-number';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';
import { displayName } from '@/lib/session';

interface HomeProps {
  role: DistributorStaffGroup;
  profileHref: string;
  accountHref: string;
}

/**
 * The home of an analyst's or operator's area (issues #32, #33): who is signed in, what their role
 * does and never sees, and how they sign in. The Analysis screen and the Operations console are
 * added to the area's menu (features/shell/menus.ts) and route table beside this page.
 */
export function DistributorStaffHome({ role, profileHref, accountHref }: HomeProps) {
  useDocumentTitle('Home');
  const session = useSession();
  const sms = useSmsNumber();
  const info = DISTRIBUTOR_ROLES[role];
  if (!session) return null;
  const user = session.user;
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.firstName || displayName(user)}`}
        description={`You are signed in to Lensloop as ${role === 'Analyst' ? 'an analyst' : 'an operator'}: ${info.summary.charAt(0).toLowerCase()}${info.summary.slice(1)}`}
        actions={
          <ButtonLink to={accountHref} variant="secondary">
            Email, password and security
          </ButtonLink>
        }
      />
      <div className="account-sections">
        <section className="card card--padded account-card" aria-labelledby="you-heading">
          <div className="account-card__header">
            <h2 id="you-heading" className="section-title">
              You
            </h2>
            <ButtonLink to={profileHref} variant="ghost" size="sm">
              Edit your name
            </ButtonLink>
          </div>
          <DetailList
            rows={[
              ['Name', displayName(user)],
              ['Email', user.email],
              ['Role', `${info.label}, Lensloop (every practice)`],
              ['Sign-in', sms.data?.signInCodesTo ? `Password and a code texted to ${sms.data.signInCodesTo}` : 'Password and a texted code'],
            ]}
          />
        </section>
        <section className="card card--padded account-card stack-md" aria-labelledby="role-heading">
          <h2 id="role-heading" className="section-title">
            What your role does
          </h2>
          <ul className="role-list">
            {info.does.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3 className="section-subtitle">What it never sees or does</h3>
          <ul className="role-list">
            {info.never.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="muted">{DISTRIBUTOR_SIGN_IN_RULE}</p>
        </section>
      </div>
    </>
  );
}
