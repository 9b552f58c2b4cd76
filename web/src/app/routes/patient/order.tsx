import { useSearchParams } from 'react-router-dom';
import { MAX_BOXES_PER_EYE } from '@domain/ordering/cart-lines';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { OrderStart, type OrderableEye } from '@/features/orders/components/order-start';
import { NetCost } from '@/features/rewards/components/net-cost';
import { usePrescriptions } from '@/features/prescriptions/api/get-prescriptions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

/** The reorder e-mail's link carries the last order's boxes per eye (`od`, `os`); null without them. */
function reorderBoxes(params: URLSearchParams): { OD: number; OS: number } | null {
  const count = (v: string | null) => Math.max(0, Math.min(MAX_BOXES_PER_EYE, Number.parseInt(v ?? '', 10) || 0));
  if (!params.has('od') && !params.has('os')) return null;
  return { OD: count(params.get('od')), OS: count(params.get('os')) };
}

/** One eye's line of the order being chosen, when it has boxes. */
const lineOf = (eye: OrderableEye | null, quantity: number) => (eye && quantity > 0 ? [{ productId: eye.productId, variantId: eye.variantId, quantity }] : []);

/**
 * /patient/order: choose a current prescription and the boxes per eye; under them, the reward the
 * chosen quantity earns and the net cost (issue #15; an annual supply is what Aurora's reward asks).
 */
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
        <OrderStart
          accountNumber={session.user.accountNumber}
          prescriptions={rx.data.prescriptions}
          initialPrescriptionId={params.get('prescriptionId')}
          initialBoxes={reorderBoxes(params)}
          checkoutHref={paths.patient.checkout.getHref()}
          footer={({ prescription, boxes }) => (
            <NetCost
              look="patient"
              input={{
                patientAccountNumber: session.user.accountNumber,
                prescriptionId: prescription.id,
                orderDetails: [...lineOf(prescription.rightEyeRx, boxes.OD), ...lineOf(prescription.leftEyeRx, boxes.OS)],
              }}
            />
          )}
        />
      ) : null}
    </>
  );
}
