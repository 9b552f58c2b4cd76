import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { Spinner } from '@/components/spinner';
import { useOperatorParticulars } from '@/features/legal/api/get-operator-particulars';
import { OperatorParticularsForm } from '@/features/legal/components/operator-particulars-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /csr/legal-particulars (issue #34): the operator's particulars the privacy policy, terms and return policy show. */
export default function LegalParticularsRoute() {
  useDocumentTitle('Legal Particulars');
  const particulars = useOperatorParticulars();
  return (
    <>
      <PageHeader
        title="Legal Particulars"
        description="The company that sells the lenses, as the Privacy Policy, Terms and Conditions, Terms of Sale and Return Policy name it. Every change is recorded with who made it."
      />
      {particulars.isError ? (
        <RetryAlert onRetry={particulars.refetch}>The legal particulars could not be loaded.</RetryAlert>
      ) : particulars.data ? (
        <OperatorParticularsForm current={particulars.data.particulars} />
      ) : (
        <Spinner label="Loading the legal particulars…" />
      )}
    </>
  );
}
