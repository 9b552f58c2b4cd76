import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FactGrid, InfoPage } from '@/features/public-site/components/info-page';
import { FACT_LIST } from '@/features/public-site/facts';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /about (spec point 2): who runs Lensloop and why. */
export default function AboutRoute() {
  usePageMeta('About us', 'Lensloop is run by an optical distributor to make ordering prescription contact lenses simple for eye-care practices and their patients.');
  return (
    <InfoPage eyebrow="About us" title="Contact lenses, ordered the simple way" lead="Lensloop is run by an optical distributor that has supplied eye-care practices for years. We built it so practices and their patients can order prescription contact lenses without the paperwork.">
      <h2>What we do</h2>
      <p>
        Eye-care practices use Lensloop to manage their patients’ contact lens prescriptions, place orders, set their retail prices, invite patients to
        reorder online and follow their sales. Patients use it to reorder the lenses their doctor prescribed and to track their orders. Our support team
        helps both, and can act on a customer’s behalf when they ask.
      </p>
      <h2>Our promises</h2>
      <FactGrid facts={FACT_LIST} />
      <h2>The doctor stays in charge</h2>
      <p>
        Every order starts from a prescription written by the patient’s own eye-care professional. Lensloop never replaces the eye exam: when a
        prescription expires, the patient is sent back to their doctor.
      </p>
      <h2>Talk to us</h2>
      <p>
        Questions, feedback or a partnership idea? <Link to={paths.contact.path}>Get in touch</Link>; our support email and phone number are at the
        bottom of every page.
      </p>
    </InfoPage>
  );
}
