import './checkout.css';
import type { OrderEyeLine } from '@domain/ordering/api-schemas';
import { CARD_TYPE_NAMES, type CardTypeCode } from '@domain/payments/card-rules';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { formatInstantDate } from '@/lib/format';
import { useOrder } from '@/features/orders/api/get-order';
import { useReceiptDownload } from '@/features/orders/hooks/use-receipt-download';
import { orderShipping } from '@/features/orders/order-shipping';
import { ReceiptButtons } from './receipt-buttons';

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function EyeLine({ title, line }: { title: string; line: OrderEyeLine | null }) {
  if (!line) return null;
  return (
    <li>
      <strong>{title}</strong>: {line.productName ?? 'Lenses'} — {line.quantity} box{line.quantity === 1 ? '' : 'es'} × {usd(line.price)} = {usd(line.lineTotal)} ({line.supplyDays}-day supply)
      {line.dimensions.length ? <small> · {line.dimensions.map((d) => `${d.label} ${d.value}`).join(', ')}</small> : null}
    </li>
  );
}

/** One order: status with its message and tracking, lines, totals, delivery and payment; print and PDF receipt. */
export function OrderDetailsView({ salesOrderID, showActions = true }: { salesOrderID: string; showActions?: boolean }) {
  const order = useOrder(salesOrderID);
  const receipt = useReceiptDownload();
  if (order.isPending) return <Spinner label="Loading the order…" />;
  if (order.isError) return <Alert tone="error">{order.error.message}</Alert>;
  const o = order.data;
  const travel = orderShipping(o);
  return (
    <article className="stack-md card card--padded" aria-labelledby={`order-${o.salesOrderID}`}>
      <h2 id={`order-${o.salesOrderID}`}>Order {o.salesOrderID}</h2>
      <p>
        Placed {formatInstantDate(o.orderDate)} · Status: <strong data-testid="order-status">{o.statusLabel}</strong>
      </p>
      <p>{o.statusMessage}</p>
      <dl className="checkout-summary" aria-label="Shipping" style={{ maxWidth: "32rem" }}>
        <dt>Shipping method</dt>
        <dd data-testid="order-shipping-method">{travel.method}</dd>
        <dt>{travel.estimateLabel}</dt>
        <dd data-testid="order-estimated-delivery">{travel.estimate}</dd>
      </dl>
      {o.trackingNumber ? (
        <p>
          Tracking: {o.carrier ? `${o.carrier} ` : ''}
          <span data-testid="tracking-number">{o.trackingNumber}</span>
          
        </p>
      ) : null}
      <ul>
        <EyeLine title="Right eye (OD)" line={o.rightEye} />
        <EyeLine title="Left eye (OS)" line={o.leftEye} />
      </ul>
      <dl className="checkout-summary">
        <dt>Subtotal</dt>
        <dd>{usd(o.subTotalWithoutTax)}</dd>
        {o.discountAmount ? (
          <>
            <dt>Discount</dt>
            <dd>−{usd(o.discountAmount)}</dd>
          </>
        ) : null}
        {o.insuranceAmount ? (
          <>
            <dt>Insurance</dt>
            <dd>−{usd(o.insuranceAmount)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>{usd(o.shippingChargeAmount)}</dd>
        <dt>Tax</dt>
        <dd>{usd(o.taxAmount)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{usd(o.totalAmount)}</strong>
        </dd>
      </dl>
      {o.deliveryAddress ? (
        <p>
          Ship to: {o.deliveryAddress.name}, {o.deliveryAddress.street}
          {o.deliveryAddress.street2 ? `, ${o.deliveryAddress.street2}` : ''}, {o.deliveryAddress.city}, {o.deliveryAddress.state} {o.deliveryAddress.zipCode}
        </p>
      ) : null}
      {o.payment.type === 'card' ? (
        <p>
          Paid with {CARD_TYPE_NAMES[(o.payment.cardType ?? '') as CardTypeCode] ?? 'card'} ending {(o.payment.maskedCardNumber ?? '').slice(-4)}
        </p>
      ) : null}
      {o.statusHistory.length > 1 ? (
        <ol aria-label="Status history">
          {o.statusHistory.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              {h.statusLabel} — {formatInstantDate(h.at)}
            </li>
          ))}
        </ol>
      ) : null}
      {showActions ? (
        <ReceiptButtons className="checkout-actions" onDownload={() => receipt.download(o.salesOrderID)} />
      ) : null}
      {receipt.error ? <Alert tone="error">{receipt.error}</Alert> : null}
    </article>
  );
}
