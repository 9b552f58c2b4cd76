import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { OrderHistory } from '@/features/orders/components/order-history';
import { usePrescriptions } from '@/features/prescriptions/api/get-prescriptions';
import { OrderRewards } from '@/app/routes/rewards/order-rewards';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { supplyUntilLabel } from '@domain/ordering/reorder';

/** Issue #20: how long the lenses of the patient's orders last, per prescription, above the history. */
function SupplySummary() {
  const rx = usePrescriptions(null);
  const withSupply = (rx.data?.prescriptions ?? []).filter((p) => p.supplyUntil);
  if (withSupply.length === 0) return null;
  return (
    <ul className="card card--padded stack-sm" aria-label="Your lens supply" style={{ listStyle: 'none' }}>
      {withSupply.map((p) => (
        <li key={p.id}>
          <strong>{p.prescriptionNickname || 'Prescription'}</strong>: {supplyUntilLabel(p.supplyUntil!)}
          {p.dueForReorder ? (
            <>
              {' '}
              <span className="badge badge--warning">Due for reorder</span>{' '}
              <ButtonLink size="sm" variant="secondary" to={paths.patient.order.getHref(p.id)}>
                Reorder
              </ButtonLink>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /patient/orders: order history, newest first, with filters and details. */
export default function PatientOrdersRoute() {
  useDocumentTitle('Orders');
  return (
    <>
      <PageHeader
        title="Orders"
        description="Your lens orders, newest first."
        actions={<ButtonLink to={paths.patient.order.getHref()}>Order lenses</ButtonLink>}
      />
      <div className="stack-md">
        <SupplySummary />
        <OrderHistory />
        <OrderRewards />
      </div>
    </>
  );
}
