import { PageHeader } from '@/components/page-header';
import { AccessRequestsTable } from '@/features/access-requests/components/access-requests-table';
import { SendAccessRequestForm } from '@/features/access-requests/components/send-access-request-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /location/access-requests: ask a patient of another practice for access, and follow the requests sent. */
export default function AccessRequestsRoute() {
  useDocumentTitle('Access Requests');
  return (
    <>
      <PageHeader title="Access Requests" description="Ask patients who already use Lensloop with another practice to share their profile with you." />
      <SendAccessRequestForm />
      <AccessRequestsTable />
    </>
  );
}
