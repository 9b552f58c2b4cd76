import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { encodeVariantId } from '../../domain/catalog/variant-id';
import { saveCardInput } from '../../domain/payments/api-schemas';
import { cardsStream } from '../../domain/payments/events';
import { decideSaveCard } from '../../domain/payments/save-card';
import { savedCardsDecider } from '../../domain/payments/saved-cards-decider';
import { type EyeRx, type PrescriptionEvent, prescriptionsStream } from '../../domain/prescriptions/events';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import { fold } from '../../domain/shared/decider';
import type { SqlClient } from '../../infra/db/sql-client';
import type { EventMetadata, EventStore, NewEvent } from '../../infra/event-store/port';
import type { SandboxPayments } from '../../infra/payments/sandbox/sandbox-provider';
import { BENCH_ADDRESS, type BenchPatient, type Flow, postJson, stepTimer } from './checkout-driver';

/** The demo practice, its Downtown location and its staff member (command-api/seed/demo-data.ts). */
export const BENCH_PRACTICE = 'PR-1001';
export const BENCH_LOCATION = 'LOC-1001-A';
export const BENCH_STAFF = '700000001';

const meta = (accountNumber = BENCH_STAFF, customerGroup = 'Staff'): EventMetadata => ({ actor: { accountNumber, customerGroup }, correlationId: 'bench', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 });

/** A dozen available products of the real catalog, each as an eye of a prescription (the middle of its first grid block). */
export function benchEyes(): EyeRx[] {
  const catalog = expandCatalog(JSON.parse(readFileSync(new URL('../../infra/catalog-data/catalog.json', import.meta.url), 'utf8')));
  return catalog.products
    .filter((p) => p.isAvailable)
    .slice(0, 12)
    .map((p) => {
      const block = p.grid[0]!;
      const values = Object.fromEntries(p.dimensions.map((d) => [d, block[d]![Math.floor(block[d]!.length / 2)]!]));
      return { productId: p.productId, variantId: encodeVariantId(p.productId, p.dimensions, values), dimensions: values, packSize: p.packSize } as EyeRx;
    });
}

/**
 * `count` patients of the demo practice with complete profiles and a current prescription,
 * appended as events (`parallel` at a time); with `payments`, each also gets a card tokenized by
 * the sandbox (its approving test number) and saved to the account, as seed-patient-history.ts does.
 * Account numbers start at `firstAccount`.
 */
export async function seedBenchPatients(store: EventStore, options: { count: number; firstAccount: number; parallel: number; eyes: EyeRx[]; payments?: SandboxPayments }): Promise<BenchPatient[]> {
  const expiry = addYears(isoDateOf(new Date()), 1);
  const patients: BenchPatient[] = [];
  const one = async (n: number): Promise<BenchPatient> => {
    const accountNumber = String(options.firstAccount + n);
    const email = `checkout${accountNumber}@bench.example.com`;
    const created: NewEvent = {
      type: 'PatientCreated',
      data: { accountNumber, practiceId: BENCH_PRACTICE, locationId: BENCH_LOCATION, firstName: `Fn${n}`, lastName: `Checkout${n}`, email, dob: '01/02/1990', phone: '5125550143' },
      metadata: meta(),
    };
    await store.appendToStream(`customer-${accountNumber}`, [created], { expectedVersion: 'no_stream' });
    const eye = options.eyes[n % options.eyes.length]!;
    const prescriptionId = `rx-${accountNumber}`;
    const data: PrescriptionEvent['data'] = {
      prescriptionId,
      patientAccountNo: accountNumber,
      practiceId: BENCH_PRACTICE,
      locationId: BENCH_LOCATION,
      prescriptionNickname: 'Rx 1',
      prescriptionExpirationDate: expiry,
      prescriber: `Dr. ${n % 40}`,
      sameForBothEyes: true,
      rightEyeRx: eye,
      leftEyeRx: eye,
      createdInPms: false,
    };
    await store.appendToStream(prescriptionsStream(accountNumber), [{ type: 'PrescriptionCreated', data, metadata: meta() }], { expectedVersion: 'no_stream' });
    const uniqueCardId = options.payments ? await saveBenchCard(store, options.payments, accountNumber, email) : undefined;
    return { accountNumber, prescriptionId, ...(uniqueCardId ? { uniqueCardId } : {}) };
  };
  for (let i = 0; i < options.count; i += options.parallel) {
    patients.push(...(await Promise.all(Array.from({ length: Math.min(options.parallel, options.count - i) }, (_, k) => one(i + k)))));
  }
  return patients;
}

