import type { Kysely } from 'kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import { compareCheckpoints } from '../../infra/event-store/port';
import { readAllCheckpoints } from '../../infra/read-models/checkpoints';
import type { ReadModels } from '../../infra/read-models/tables';
import { projections } from '../../projections';
import { projectionChecksum } from '../../workers/projections/checksum';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { REACTORS } from '../../workers/start-workers';
import type { LoadResult } from './mixed-load';

/** What a trial found: each list must be empty. */
export interface TrialFindings {
  /** Acknowledged (2xx) commands whose effect is not in the log. */
  lost: string[];
  /** Effects that are in the log more than once. */
  doubled: string[];
  /** Read models that differ from a rebuild from zero. */
  readModelsDiffering: string[];
  /** Side effects (e-mails) missing or sent more than once, per recipient and kind. */
  sideEffects: string[];
  /** Figures for docs/reliability.md. */
  figures: { acknowledged: number; refused: number; unanswered: number; retried: number; orders: number; events: number; emails: number };
}

interface EventRow {
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
  global_position: number;
}

/**
 * Waits until nothing is left to do: every projection and reactor at the head of the log, no
 * reactor job left in the outbox (each has completed), twice in a row a second apart.
 */
export async function quiesce(sql: SqlClient, store: EventStore, timeoutMs = 180_000): Promise<void> {
  const names = [...projections.map((p) => p.name), ...REACTORS.map((r) => r.name)];
  const deadline = Date.now() + timeoutMs;
  let calm = 0;
  for (;;) {
    const [head, checkpoints, outbox] = await Promise.all([
      store.head(),
      readAllCheckpoints(sql, 'rm'),
      sql.query<{ pending: number; failed: number }>(`SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS pending, count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed FROM reactor_outbox`),
    ]);
    const behind = names.filter((n) => {
      const c = checkpoints.get(n);
      return !c || compareCheckpoints(c.checkpoint, head) < 0;
    });
    const { pending, failed } = outbox.rows[0]!;
    if (failed > 0) throw new Error(`${failed} reactor job(s) were given up on`);
    calm = behind.length === 0 && pending === 0 ? calm + 1 : 0;
    if (calm >= 2) return;
    if (Date.now() > deadline) throw new Error(`not quiet after ${timeoutMs} ms: behind ${behind.join(', ') || 'none'}, ${pending} job(s) in the outbox`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The checks of a crash trial, after `quiesce`. */
export async function checkTrial(sql: SqlClient, db: Kysely<ReadModels>, store: EventStore, load: LoadResult, opts: { checkReadModels?: boolean } = {}): Promise<TrialFindings> {
  const lost: string[] = [];
  const doubled: string[] = [];
  const sideEffects: string[] = [];
  const emails = load.orders.map((o) => o.email);
  const { rows: events } = await sql.query<EventRow>(
    `WITH mine AS (
       SELECT e.data->>'accountNumber' AS account FROM es_events e WHERE e.type = 'PatientCreated' AND e.data->>'email' = ANY($1::text[])
     ), carts AS (
       SELECT e.data->>'cartId' AS cart FROM es_events e WHERE e.type = 'CartCreated' AND e.data->>'customerAccountNumber' IN (SELECT account FROM mine)
     ), orders AS (
       SELECT e.data->>'orderId' AS id FROM es_events e WHERE e.type = 'OrderCheckedOut' AND e.data->>'cartId' IN (SELECT cart FROM carts)
     )
     SELECT stream_id, type, data, global_position FROM es_events
      WHERE stream_id IN (SELECT 'customer-' || account FROM mine UNION ALL SELECT 'patient-rx-' || account FROM mine
                          UNION ALL SELECT 'cart-' || cart FROM carts UNION ALL SELECT 'order-' || id FROM orders)
         OR (type = 'PatientCreated' AND data->>'email' = ANY($1::text[]))
      ORDER BY global_position`,
    [emails],
  );
  const positions = new Set(events.map((e) => Number(e.global_position)));
  const count = (pred: (e: EventRow) => boolean) => events.filter(pred).length;

  // 0 lost: every acknowledged command's position is in the log, with the ids it answered.
  for (const c of load.commands) {
    if (c.status < 200 || c.status >= 300) continue;
    const position = Number(c.body.position);
    if (Number.isFinite(position) && position > 0 && !positions.has(position)) {
      const { rowCount } = await sql.query(`SELECT 1 FROM es_events WHERE global_position = $1`, [position]);
      if (rowCount === 0) lost.push(`${c.path} (key ${c.key}) acknowledged position ${position}, not in the log`);
    }
  }
  for (const o of load.orders) {
    if (o.accountNumber && count((e) => e.stream_id === `customer-${o.accountNumber}` && e.type === 'PatientCreated') !== 1) lost.push(`patient ${o.accountNumber} (${o.email})`);
    if (o.prescriptionId && count((e) => e.type === 'PrescriptionCreated' && e.data.prescriptionId === o.prescriptionId) !== 1) lost.push(`prescription ${o.prescriptionId}`);
    if (o.cartId && count((e) => e.stream_id === `cart-${o.cartId}` && e.type === 'CartCreated') !== 1) lost.push(`cart ${o.cartId}`);
    if (o.orderId && count((e) => e.type === 'OrderCheckedOut' && e.data.orderId === o.orderId) !== 1) lost.push(`order ${o.orderId}`);
  }

  // 0 doubled: one patient per e-mail, one prescription and one cart per patient, each cart step and order status once.
  const perKey = new Map<string, number>();
  const bump = (k: string) => perKey.set(k, (perKey.get(k) ?? 0) + 1);
  for (const e of events) {
    if (e.type === 'PatientCreated') bump(`PatientCreated for ${String(e.data.email)}`);
    else if (e.type === 'PrescriptionCreated') bump(`PrescriptionCreated in ${e.stream_id}`);
    else if (e.type === 'CartCreated') bump(`CartCreated for ${String(e.data.customerAccountNumber)}`);
    else if (['CartDiscountSet', 'DeliveryAddressAdded', 'DeliveryModeSet', 'OrderCheckedOut'].includes(e.type)) bump(`${e.type} in ${e.stream_id}`);
    else if (e.type === 'OrderStatusChanged') bump(`OrderStatusChanged ${String(e.data.status)} in ${e.stream_id}`);
    else if (e.type === 'OrderNoticeSent') bump(`OrderNoticeSent ${String(e.data.notice)} in ${e.stream_id}`);
    else if (e.type.endsWith('EmailSent')) bump(`${e.type} in ${e.stream_id}`);
  }
  for (const [k, n] of perKey) if (n > 1) doubled.push(`${k}: ${n} times`);

  // Side effects once: per recipient, one e-mail of each kind its events call for.
  const expected = new Map<string, number>();
  const want = (to: string, tag: string) => expected.set(`${to} ${tag}`, (expected.get(`${to} ${tag}`) ?? 0) + 1);
  const emailOf = new Map<string, string>();
  for (const e of events) if (e.type === 'PatientCreated') emailOf.set(String(e.data.accountNumber), String(e.data.email).toLowerCase());
  const orderEmail = new Map<string, string>();
  for (const e of events) if (e.type === 'OrderCheckedOut') orderEmail.set(String(e.data.orderId), emailOf.get(String(e.data.customerAccountNumber)) ?? '');
  for (const e of events) {
    if (e.type === 'PatientCreated') want(String(e.data.email).toLowerCase(), 'welcome');
    if (e.type === 'OrderCheckedOut') want(orderEmail.get(String(e.data.orderId))!, 'order-confirmation');
    if (e.type === 'OrderStatusChanged' && e.data.status === 'shipped') want(orderEmail.get(String(e.data.orderId))!, 'order-shipping');
    if (e.type === 'OrderStatusChanged' && e.data.status === 'delivered') want(orderEmail.get(String(e.data.orderId))!, 'order-delivery');
  }
  const { rows: mail } = await sql.query<{ to: string; tag: string; n: number }>(
    `SELECT lower(coalesce(substring("to" from '<([^<>]+)>\\s*$'), "to")) AS "to", t.tag, count(*)::int AS n
       FROM dev_mailbox, jsonb_array_elements_text(tags) AS t(tag)
      WHERE t.tag IN ('welcome', 'order-confirmation', 'order-shipping', 'order-delivery')
      GROUP BY 1, 2`,
  );
  const mine = new Set(emails.map((e) => e.toLowerCase()));
  const sent = new Map(mail.filter((m) => mine.has(m.to)).map((m) => [`${m.to} ${m.tag}`, m.n]));
  for (const [k, n] of expected) if ((sent.get(k) ?? 0) !== n) sideEffects.push(`${k}: ${sent.get(k) ?? 0} e-mail(s), expected ${n}`);
  for (const [k, n] of sent) if (!expected.has(k)) sideEffects.push(`${k}: ${n} e-mail(s), expected none`);

  // Every read model equals a rebuild from zero.
  const readModelsDiffering: string[] = [];
  if (opts.checkReadModels !== false) {
    const schema = `trial_rebuild`;
    const equalToRebuild = async (projection: (typeof projections)[number]) => {
      await rebuildProjection({ sql, db, store, projection, schema: 'rm', intoSchema: schema });
      const [live, rebuilt] = await Promise.all([projectionChecksum(sql, projection, 'rm'), projectionChecksum(sql, projection, schema)]);
      return live === rebuilt;
    };
    for (const projection of projections) {
      // A job a killed worker held can still append after the quiesce (e.g. a welcome e-mail's
      // WelcomeEmailSent once its lock expires): a difference counts only if it outlasts another quiesce.
      if (!(await equalToRebuild(projection)) && !(await quiesce(sql, store).then(() => equalToRebuild(projection)))) {
        readModelsDiffering.push(projection.name);
        const cp = await sql.query(`SELECT projection, transaction_id::text AS tx, global_position AS pos, events_applied, updated_at FROM projection_checkpoints WHERE schema_name = 'rm' AND projection = $1`, [projection.name]);
        const tail = await sql.query(`SELECT transaction_id::text AS tx, global_position AS pos, type, stream_id FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 12`);
        console.log(`checkpoint of ${projection.name}:`, cp.rows, 'newest events:', tail.rows);
        for (const t of projection.tables) {
          const only = async (a: string, b: string) => (await sql.query<{ r: string }>(`SELECT r::text AS r FROM ${a}.${t} r EXCEPT SELECT r::text FROM ${b}.${t} r LIMIT 3`)).rows.map((x) => x.r);
          console.log(`read model ${projection.name}.${t} differs — live only:`, await only('rm', schema), '— rebuilt only:', await only(schema, 'rm'));
        }
      }
    }
  }

  const { rows: total } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`);
  return {
    lost,
    doubled,
    readModelsDiffering,
    sideEffects,
    figures: {
      acknowledged: load.commands.filter((c) => c.status >= 200 && c.status < 300).length,
      refused: load.commands.filter((c) => c.status >= 400).length,
      unanswered: load.commands.filter((c) => c.status === 0).length,
      retried: load.commands.filter((c) => c.transient.length > 0).length,
      orders: load.orders.filter((o) => o.orderId).length,
      events: total[0]!.n,
      emails: [...sent.values()].reduce((a, b) => a + b, 0),
    },
  };
}
