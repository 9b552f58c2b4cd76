import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { Alert } from '@/components/alert';
import { paths } from '@/config/paths';
import { useOrderHistory } from '@/features/orders/api/get-order-history';
import { COMPACT_ORDER_HISTORY, OrderHistory } from '@/features/orders/components/order-history';
import { notOrderableReason } from '@/features/orders/components/order-start';
import { usePrescriptions } from '@/features/prescriptions/api/get-prescriptions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';
import { formatCalendarDate } from '@/lib/format';
import { supplyUntilLabel } from '@domain/ordering/reorder';

/** /patient: the dashboard — current prescriptions with "Order lenses", and recent orders with their status. */
export default function PatientHomeRoute() {
  useDocumentTitle('Home');
  const session = useSession();
  const rx = usePrescriptions(null);
  const first = session?.user.firstName;
  // The two sections show together, after both first answers (or first failures): otherwise the
  // orders, usually first, would jump down when the prescriptions above them arrive (D-650).
  const orders = useOrderHistory(COMPACT_ORDER_HISTORY, 5000);
  const waiting = (rx.isPending && rx.failureCount === 0) || (orders.isPending && orders.failureCount === 0);
  const current = (rx.data?.prescriptions ?? []).filter((p) => !p.isExpired);
  return (
    <>
      <PageHeader title={first ? `Welcome, ${first}` : 'Welcome'} description="Order lenses from your current prescriptions and follow your orders." />
      {waiting ? (
        <Spinner label="Loading your prescriptions and orders…" />
      ) : (
        <div className="stack-lg">
          <section className="stack-md" aria-labelledby="current-rx">
            <h2 id="current-rx">Current prescriptions</h2>
            {rx.isPending ? <Spinner label="Loading your prescriptions…" /> : null}
            {rx.isError ? <Alert tone="error">{rx.error.message}</Alert> : null}
            {rx.data && current.length === 0 ? <p>You have no current prescription. Please call your doctor.</p> : null}
            <ul className="stack-md" style={{ listStyle: 'none', padding: 0 }}>
              {current.map((p) => {
                const reason = notOrderableReason(p);
                return (
                  <li key={p.id} className="card checkout-row">
                    <span>
                      <strong>{p.prescriptionNickname || 'Prescription'}</strong> · expires {formatCalendarDate(p.prescriptionExpirationDate)}
                      {p.supplyUntil ? <> · {supplyUntilLabel(p.supplyUntil)}</> : null}
                      {p.dueForReorder ? <> <span className="badge badge--warning">Due for reorder</span></> : null}
                      <br />
                      <small>{[p.rightEyeRx?.productName ? `Right: ${p.rightEyeRx.productName}` : null, p.leftEyeRx?.productName ? `Left: ${p.leftEyeRx.productName}` : null].filter(Boolean).join(' · ')}</small>
                      {reason ? <small role="note"><br />{reason}</small> : null}
                    </span>
                    {reason ? null : (
                      <ButtonLink to={paths.patient.order.getHref(p.id)} aria-label={`Order lenses for ${p.prescriptionNickname || 'this prescription'}`}>
                        Order lenses
                      </ButtonLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <section className="stack-md" aria-labelledby="recent-orders">
            <h2 id="recent-orders">Recent orders</h2>
            <OrderHistory compact />
            <p>
              <ButtonLink variant="secondary" to={paths.patient.orders.getHref()}>
                All orders
              </ButtonLink>
            </p>
          </section>
        </div>
      )}
    </>
  );
}