async function saveBenchCard(store: EventStore, payments: SandboxPayments, accountNumber: string, email: string): Promise<string> {
  const request = await payments.signRequest({ transaction_uuid: randomUUID(), reference_number: `bench-${accountNumber}`, transaction_type: 'create_payment_token', merchant_defined_data1: accountNumber, bill_to_email: email });
  const result = await payments.tokenize(request, { cardholderFirstName: 'Bench', cardholderLastName: 'Patient', cardNumber: '4111111111111111', expiry: '12/39', cvv: '123', consent: true, saveCard: true });
  if (result.kind !== 'response' || !result.fields.payment_token) throw new Error(`the sandbox did not tokenize the bench card: ${JSON.stringify(result)}`);
  const f = result.fields;
  const uniqueCardId = randomUUID();
  const tokenized = { token: f.payment_token!, maskedCardNumber: f.req_card_number ?? '', cardType: '001' as const, expiry: f.req_card_expiry_date ?? '' };
  const input = saveCardInput.parse({ accountNumber, token: tokenized.token, maskedCardNumber: tokenized.maskedCardNumber, cardType: '001', bill_to_email: email, bill_to_forename: 'Bench', bill_to_surname: 'Patient', bill_to_address_line1: BENCH_ADDRESS.address1, bill_to_address_city: BENCH_ADDRESS.city, bill_to_address_state: BENCH_ADDRESS.state, bill_to_address_postal_code: BENCH_ADDRESS.zip });
  const events = decideSaveCard({ accountNumber, uniqueCardId, tokenized, input, now: new Date() }, fold(savedCardsDecider, []));
  await store.appendToStream(cardsStream(accountNumber), events.map((e) => ({ ...e, metadata: meta(accountNumber, 'Patient') })), { expectedVersion: 'no_stream' });
  return uniqueCardId;
}

