import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { checkoutSession } from '@/features/orders/checkout-session';
import { CheckoutWizard } from '@/features/orders/components/patient-checkout';
import { NetCost } from '@/features/rewards/components/net-cost';
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
      <CheckoutNetCost accountNumber={session.user.accountNumber} />
    </>
  );
}

/** The rebate this order earns and the patient's net cost (issue #15), from the cart in progress. */
function CheckoutNetCost({ accountNumber }: { accountNumber: string }) {
  const current = checkoutSession.get();
  if (!current) return null;
  return <NetCost look="patient" input={{ patientAccountNumber: accountNumber, prescriptionId: current.prescriptionId, cartId: current.cartId }} />;
}
