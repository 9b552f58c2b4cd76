import type { OrderDetails, OrderEyeLine } from '@domain/ordering/api-schemas';
import { formatMoney } from '@domain/pricing/money';
import { DELIVERY_METHOD_LABELS, POS_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { CARD_TYPE_NAMES, type CardTypeCode } from '@domain/payments/card-rules';
import { Alert } from '@/components/alert';
import { PageLoader } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { formatInstantDate } from '@/lib/format';
import { useOrder } from '@/features/orders/api/get-order';
import { useReceiptDownload } from '@/features/orders/hooks/use-receipt-download';
import { orderShipping } from '@/features/orders/order-shipping';
import { OrderSummaryTable } from './order-summary-table';
import { ReceiptButtons } from './receipt-buttons';
import './ordering.css';

function paymentText(order: OrderDetails): string {
  if (order.payment.type === 'card') return `${CARD_TYPE_NAMES[(order.payment.cardType ?? '') as CardTypeCode] ?? 'Card'} ending ${(order.payment.maskedCardNumber ?? '').slice(-4)}`;
  return POS_METHOD_LABELS[order.payment.posMethod ?? 'none'];
}

function EyeLine({ line }: { line: OrderEyeLine }) {
  return (
    <div className="order-line">
      <h3>{line.eye === 'OD' ? 'Right eye (OD)' : 'Left eye (OS)'}</h3>
      <p>
        <strong>{line.productName ?? line.productId}</strong>
        {line.brand ? ` by ${line.brand}` : ''}
      </p>
      <p className="muted">{line.dimensions.map((d) => `${d.label} ${d.value}`).join(' · ')}</p>
      <p>
        {line.quantity} box{line.quantity === 1 ? '' : 'es'} × {formatMoney(line.priceCents)} = {formatMoney(line.lineTotalCents)}
      </p>
    </div>
  );
}

/**
 * The placed order (getbyid), for the patient's and the practice's confirmation (the "Order placed"
 * banner only right after placing it, `justPlaced`; opened later it is the order's details): the order number
 * with its shipping method and estimated delivery beside it (issue #18), status, payment, delivery,
 * the lines per eye and the amounts; Print (print CSS) and "Download receipt (PDF)" (the receipt route).
 */
export function OrderConfirmation({ salesOrderID, justPlaced }: { salesOrderID: string; justPlaced: boolean }) {
  const order = useOrder(salesOrderID);
  const receipt = useReceiptDownload();
  if (order.isLoading) return <PageLoader label="Loading the order" />;
  if (order.error || !order.data) return <Alert tone="error">{isApiError(order.error) ? order.error.message : 'The order could not be loaded.'}</Alert>;
  const o = order.data;
  const a = o.deliveryAddress;
  const travel = orderShipping(o);
  return (
    <article className="order-confirmation card card--padded stack-md" aria-labelledby="order-confirmation-title">
      {justPlaced ? (
        <Alert tone="success" title="Order placed">
          Order {o.salesOrderID} was placed for {o.patient ? `${o.patient.firstName} ${o.patient.lastName}` : o.customerAccountNumber}.
        </Alert>
      ) : null}
      <h2 id="order-confirmation-title" className="section-title">
        Order {o.salesOrderID}
      </h2>
      <dl className="order-review">
        <div>
          <dt>Order date</dt>
          <dd>{formatInstantDate(o.orderDate)}</dd>
        </div>
        <div>
          <dt>Shipping method</dt>
          <dd data-testid="order-shipping-method">{travel.method}</dd>
        </div>
        <div>
          <dt>{travel.estimateLabel}</dt>
          <dd data-testid="order-estimated-delivery">{travel.estimate}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{o.statusLabel}</dd>
        </div>
        <div>
          <dt>Practice</dt>
          <dd>{o.locationName && o.practiceName && o.locationName.startsWith(o.practiceName) ? o.locationName : [o.practiceName, o.locationName].filter(Boolean).join(', ')}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{paymentText(o)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>
            {DELIVERY_METHOD_LABELS[o.deliveryMethod]}
            {a ? ` to ${[a.name, a.street, a.street2, `${a.city}, ${a.state} ${a.zipCode}`].filter(Boolean).join(', ')}` : ''}
          </dd>
        </div>
        {o.trackingNumber ? (
          <div>
            <dt>Tracking</dt>
            <dd>{`${o.carrier ?? ''} ${o.trackingNumber}`.trim()}</dd>
          </div>
        ) : null}
      </dl>
      <p className="muted">{o.statusMessage}</p>
      <div className="order-lines">
        {o.rightEye ? <EyeLine line={o.rightEye} /> : null}
        {o.leftEye ? <EyeLine line={o.leftEye} /> : null}
      </div>
      <OrderSummaryTable summary={o.amountsCents} />
      {receipt.error ? <Alert tone="error">{receipt.error}</Alert> : null}
      <ReceiptButtons className="order-actions no-print" onDownload={() => receipt.download(o.salesOrderID)} />
    </article>
  );
}
