import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OperatorParticularsBox } from '@/features/legal/components/operator-particulars';
import { InfoPage } from '@/features/public-site/components/info-page';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /terms-and-conditions (spec point 2): the rules of using the platform; the legal parts are the operator's. */
export default function TermsAndConditionsRoute() {
  usePageMeta('Terms and Conditions', 'The terms for using Lensloop, the free contact lens ordering platform for eye-care practices and their patients.');
  return (
    <InfoPage eyebrow="Legal" title="Terms and Conditions" lead="The rules for using Lensloop, for practices and for patients.">
      <OperatorParticularsBox topic="terms" />
      <h2>The service</h2>
      <p>
        Lensloop is a free platform for ordering prescription contact lenses. Practices use it to manage patients, prescriptions, prices and orders;
        patients use it to reorder the lenses their eye-care professional prescribed. There is no fee for using it.
      </p>
      <h2>Accounts</h2>
      <ul>
        <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
        <li>Practices are responsible for the accounts of their staff and must deactivate staff who leave.</li>
        <li>Patients’ accounts are created by their practice; a patient may ask the practice or our support team to close theirs.</li>
      </ul>
      <h2>Prescriptions</h2>
      <p>
        Lenses are sold only against a valid prescription written by a licensed eye-care professional. Practices confirm the prescriptions they enter are
        accurate and current.
      </p>
      <h2>Orders, prices and returns</h2>
      <p>
        Buying lenses is governed by the <Link to={paths.termsOfSale.path}>Terms of Sale</Link> and the{' '}
        <Link to={paths.returnPolicy.path}>Return Policy</Link>: free shipping to offices and homes, and returns for a year on any order in any condition.
      </p>
      <h2>Privacy</h2>
      <p>
        How we handle personal information is described in the <Link to={paths.privacyPolicy.path}>Privacy Policy</Link>.
      </p>
    </InfoPage>
  );
}
