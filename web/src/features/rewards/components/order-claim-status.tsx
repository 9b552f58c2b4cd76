import { Spinner } from '@/components/spinner';
import { useClaims } from '../api/get-claims';
import { usd } from '../rewards-words';

/** The manufacturer claim of an order (practice order details, CSR acting as the patient): programme, amount, Approved / Denied / Pending. */
export function OrderClaimStatus({ orderId }: { orderId: string }) {
  const claims = useClaims({ orderId });
  if (claims.isPending) return <Spinner label="Loading the rewards claim…" />;
  if (claims.isError || !claims.data) return null;
  const standing = claims.data.claims.find((c) => c.status !== 'failed') ?? claims.data.claims[0];
  return (
    <section className="card card--padded stack-sm" aria-labelledby={`claim-${orderId}`}>
      <h3 id={`claim-${orderId}`}>Manufacturer rewards</h3>
      {standing ? (
        <p>
          {standing.manufacturer ?? standing.manufacturerId} claim of {usd(standing.amountCents)}: <strong data-testid="claim-status">{standing.statusLabel}</strong>
          {standing.message && standing.status !== 'approved' ? ` — ${standing.message}` : ''}
        </p>
      ) : (
        <p>No rewards claim for this order.</p>
      )}
    </section>
  );
}
