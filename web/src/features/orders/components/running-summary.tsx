import type { CartReply } from '@domain/ordering/api-schemas';
import { formatMoney } from '@domain/pricing/money';
import { OrderSummaryTable } from './order-summary-table';

/** What each eye orders, as the wizard names it (product and pack). */
export type EyeProducts = Partial<Record<'OD' | 'OS', string | { name: string; detail?: string }>>;

const EYES = [
  ['OD', 'Right eye (OD)', 'rightEye'],
  ['OS', 'Left eye (OS)', 'leftEye'],
] as const;

const product = (p: EyeProducts['OD'], part: 'name' | 'detail') => (typeof p === 'string' ? (part === 'name' ? p : undefined) : p?.[part]);

/**
 * The running order summary beside every wizard step (issue #18): the lines per eye, then
 * subtotal, discount, insurance, shipping, estimated tax and total — the cart's own amounts, the
 * ones /order/CheckOut charges. Before a shipping method is chosen the shipping row says so instead
 * of showing the cart's $0.00 as if it were the charge.
 */
export function RunningSummary({ cart, products = {}, title = 'Order summary', detailed = false, shippingPending = false }: { cart: CartReply; products?: EyeProducts; title?: string; detailed?: boolean; shippingPending?: boolean }) {
  return (
    <section className="stack-md order-running-summary" aria-label={title}>
      <ul className="order-summary-lines" aria-label="Lenses per eye">
        {EYES.map(([eye, name, key]) => {
          const line = cart.orderSummary[key];
          if (!line) return null;
          const cents = Math.round(line.price * 100);
          return (
            <li key={eye}>
              <strong>{name}</strong>
              {product(products[eye], 'name') ? <span>{product(products[eye], 'name')}</span> : null}
              {detailed && product(products[eye], 'detail') ? <span className="muted">{product(products[eye], 'detail')}</span> : null}
              <span>
                {line.quantity} box{line.quantity === 1 ? '' : 'es'} × {formatMoney(cents)} = {formatMoney(cents * line.quantity)}
              </span>
            </li>
          );
        })}
      </ul>
      <OrderSummaryTable summary={cart.summary} caption={title} shippingPending={shippingPending} />
    </section>
  );
}
