import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { OrderStart } from '@/features/orders/components/order-start';
import { usePrescriptions } from '@/features/prescriptions/api/get-prescriptions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

/** /patient/order: choose a current prescription and the boxes per eye. */
export default function PatientOrderRoute() {
  useDocumentTitle('Order lenses');
  const session = useSession();
  const [params] = useSearchParams();
  const rx = usePrescriptions(null);
  return (
    <>
      <PageHeader title="Order lenses" description="Choose a prescription and how many boxes you need for each eye." />
      {rx.isPending ? <Spinner label="Loading your prescriptions…" /> : null}
      {rx.isError ? <Alert tone="error">{rx.error.message}</Alert> : null}
      {rx.data && session ? (
        <OrderStart accountNumber={session.user.accountNumber} prescriptions={rx.data.prescriptions} initialPrescriptionId={params.get('prescriptionId')} checkoutHref={paths.patient.checkout.getHref()} />
      ) : null}
    </>
  );
}
