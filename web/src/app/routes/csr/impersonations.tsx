import { PageHeader } from '@/components/page-header';
import { AuditTrail } from '@/features/support/components/audit-trail';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /csr/impersonations: the impersonation audit trail. */
export default function ImpersonationsRoute() {
  useDocumentTitle('Audit Trail');
  return (
    <>
      <PageHeader
        title="Impersonation Audit Trail"
        description="Every time a representative acted as a customer: who, for whom, when, and each change they made."
      />
      <AuditTrail />
    </>
  );
}
