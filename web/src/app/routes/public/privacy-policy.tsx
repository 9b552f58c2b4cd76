import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OperatorParticularsBox } from '@/features/legal/components/operator-particulars';
import { InfoPage } from '@/features/public-site/components/info-page';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /privacy-policy (spec point 2). What the product does with personal data; the legal parts are the operator's. */
export default function PrivacyPolicyRoute() {
  usePageMeta('Privacy Policy', 'How Lensloop collects, uses and protects the personal and prescription information of practices and patients.');
  return (
    <InfoPage eyebrow="Legal" title="Privacy Policy" lead="What information Lensloop keeps about you, why, and the choices you have.">
      <OperatorParticularsBox topic="privacy" />
      <h2>Information we keep</h2>
      <ul>
        <li>Account details: name, email address, phone number, date of birth and delivery addresses.</li>
        <li>Prescriptions your eye-care practice writes, and the orders placed for you or by you.</li>
        <li>Payment cards are held by our payment provider; Lensloop keeps only a token, the card type and the last digits.</li>
        <li>Security records: sign-ins, the devices you trust, and a history of changes to your records.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To fill and ship your orders, and to show them to you and your eye-care practice.</li>
        <li>To send the emails and text messages you need (order confirmations, shipping, security codes) and those you opted into.</li>
        <li>To keep accounts secure and to let our support team help you when you ask.</li>
      </ul>
      <h2>Who sees it</h2>
      <p>
        Your eye-care practice sees your prescriptions and orders. Our support team may view your account, and act on your behalf when you ask; every such
        session is recorded. We share delivery details with carriers and payment details with our payment provider only to complete your order.
      </p>
      <h2>Your choices</h2>
      <p>
        You can update your profile, change your notification preferences or unsubscribe from emails at any time. To ask for a copy of your data or its
        deletion, <Link to={paths.contact.getHref('account')}>contact us</Link>.
      </p>
    </InfoPage>
  );
}
