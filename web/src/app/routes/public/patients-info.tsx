import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { FactGrid, InfoPage } from '@/features/public-site/components/info-page';
import { FACT_LIST } from '@/features/public-site/facts';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /patients (spec point 2): how ordering through your eye doctor works. */
export default function PatientsInfoRoute() {
  usePageMeta(
    'For patients',
    'Order the contact lenses your eye doctor prescribed through Lensloop: free to use, free shipping to your home, returns for a year.',
  );
  return (
    <InfoPage
      eyebrow="For patients"
      title="Reorder your contact lenses through your eye doctor"
      lead="Lensloop is the online store your eye-care practice uses. Your prescription is already there; you choose the supply, pay by card and we ship the lenses to you."
    >
      <h2>How it works</h2>
      <ol className="steps">
        <li>
          <strong>Your practice invites you.</strong> After your eye exam, your practice adds your prescription to Lensloop and sends you an email with a
          link to set your password.
        </li>
        <li>
          <strong>Choose your lenses.</strong> Sign in, pick the prescription and how many boxes you want for each eye. You see your practice’s prices
          before you order.
        </li>
        <li>
          <strong>Pay and relax.</strong> Pay securely by card. Your lenses ship free to your home, or to your practice if you prefer to pick them up.
        </li>
        <li>
          <strong>Track and reorder.</strong> Follow each order to your door and reorder in a few clicks when you run low.
        </li>
      </ol>

      <h2>Why order through Lensloop</h2>
      <FactGrid facts={FACT_LIST} />

      <h2>Your prescription stays with your doctor</h2>
      <p>
        Contact lenses need a valid prescription. When yours expires, Lensloop tells you to call your eye doctor; after your next exam your practice
        updates it and you can order again. Your doctor sees your orders, so they can look after your eye health.
      </p>

      <h2>Not invited yet?</h2>
      <p>
        Ask your eye-care practice whether they use Lensloop. If they do, they can send you an invitation. If your invitation email has expired, ask them
        to send it again, or <Link to={paths.contact.getHref('account')}>contact our support team</Link>.
      </p>
      <div className="page-actions">
        <ButtonLink to={paths.signIn.getHref()}>Sign in</ButtonLink>
        <ButtonLink to={paths.faq.path} variant="secondary">
          Read the FAQ
        </ButtonLink>
      </div>
    </InfoPage>
  );
}
