import { PageHeader } from '@/components/page-header';
import { ContactRequests } from '@/features/support/components/contact-requests';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /csr/contact-requests (issue #17). */
export default function ContactRequestsRoute() {
  useDocumentTitle('Contact Requests');
  return (
    <>
      <PageHeader title="Contact Requests" description="Messages sent through the public contact form. Answer by email, then mark each one handled." />
      <ContactRequests />
    </>
  );
}
