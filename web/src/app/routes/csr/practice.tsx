import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PracticeView } from '@/features/support/components/practice-view';

/** /csr/practices/:practiceId: the CSR view of an ECP. */
export default function PracticeRoute() {
  const { practiceId = '' } = useParams();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.csr.root.getHref()}>Find Customer</Link>
          </li>
          <li aria-current="page">Practice</li>
        </ol>
      </nav>
      <PracticeView key={practiceId} practiceId={practiceId} />
    </>
  );
}
