import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { InfoPage } from '@/features/public-site/components/info-page';
import { PracticeSignupForm } from '@/features/public-site/components/practice-signup-form';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /signup: the practice sign-up (spec "sign up" screen, issue #17), reached from /doctors and the sign-in page. */
export default function PracticeSignupRoute() {
  usePageMeta('Practice sign-up', 'Sign up your eye-care practice for Lensloop. It is free; we review new practices within two business days.');
  return (
    <InfoPage
      eyebrow="For eye-care practices"
      title="Sign up your practice"
      lead={
        <p>
          Free for your practice and your patients. We review every new practice, usually within two business days, and email the contact person a link to
          set a password. Patients don’t sign up here: their practice invites them (<Link to={paths.patientsInfo.path}>how it works</Link>).
        </p>
      }
    >
      <PracticeSignupForm termsHref={paths.termsAndConditions.path} privacyHref={paths.privacyPolicy.path} />
    </InfoPage>
  );
}
