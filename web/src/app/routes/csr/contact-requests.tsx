import { RouteHeader } from '@/components/route-header';
import { ContactRequests } from '@/features/support/components/contact-requests';

/** /csr/contact-requests (issue #17). */
export default function ContactRequestsRoute() {
  return (
    <>
      <RouteHeader title="Contact Requests" description="Messages sent through the public contact form. Answer by email, then mark each one handled." />
      <ContactRequests />
    </>
  );
}
