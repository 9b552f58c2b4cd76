import type { CartEvent } from '../domain/ordering/events';
import type { CartsTable } from '../infra/read-models/tables';
import { foldRows } from './lib/fold-rows';
import { parsedJson } from './lib/report-sql';
import { projectionOf } from './lib/projection';

type Row = CartsTable;

export const CART_EVENT_TYPES = ['CartCreated', 'CartReviewed', 'CartRenewed', 'CartDiscountSet', 'DeliveryAddressAdded', 'DeliveryModeSet', 'OrderCheckedOut'] as const;

/**
 * Carts (issue #5): one row per cart with what the delivery-mode queries need (lines, delivery,
 * mode, promo, amounts in cents, status open | checked_out). A batch is folded in memory over the
 * rows it touches and written back with one DELETE and one multi-row insert (as prescriptions, D-069).
 */
export const cartsProjection = projectionOf<CartEvent>({
  name: 'carts',
  version: 1,
  eventTypes: CART_EVENT_TYPES,
  tables: ['carts'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.carts (
      cart_id                 text PRIMARY KEY,
      customer_account_number text NOT NULL,
      practice_id             text NOT NULL,
      location_id             text NOT NULL,
      prescription_id         text NOT NULL,
      placed_by               text NOT NULL,
      lines                   jsonb NOT NULL,
      discount_cents          int NOT NULL,
      insurance_cents         int NOT NULL,
      delivery_method         text,
      address                 jsonb,
      delivery_mode_id        text,
      promo_code              text,
      shipping_cents          int,
      status                  text NOT NULL,
      order_id                text,
      expires_at              text NOT NULL,
      created_at              text NOT NULL,
      updated_at              text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS carts_customer ON ${s}.carts (customer_account_number, updated_at);
    CREATE INDEX IF NOT EXISTS carts_practice ON ${s}.carts (practice_id, status, updated_at);`,
  async apply(ctx, events) {
    const ids = [...new Set(events.map((e) => e.data.cartId))];
    await foldRows<'carts', Row>(ctx, { table: 'carts', key: 'cart_id', ids, read: (r) => ({ ...r, lines: parsedJson(r.lines), address: parsedJson(r.address) }) }, (rows) => {
      for (const event of events) {
        const at = event.metadata.occurredAt;
        if (event.type === 'CartCreated') {
          const d = event.data;
          if (rows.has(d.cartId)) continue;
          rows.set(d.cartId, {
            cart_id: d.cartId,
            customer_account_number: d.customerAccountNumber,
            practice_id: d.practiceId,
            location_id: d.locationId,
            prescription_id: d.prescriptionId,
            placed_by: d.placedBy,
            lines: d.lines,
            discount_cents: 0,
            insurance_cents: 0,
            delivery_method: null,
            address: null,
            delivery_mode_id: null,
            promo_code: null,
            shipping_cents: null,
            status: 'open',
            order_id: null,
            expires_at: d.expiresAt,
            created_at: at,
            updated_at: at,
          });
          continue;
        }
        const row = rows.get(event.data.cartId);
        if (!row) continue;
        row.updated_at = at;
        switch (event.type) {
          case 'CartRenewed':
            row.lines = event.data.lines;
            row.expires_at = event.data.expiresAt;
            break;
          case 'CartDiscountSet':
            row.discount_cents = event.data.discountCents;
            row.insurance_cents = event.data.insuranceCents;
            break;
          case 'DeliveryAddressAdded':
            row.delivery_method = event.data.method;
            row.address = event.data.address;
            if (event.data.method !== 'ship') {
              row.delivery_mode_id = null;
              row.shipping_cents = 0;
            }
            break;
          case 'DeliveryModeSet':
            row.delivery_mode_id = event.data.deliveryModeId;
            row.promo_code = event.data.promoCode;
            row.shipping_cents = event.data.shippingCents;
            break;
          case 'OrderCheckedOut':
            row.status = 'checked_out';
            row.order_id = event.data.orderId;
            break;
          case 'CartReviewed':
            break;
        }
      }
    });
  },
});
