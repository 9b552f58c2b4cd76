import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OperatorParticularsBox } from '@/features/legal/components/operator-particulars';
import { InfoPage } from '@/features/public-site/components/info-page';
import { usePageMeta } from '@/hooks/use-page-meta';

/** Return Policy (spec point 2, implied public page): returns for a full year, any order, any condition. */
export default function ReturnPolicyRoute() {
  usePageMeta('Return Policy', 'Return any Lensloop contact lens order within one year, in any condition, opened boxes included.');
  return (
    <InfoPage eyebrow="Help" title="Return Policy" lead="Return any order within a full year, in any condition.">
      <OperatorParticularsBox topic="returns" />
      <h2>What you can return</h2>
      <p>
        Any order placed through Lensloop, for one year from the order date, in any condition: unopened boxes, opened boxes and lenses that did not suit
        you.
      </p>
      <h2>How to return</h2>
      <ol className="steps">
        <li>
          <Link to={paths.contact.getHref('returns')}>Contact us</Link> or your eye-care practice with your order number.
        </li>
        <li>We tell you how to send the lenses back.</li>
        <li>Once we receive them, we refund the order or, if your doctor changed your prescription, help you reorder.</li>
      </ol>
      <h2>Questions</h2>
      <p>Our support email and phone number are at the bottom of every page.</p>
    </InfoPage>
  );
}
