import { sql, type Transaction } from 'kysely';
import { describeEvent } from '../domain/history/describe-event';
import { ownerKeyOf, ownersRegisteredBy, placeInHistory, productIdsIn, productNameDefined, type StreamOwner } from '../domain/history/record-keys';
import type { StoredEvent } from '../infra/event-store/port';
import type { ReadModels, RecordHistoryStreamsTable, RecordHistoryTable } from '../infra/read-models/tables';
import type { Projection } from './lib/projection';

type Row = RecordHistoryTable;

const ownerOf = (r: RecordHistoryStreamsTable): StreamOwner => ({
  patientAccount: r.patient_account,
  practiceId: r.practice_id,
  prescriptionId: r.prescription_id,
  orderId: r.order_id,
  cartId: r.cart_id,
  staffAccount: r.staff_account,
});
const ownerRow = (key: string, o: StreamOwner): RecordHistoryStreamsTable => ({
  stream_key: key,
  patient_account: o.patientAccount,
  practice_id: o.practiceId,
  prescription_id: o.prescriptionId,
  order_id: o.orderId,
  cart_id: o.cartId,
  staff_account: o.staffAccount,
});

/** One multi-row insert through a single JSON parameter (as projections/lib/bulk-insert.ts), keyed by the composite primary key. */
async function insertRows(trx: Transaction<ReadModels>, schema: string, table: string, rows: readonly object[], conflict: string) {
  if (rows.length === 0) return;
  const target = sql.table(`${schema}.${table}`);
  await sql`INSERT INTO ${target}
            SELECT * FROM jsonb_populate_recordset(NULL::${target}, ${JSON.stringify(rows)}::jsonb)
            ON CONFLICT (${sql.raw(conflict)}) DO NOTHING`.execute(trx);
}

/**
 * The audit history of every record (issue #6): one row per (record, event) for the history panels
 * of a patient, a prescription and an order, each with when, who (actor account and group), the
 * impersonating CSR if any, and the event in plain words (domain/history/describe-event.ts).
 *
 * It reads every event type (a record's history is every event that concerns it) and decides with
 * the pure rules of domain/history/record-keys.ts. Per batch: the owners of the streams it touches
 * and the product names it needs are read once, the batch is folded in memory, then one insert of
 * its rows, one set-based UPDATE moving checked-out carts' rows to their orders, and one DELETE +
 * insert for the owners and names it changed. Deterministic (metadata only, never now()).
 */
export const recordHistoryProjection: Projection = {
  name: 'record_history',
  version: 1,
  eventTypes: 'all',
  tables: ['record_history', 'record_history_streams', 'record_history_products'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.record_history (
      record_type          text NOT NULL,
      record_id            text NOT NULL,
      event_id             text NOT NULL,
      global_position      bigint NOT NULL,
      occurred_at          text NOT NULL,
      event_type           text NOT NULL,
      stream_id            text NOT NULL,
      actor_account        text NOT NULL,
      actor_group          text NOT NULL,
      impersonator_account text,
      impersonator_name    text,
      practice_id          text,
      audience             text NOT NULL,
      summary              text NOT NULL,
      PRIMARY KEY (record_type, record_id, event_id)
    );
    CREATE INDEX IF NOT EXISTS record_history_panel ON ${s}.record_history (record_type, record_id, occurred_at DESC, global_position DESC);
    CREATE TABLE IF NOT EXISTS ${s}.record_history_streams (
      stream_key      text PRIMARY KEY,
      patient_account text,
      practice_id     text,
      prescription_id text,
      order_id        text,
      cart_id         text,
      staff_account   text
    );
    -- Added with the analysts' and operators' history (D-744): no earlier event has such an owner, so no rebuild.
    ALTER TABLE ${s}.record_history_streams ADD COLUMN IF NOT EXISTS staff_account text;
    CREATE TABLE IF NOT EXISTS ${s}.record_history_products (
      product_id text PRIMARY KEY,
      name       text NOT NULL
    );`,
  async apply({ db, trx, schema }, events) {
    const keys = new Set<string>();
    const productIds = new Set<string>();
    for (const e of events) {
      const key = ownerKeyOf(e.streamId);
      if (key) keys.add(key);
      for (const id of productIdsIn(e)) productIds.add(id);
    }
    const owners = new Map<string, StreamOwner>();
    if (keys.size) for (const r of await db.selectFrom('record_history_streams').selectAll().where('stream_key', 'in', [...keys]).execute()) owners.set(r.stream_key, ownerOf(r));
    const names = new Map<string, string>();
    if (productIds.size) for (const r of await db.selectFrom('record_history_products').selectAll().where('product_id', 'in', [...productIds]).execute()) names.set(r.product_id, r.name);

    const changedOwners = new Map<string, StreamOwner>();
    const changedNames = new Map<string, string>();
    const rows: Row[] = [];
    const checkouts: { cart_id: string; order_id: string }[] = [];
    const context = { productName: (id: string) => names.get(id) };

    for (const e of events as readonly StoredEvent[]) {
      const named = productNameDefined(e);
      if (named) {
        names.set(named.productId, named.name);
        changedNames.set(named.productId, named.name);
      }
      const key = ownerKeyOf(e.streamId);
      for (const r of ownersRegisteredBy(e, key ? owners.get(key) : undefined)) {
        owners.set(r.key, r.owner);
        changedOwners.set(r.key, r.owner);
      }
      const placement = placeInHistory(e, key ? owners.get(key) : undefined);
      if (!placement) continue;
      const summary = placement.summary ?? describeEvent(e, context);
      const m = e.metadata;
      for (const record of placement.records) {
        rows.push({
          record_type: record.recordType,
          record_id: record.recordId,
          event_id: e.eventId,
          global_position: e.globalPosition,
          occurred_at: m.occurredAt,
          event_type: e.type,
          stream_id: e.streamId,
          actor_account: m.actor?.accountNumber ?? 'system',
          actor_group: m.actor?.customerGroup ?? 'System',
          impersonator_account: m.impersonator?.accountNumber ?? null,
          impersonator_name: m.impersonator?.name ?? null,
          practice_id: placement.practiceId,
          audience: placement.audience,
          summary,
        });
      }
      if (e.type === 'OrderCheckedOut') {
        const order = placement.records.find((r) => r.recordType === 'order');
        const cartId = (e.data as { cartId?: unknown }).cartId;
        if (order && typeof cartId === 'string') checkouts.push({ cart_id: cartId, order_id: order.recordId });
      }
    }

    await insertRows(trx, schema, 'record_history', rows, 'record_type, record_id, event_id');
    if (checkouts.length) {
      // The cart's events belong to the order it became (OrderCheckedOut is the cart's last event).
      await sql`UPDATE ${sql.table(`${schema}.record_history`)} AS h
                   SET record_type = 'order', record_id = c.order_id
                  FROM jsonb_to_recordset(${JSON.stringify(checkouts)}::jsonb) AS c(cart_id text, order_id text)
                 WHERE h.record_type = 'cart' AND h.record_id = c.cart_id`.execute(trx);
    }
    if (changedOwners.size) {
      await db.deleteFrom('record_history_streams').where('stream_key', 'in', [...changedOwners.keys()]).execute();
      await insertRows(trx, schema, 'record_history_streams', [...changedOwners].map(([k, o]) => ownerRow(k, o)), 'stream_key');
    }
    if (changedNames.size) {
      await db.deleteFrom('record_history_products').where('product_id', 'in', [...changedNames.keys()]).execute();
      await insertRows(trx, schema, 'record_history_products', [...changedNames].map(([product_id, name]) => ({ product_id, name })), 'product_id');
    }
  },
};
