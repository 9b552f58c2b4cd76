import { PageHeader } from '@/components/page-header';
import { PracticeSignups } from '@/features/support/components/practice-signups';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /csr/practice-signups (issue #17). */
export default function PracticeSignupsRoute() {
  useDocumentTitle('Practice Sign-ups');
  return (
    <>
      <PageHeader title="Practice Sign-ups" description="Practices asking to join Lensloop. Approving registers the practice and emails its administrator a welcome link." />
      <PracticeSignups />
    </>
  );
}
