import { ButtonLink } from '@/components/button';
import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { SavedCards } from '@/features/orders/components/saved-cards';

/** /patient/payment: saved cards (default, delete) and a link to add one. */
export default function PatientPaymentRoute() {
  return (
    <>
      <RouteHeader title="Payment" description="Cards saved to your account." actions={<ButtonLink to={paths.patient.addPayment.getHref()}>Add a card</ButtonLink>} />
      <SavedCards />
    </>
  );
}
