import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { CheckoutWizard } from '@/features/orders/components/patient-checkout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

/** /patient/checkout: the order wizard (Delivery Address, Shipping Method, Payment and Order). */
export default function PatientCheckoutRoute() {
  useDocumentTitle('Checkout');
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title="Checkout" />
      <CheckoutWizard patient={session.user} orderHref={paths.patient.order.getHref()} confirmationHref={paths.patient.orderConfirmation.getHref} />
    </>
  );
}
