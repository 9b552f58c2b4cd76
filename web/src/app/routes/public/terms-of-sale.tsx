import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OperatorParticularsBox } from '@/features/legal/components/operator-particulars';
import { InfoPage } from '@/features/public-site/components/info-page';
import { usePageMeta } from '@/hooks/use-page-meta';

/** Terms of Sale (spec point 2, implied public page). */
export default function TermsOfSaleRoute() {
  usePageMeta('Terms of Sale', 'Prices, payment, free shipping and delivery times for contact lenses ordered through Lensloop.');
  return (
    <InfoPage eyebrow="Legal" title="Terms of Sale" lead="What applies when you buy contact lenses through Lensloop.">
      <OperatorParticularsBox topic="sale" />
      <h2>Prices</h2>
      <p>
        Patients pay the retail price their eye-care practice sets; practices see their cost and their patients’ price before ordering. Discounts and
        insurance allowances applied by the practice show on the order. Estimated sales tax is shown before you pay.
      </p>
      <h2>Payment</h2>
      <p>
        Patients pay online by credit card (Visa, Mastercard, American Express or Discover). A practice may also record a payment taken in the office. The
        card is charged when the order is placed.
      </p>
      <h2>Shipping</h2>
      <p>
        Shipping is free to offices and homes in the 50 US states and DC. Standard delivery takes 5 to 7 business days after shipping; faster options are
        shown at checkout. We cannot ship to PO boxes or military APO/FPO addresses.
      </p>
      <h2>Returns</h2>
      <p>
        Any order can be returned within a year, in any condition. See the <Link to={paths.returnPolicy.path}>Return Policy</Link>.
      </p>
    </InfoPage>
  );
}
