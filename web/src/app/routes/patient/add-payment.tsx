import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { AddCard } from '@/features/orders/components/add-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

/** /patient/add-payment: enter a card in the provider's hosted form and save it to the account. */
export default function PatientAddPaymentRoute() {
  useDocumentTitle('Add a card');
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <>
      <PageHeader title="Add a card" description="Your card details go straight to our payment provider; we keep only a token." />
      <AddCard patient={session.user} onSaved={() => void navigate(paths.patient.payment.getHref())} />
    </>
  );
}