export const PLAIN_ORDERS_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS bench_plain_orders (
  order_id    text PRIMARY KEY,
  customer    text NOT NULL,
  practice_id text NOT NULL,
  location_id text NOT NULL,
  prescription_id text NOT NULL,
  lines       jsonb NOT NULL,
  delivery    jsonb NOT NULL,
  summary     jsonb NOT NULL,
  payment     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS bench_plain_cart_steps (
  cart_id    text NOT NULL,
  step       int NOT NULL,
  body       jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, step)
);
-- The lag floor's feed (D-660): the order requests of the fed round also write a row here, and
-- another process derives a row from each (bench/lib/plain-feed-child.ts).
CREATE TABLE IF NOT EXISTS bench_plain_feed (
  seq        bigserial PRIMARY KEY,
  order_id   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS bench_plain_feed_derived (
  order_id text PRIMARY KEY,
  seq      bigint NOT NULL
);`;

/**
 * The baseline server: a naive Fastify route doing one plain INSERT of the whole order row per
 * request (no validation, no auth, no event store). Listens on a free port of 127.0.0.1.
 */
export async function startPlainOrderServer(sql: SqlClient): Promise<{ url: string; close: () => Promise<void> }> {
  await sql.exec(PLAIN_ORDERS_DDL);
  const naive = Fastify({ logger: false });
  // The order row in one plain INSERT; on /orders-fed (the lag floor, D-660) its feed row in the same statement.
  const insert = `INSERT INTO bench_plain_orders (order_id, customer, practice_id, location_id, prescription_id, lines, delivery, summary, payment)
    VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb)`;
  const statements = {
    '/orders': insert,
    '/orders-fed': `WITH o AS (${insert} RETURNING order_id) INSERT INTO bench_plain_feed (order_id) SELECT order_id FROM o`,
  };
  for (const [path, statement] of Object.entries(statements)) {
    naive.post(path, async (request) => {
      const b = request.body as Record<string, unknown>;
      await sql.query(statement, [b.orderId, b.customer, BENCH_PRACTICE, BENCH_LOCATION, b.prescriptionId, JSON.stringify(b.lines), JSON.stringify(b.delivery), JSON.stringify(b.summary), JSON.stringify(b.payment)]);
      return { orderId: b.orderId };
    });
  }
  // The five-call baseline's first four requests: one plain row per cart step.
  naive.post('/carts/:cartId/steps/:step', async (request) => {
    const { cartId, step } = request.params as { cartId: string; step: string };
    await sql.query(`INSERT INTO bench_plain_cart_steps (cart_id, step, body) VALUES ($1, $2, $3::jsonb)`, [cartId, Number(step), JSON.stringify(request.body)]);
    return { cartId };
  });
  const url = (await naive.listen({ port: 0, host: '127.0.0.1' })).replace('[::1]', 'localhost');
  return { url, close: () => naive.close() };
}

/** The whole order row, as the staff flow would have built it. */
function plainOrder(p: BenchPatient, eye: EyeRx) {
  return {
    orderId: randomUUID(),
    customer: p.accountNumber,
    prescriptionId: p.prescriptionId,
    lines: [
      { eye: 'OD', productId: eye.productId, variantId: eye.variantId, boxes: 2, unitPriceCents: 4199 },
      { eye: 'OS', productId: eye.productId, variantId: eye.variantId, boxes: 2, unitPriceCents: 4199 },
    ],
    delivery: { method: 'ship', address: BENCH_ADDRESS, deliveryModeId: 'standard', promoCode: null },
    summary: { subTotalCents: 16796, discountCents: 500, insuranceCents: 0, shippingCents: 0, taxCents: 1344, totalCents: 17640 },
    payment: { type: 'pos', method: 'cash' },
  };
}

/** The baseline's one request per order: the whole order row in one plain INSERT. */
export function plainOrderFlow(url: string, patientOf: (i: number) => BenchPatient, eyes: EyeRx[]): Flow {
  return async (i) => {
    const t0 = process.hrtime.bigint();
    await postJson(url, '/orders', plainOrder(patientOf(i), eyes[i % eyes.length]!));
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    return { call: ms, flow: ms };
  };
}

/**
 * The floor of a five-call flow: five plain requests in a row, as the staff flow makes five calls
 * (four cart steps, each one plain INSERT of what the step sent, then the order row). What this
 * machine does for a flow of five requests with no validation, auth or event store. `fed`: the
 * order request also writes the lag floor's feed row (D-660).
 */
export function plainFiveCallFlow(url: string, patientOf: (i: number) => BenchPatient, eyes: EyeRx[], options: { fed?: boolean } = {}): Flow {
  return async (i) => {
    const p = patientOf(i);
    const eye = eyes[i % eyes.length]!;
    const cart = randomUUID();
    const timer = stepTimer(url);
    await timer.step(`/carts/${cart}/steps/1`, { customer: p.accountNumber, prescriptionId: p.prescriptionId, odBoxes: 2, osBoxes: 2, productId: eye.productId });
    await timer.step(`/carts/${cart}/steps/2`, { discountAmount: 5 });
    await timer.step(`/carts/${cart}/steps/3`, { method: 'ship', address: BENCH_ADDRESS });
    await timer.step(`/carts/${cart}/steps/4`, { deliveryModeId: 'standard' });
    await timer.step(options.fed ? '/orders-fed' : '/orders', plainOrder(p, eye));
    return timer.done();
  };
}
