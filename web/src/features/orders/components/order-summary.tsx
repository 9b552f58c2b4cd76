import './checkout.css';
import type { OrderSummaryView } from '@domain/ordering/api-schemas';

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The order summary (spec point 3 fields, dollars): per-eye boxes and price, then the totals. */
export function OrderSummary({ summary }: { summary: OrderSummaryView }) {
  return (
    <section aria-labelledby="order-summary-title" className="card card--padded stack-md">
      <h2 id="order-summary-title">Order summary</h2>
      <dl className="checkout-summary">
        {summary.rightEye ? (
          <>
            <dt>Right eye (OD)</dt>
            <dd>
              {summary.rightEye.quantity} × {usd(summary.rightEye.price)} = {usd(summary.rightEye.total)}
            </dd>
          </>
        ) : null}
        {summary.leftEye ? (
          <>
            <dt>Left eye (OS)</dt>
            <dd>
              {summary.leftEye.quantity} × {usd(summary.leftEye.price)} = {usd(summary.leftEye.total)}
            </dd>
          </>
        ) : null}
        <dt>Subtotal</dt>
        <dd>{usd(summary.subTotalWithoutTax)}</dd>
        {summary.discountAmount ? (
          <>
            <dt>Discount</dt>
            <dd>−{usd(summary.discountAmount)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>{usd(summary.shippingChargeAmount)}</dd>
        <dt>Estimated tax</dt>
        <dd>{usd(summary.taxAmount)}</dd>
        <dt>Total</dt>
        <dd>
          <strong data-testid="order-total">{usd(summary.totalAmount)}</strong>
        </dd>
      </dl>
    </section>
  );
}
