import { RouteHeader } from '@/components/route-header';
import { AccessRequestsTable } from '@/features/access-requests/components/access-requests-table';
import { SendAccessRequestForm } from '@/features/access-requests/components/send-access-request-form';

/** /location/access-requests: ask a patient of another practice for access, and follow the requests sent. */
export default function AccessRequestsRoute() {
  return (
    <>
      <RouteHeader title="Access Requests" description="Ask patients who already use Lensloop with another practice to share their profile with you." />
      <SendAccessRequestForm />
      <AccessRequestsTable />
    </>
  );
}
