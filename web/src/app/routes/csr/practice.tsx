import { useParams } from 'react-router-dom';
import { Breadcrumb } from '@/components/breadcrumb';
import { paths } from '@/config/paths';
import { PracticeView } from '@/features/support/components/practice-view';

/** /csr/practices/:practiceId: the CSR view of an ECP. */
export default function PracticeRoute() {
  const { practiceId = '' } = useParams();
  return (
    <>
      <Breadcrumb parent={{ label: 'Find Customer', to: paths.csr.root.getHref() }} current="Practice" />
      <PracticeView key={practiceId} practiceId={practiceId} />
    </>
  );
}
