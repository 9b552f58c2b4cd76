import type { CartLine, DeliveryMethod, OrderCheckedOut, OrderStatus, OrderStatusChanged } from '../domain/ordering/events';
import { eyeSupplies, type SupplyOrder } from '../domain/ordering/reorder';
import type { ReorderOrdersTable, ReorderSupplyTable } from '../infra/read-models/tables';
import { bulkInsert } from './lib/bulk-insert';
import { projectionOf } from './lib/projection';

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
type SupplyLine = Pick<CartLine, 'eye' | 'productId' | 'variantId' | 'boxes' | 'supplyDays'>;


function toSupplyOrder(r: ReorderOrdersTable): SupplyOrder {
  return {
    orderId: r.order_id,
    orderDate: r.order_date,
    method: r.delivery_method as DeliveryMethod,
    status: r.status as OrderStatus | 'new',
    deliveredAt: r.delivered_at,
    estimatedDelivery: r.estimated_delivery,
    lines: parsed<SupplyLine[]>(r.lines),
  };
}

/**
 * Supply per patient, prescription and eye (issue #20, D-421/D-422): `reorder_orders` keeps what the
 * arithmetic needs of each order (lines, delivery method, delivered or estimated day, cancelled);
 * `reorder_supply` is recomputed from them for every patient a batch touches, per prescription, by the
 * pure `eyeSupplies` of domain/ordering/reorder.ts. Deterministic (event data only), so rebuildable.
 * "Due for reorder" depends on today and is decided when read (query-api), not stored.
 */
export const reorderSupplyProjection = projectionOf<OrderCheckedOut | OrderStatusChanged>({
  name: 'reorder_supply',
  version: 1,
  eventTypes: ['OrderCheckedOut', 'OrderStatusChanged'],
  tables: ['reorder_orders', 'reorder_supply'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.reorder_orders (
      order_id                text PRIMARY KEY,
      customer_account_number text NOT NULL,
      prescription_id         text NOT NULL,
      practice_id             text NOT NULL,
      location_id             text NOT NULL,
      order_date              text NOT NULL,
      delivery_method         text NOT NULL,
      status                  text NOT NULL,
      delivered_at            text,
      estimated_delivery      text,
      lines                   jsonb NOT NULL
    );
    CREATE INDEX IF NOT EXISTS reorder_orders_patient ON ${s}.reorder_orders (customer_account_number);
    CREATE TABLE IF NOT EXISTS ${s}.reorder_supply (
      supply_key              text PRIMARY KEY,
      customer_account_number text NOT NULL,
      prescription_id         text NOT NULL,
      eye                     text NOT NULL,
      practice_id             text NOT NULL,
      location_id             text NOT NULL,
      product_id              text NOT NULL,
      variant_id              text NOT NULL,
      last_order_id           text NOT NULL,
      last_order_date         text NOT NULL,
      last_boxes              integer NOT NULL,
      runs_out_on             text NOT NULL,
      supply_until            text NOT NULL,
      superseded              boolean NOT NULL
    );
    CREATE INDEX IF NOT EXISTS reorder_supply_patient ON ${s}.reorder_supply (customer_account_number);`,
  readIndexes: (s) => /* sql */ `
    CREATE INDEX IF NOT EXISTS reorder_supply_practice_until ON ${s}.reorder_supply (practice_id, supply_until) WHERE NOT superseded;`,
  async apply({ db, trx, schema }, events) {
    const ids = [...new Set(events.map((e) => e.data.orderId).filter((id): id is string => typeof id === 'string' && id !== ''))];
    if (ids.length === 0) return;
    const orders = new Map<string, ReorderOrdersTable>();
    for (const r of await db.selectFrom('reorder_orders').selectAll().where('order_id', 'in', ids).execute()) orders.set(r.order_id, { ...r, lines: parsed(r.lines) });
    const touched = new Set<string>();
    for (const event of events) {
      if (event.type === 'OrderCheckedOut') {
        const d = event.data;
        if (!d.orderId || orders.has(d.orderId) || !d.customerAccountNumber || !d.prescriptionId) continue;
        orders.set(d.orderId, {
          order_id: d.orderId,
          customer_account_number: d.customerAccountNumber,
          prescription_id: d.prescriptionId,
          practice_id: d.practiceId ?? '',
          location_id: d.locationId ?? '',
          order_date: d.orderDate ?? event.metadata.occurredAt,
          delivery_method: d.delivery?.method ?? 'ship',
          status: 'new',
          delivered_at: null,
          estimated_delivery: null,
          lines: (d.lines ?? []).map((l) => ({ eye: l.eye, productId: l.productId, variantId: l.variantId, boxes: l.boxes, supplyDays: l.supplyDays })),
        });
        touched.add(d.orderId);
        continue;
      }
      const row = orders.get(event.data.orderId);
      if (!row) continue;
      const d = event.data;
      row.status = d.status;
      if (d.status === 'delivered') row.delivered_at ??= d.at;
      if (d.estimatedDelivery !== undefined) row.estimated_delivery = d.estimatedDelivery;
      touched.add(row.order_id);
    }
    if (touched.size === 0) return;
    const changed = [...touched].sort().map((id) => orders.get(id)!);
    await db.deleteFrom('reorder_orders').where('order_id', 'in', changed.map((o) => o.order_id)).execute();
    await bulkInsert(trx, schema, 'reorder_orders', changed, 'order_id');

    // Recompute the supply of every patient the batch touched from all their orders (D-423: only the
    // prescription of the patient's latest order is live; older prescriptions' supplies are superseded).
    const accounts = [...new Set(changed.map((o) => o.customer_account_number))].sort();
    const allRows = (await db.selectFrom('reorder_orders').selectAll().where('customer_account_number', 'in', accounts).execute()).map((r) => ({ ...r, lines: parsed(r.lines) }));
    await db.deleteFrom('reorder_supply').where('customer_account_number', 'in', accounts).execute();
    const supplyRows: ReorderSupplyTable[] = [];
    for (const account of accounts) {
      const mine = allRows.filter((r) => r.customer_account_number === account && r.status !== 'cancelled');
      const latest = [...mine].sort((a, b) => b.order_date.localeCompare(a.order_date) || b.order_id.localeCompare(a.order_id))[0];
      const rxIds = [...new Set(mine.map((r) => r.prescription_id))].sort();
      for (const rx of rxIds) {
        const all = mine.filter((r) => r.prescription_id === rx);
        const byId = new Map(all.map((r) => [r.order_id, r]));
        for (const s of eyeSupplies(all.map(toSupplyOrder))) {
          const last = byId.get(s.lastOrderId)!;
          supplyRows.push({
            supply_key: `${account}|${rx}|${s.eye}`,
            customer_account_number: account,
            prescription_id: rx,
            eye: s.eye,
            practice_id: last.practice_id,
            location_id: last.location_id,
            product_id: s.productId,
            variant_id: s.variantId,
            last_order_id: s.lastOrderId,
            last_order_date: s.lastOrderDate,
            last_boxes: s.lastBoxes,
            runs_out_on: s.runsOutOn,
            supply_until: s.supplyUntil,
            superseded: latest !== undefined && latest.prescription_id !== rx,
          });
        }
      }
    }
    await bulkInsert(trx, schema, 'reorder_supply', supplyRows, 'supply_key');
  },
});
