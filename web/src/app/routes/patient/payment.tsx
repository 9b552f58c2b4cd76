import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { SavedCards } from '@/features/orders/components/saved-cards';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /patient/payment: saved cards (default, delete) and a link to add one. */
export default function PatientPaymentRoute() {
  useDocumentTitle('Payment');
  return (
    <>
      <PageHeader title="Payment" description="Cards saved to your account." actions={<ButtonLink to={paths.patient.addPayment.getHref()}>Add a card</ButtonLink>} />
      <SavedCards />
    </>
  );
}
