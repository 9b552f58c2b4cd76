import type { OrderCheckedOut, OrderEvent } from '../domain/ordering/events';
import type { OrdersTable } from '../infra/read-models/tables';
import { foldRows } from './lib/fold-rows';
import { parsedJson } from './lib/report-sql';
import { projectionOf } from './lib/projection';
import { ORDER_AMOUNTS_DDL, orderAmountColumnsOf } from '../infra/read-models/order-amounts';

export const ORDER_EVENT_TYPES = ['OrderCheckedOut', 'OrderStatusChanged', 'OrderConfirmationEmailSent', 'OrderShippingEmailSent'] as const;

type Row = OrdersTable;

/** jsonb may come back as text from some drivers. */

function rowOf(d: OrderCheckedOut['data'], actor: string, at: string): Row {
  // Defensive defaults: a malformed event must not stop the projection (NOT NULL columns).
  const p = d.payment ?? { type: 'pos', method: 'none' };
  const s = d.summary ?? ({} as Partial<OrderCheckedOut['data']['summary']>);
  return {
    order_id: d.orderId,
    cart_id: d.cartId ?? '',
    customer_account_number: d.customerAccountNumber ?? '',
    practice_id: d.practiceId ?? '',
    location_id: d.locationId ?? '',
    prescription_id: d.prescriptionId ?? '',
    placed_by: d.placedBy ?? 'Patient',
    placed_by_account: actor,
    created_by_csr: d.createdByCsr ?? false,
    order_date: d.orderDate ?? at,
    lines: d.lines ?? [],
    ...orderAmountColumnsOf(s),
    delivery_method: d.delivery?.method ?? 'ship',
    delivery_address: d.delivery?.address ?? null,
    delivery_mode_id: d.delivery?.deliveryModeId ?? null,
    promo_code: d.delivery?.promoCode ?? null,
    payment_type: p.type,
    pos_method: p.type === 'pos' ? p.method : null,
    card_type: p.type === 'card' ? p.cardType : null,
    masked_card_number: p.type === 'card' ? p.maskedCardNumber : null,
    status: 'new',
    status_at: at,
    status_history: [{ status: 'new', at }],
    tracking_number: null,
    carrier: null,
    estimated_delivery: null,
    confirmation_email_sent_at: null,
    shipping_email_sent_at: null,
    updated_at: at,
  };
}

/**
 * Orders (issue #5): one row per order from OrderCheckedOut (cart stream), then its status,
 * tracking and e-mail flags from the order stream. A batch is folded in memory over the rows it
 * touches and written back with one DELETE and one multi-row INSERT (as prescriptions).
 * Indexes serve the patient's history and the practice's lists and reports (issue #6), both newest first.
 */
export const ordersProjection = projectionOf<OrderCheckedOut | OrderEvent>({
  name: 'orders',
  version: 1,
  eventTypes: ORDER_EVENT_TYPES,
  tables: ['orders'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.orders (
      order_id                   text PRIMARY KEY,
      cart_id                    text NOT NULL,
      customer_account_number    text NOT NULL,
      practice_id                text NOT NULL,
      location_id                text NOT NULL,
      prescription_id            text NOT NULL,
      placed_by                  text NOT NULL,
      placed_by_account          text NOT NULL,
      created_by_csr             boolean NOT NULL,
      order_date                 text NOT NULL,
      lines                      jsonb NOT NULL,
      ${ORDER_AMOUNTS_DDL},
      delivery_method            text NOT NULL,
      delivery_address           jsonb,
      delivery_mode_id           text,
      promo_code                 text,
      payment_type               text NOT NULL,
      pos_method                 text,
      card_type                  text,
      masked_card_number         text,
      status                     text NOT NULL,
      status_at                  text NOT NULL,
      status_history             jsonb NOT NULL,
      tracking_number            text,
      carrier                    text,
      estimated_delivery         text,
      confirmation_email_sent_at text,
      shipping_email_sent_at     text,
      updated_at                 text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS orders_customer_date ON ${s}.orders (customer_account_number, order_date DESC, order_id DESC);
    CREATE INDEX IF NOT EXISTS orders_practice_date ON ${s}.orders (practice_id, order_date DESC, order_id DESC);
    CREATE INDEX IF NOT EXISTS orders_location_date ON ${s}.orders (location_id, order_date DESC, order_id DESC);`,
  async apply(ctx, events) {
    const ids = [...new Set(events.map((e) => (e.data as { orderId?: string }).orderId).filter((id): id is string => typeof id === 'string' && id !== ''))];
    await foldRows<'orders', Row>(ctx, { table: 'orders', key: 'order_id', ids, read: (r) => ({ ...r, lines: parsedJson(r.lines), delivery_address: parsedJson(r.delivery_address), status_history: parsedJson(r.status_history) }) }, (rows) => {
      for (const event of events) {
        const at = event.metadata.occurredAt;
        if (event.type === 'OrderCheckedOut') {
          const d = event.data;
          if (d.orderId && !rows.has(d.orderId)) rows.set(d.orderId, rowOf(d, event.metadata.actor.accountNumber, at));
          continue;
        }
        const row = rows.get(event.data.orderId);
        if (!row) continue;
        row.updated_at = at;
        switch (event.type) {
          case 'OrderStatusChanged': {
            const d = event.data;
            row.status = d.status;
            row.status_at = d.at;
            row.status_history = [...(row.status_history as { status: string; at: string }[]), { status: d.status, at: d.at }];
            if (d.trackingNumber !== undefined) row.tracking_number = d.trackingNumber;
            if (d.carrier !== undefined) row.carrier = d.carrier;
            if (d.estimatedDelivery !== undefined) row.estimated_delivery = d.estimatedDelivery;
            break;
          }
          case 'OrderConfirmationEmailSent':
            row.confirmation_email_sent_at ??= event.data.sentAt;
            break;
          case 'OrderShippingEmailSent':
            row.shipping_email_sent_at ??= event.data.sentAt;
            break;
        }
      }
    });
  },
});
