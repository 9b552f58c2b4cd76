import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CATALOG_FILE } from '../../command-api/catalog/import-catalog';
import { DEMO_PRACTICES } from '../../command-api/seed/demo-data';
import { seedPatientHistory } from '../../command-api/seed/seed-patient-history';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import type { SqlConnection } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import type { SandboxPayments } from '../../infra/payments/sandbox/sandbox-provider';
import { RX } from '../reliability/mixed-load';
import { DEMO } from './test-platform';
import { until } from './test-app';

/**
 * What `npm start` gives the demo patient on its first start and the test platforms leave out (as
 * the seed does it): a home address, an active prescription, orders and a saved card — so the
 * journeys can take her through her own checkout.
 */
export async function giveDemoPatientHistory(store: EventStore, sql: SqlConnection, payments: Pick<SandboxPayments, 'signRequest' | 'tokenize'>): Promise<void> {
  const practice = DEMO_PRACTICES[0]!;
  const patient = practice.patients.find((p) => p.email === DEMO.patient)!;
  const row = await until(
    () => sql.query<{ account_number: string }>('SELECT account_number FROM rm.customers WHERE email = $1', [DEMO.patient]).then((r) => r.rows[0]),
    (r) => r !== undefined,
  );
  const { products } = expandCatalog(JSON.parse(await readFile(CATALOG_FILE, 'utf8')));
  await seedPatientHistory(store, { now: new Date(), patients: [{ accountNumber: row!.account_number, practice, patient, email: DEMO.patient }], products, freeShippingRule: true, payments });
}

/**
 * The main journeys of the platform over HTTP (the in-process platform's URL, or a cluster's
 * gateway), as the log-privacy scans of issue #33 run them: sign-ins (one refused), a practice
 * creating a patient and a prescription, a staff order for that patient, the demo patient's own
 * checkout with her saved card, a profile edit, a patient search by name, failed validations, and
 * a read whose URL carries an e-mail address. Every call must answer as the journey expects; the
 * people it makes up are returned so a scan can look for them too. The demo patient needs her
 * seeded history first (`giveDemoPatientHistory`).
 */
export interface JourneyPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  address1: string;
}

export interface JourneyResult {
  people: JourneyPerson[];
  /** The CheckOut of the staff order and of the patient's own. */
  orderIds: string[];
}

type Json = Record<string, unknown>;

export async function runMainJourneys(base: string): Promise<JourneyResult> {
  const run = randomUUID().slice(0, 6);
  const newPatient: JourneyPerson = { firstName: 'Rosalind', lastName: 'Quillfeather', email: `rosalind.quillfeather.${run}@example.com`, phone: '5125550161', dob: '03/17/1979', address1: '7713 Marigold Crescent' };
  const edited: JourneyPerson = { ...newPatient, phone: '5125550162', address1: '4420 Juniper Hollow Rd' };
  const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) => request(base, 'POST', path, body, token, headers);
  const ok = async (path: string, body: unknown, token?: string) => expectStatus(await post(path, body, token), 200, path);

  // Sign-ins: the practice's staff member and the demo patient, and one with a wrong password.
  expectStatus(await post('/api/customer/signin', { email: DEMO.staff, password: 'Not-the-Password1' }), 400, 'a refused sign-in', [400, 401]);
  const staff = (await ok('/api/customer/signin', { email: DEMO.staff, password: DEMO.password })).token as string;
  const patient = (await ok('/api/customer/signin', { email: DEMO.patient, password: DEMO.password })).token as string;

  // A failed validation: a new patient with a broken e-mail and phone number is refused, field by field.
  const invalid = await post('/api/customer/create', { firstName: newPatient.firstName, lastName: newPatient.lastName, email: 'rosalind.at.example', phone: '12', dob: '13/45/1979' }, staff);
  expectStatus(invalid, 400, 'the invalid new patient');
  if (!invalid.body.fieldErrors) throw new Error(`no fieldErrors: ${JSON.stringify(invalid.body)}`);

  // The practice creates the patient, her prescription, and orders lenses for her (ship to her home).
  const created = await ok('/api/customer/create', { firstName: newPatient.firstName, lastName: newPatient.lastName, email: newPatient.email, phone: newPatient.phone, dob: newPatient.dob }, staff);
  const accountNumber = created.accountNumber as string;
  const today = isoDateOf(new Date());
  await ok('/api/customer/update', { accountNumber, firstName: newPatient.firstName, lastName: newPatient.lastName, phone: newPatient.phone, dob: newPatient.dob, addresses: [{ address1: newPatient.address1, city: 'Austin', state: 'TX', zip: '78704' }] }, staff);
  const rx = await ok('/api/prescription/create', { patientAccountNo: accountNumber, prescriptionNickname: 'Daily wear', prescriptionExpirationDate: addYears(today, 1), dateOfService: today, ...RX }, staff);
  const shipTo = { name: `${newPatient.firstName} ${newPatient.lastName}`, address1: newPatient.address1, city: 'Austin', state: 'TX', zip: '78704' };
  const staffOrder = await checkout(post, staff, { customerId: accountNumber, prescriptionId: rx.id as string }, shipTo, { mode: 'pos', method: 'cash' }, { discount: 5 });

  // The practice searches its patients by name (the name travels in the body, never into a log line).
  await ok('/api/customer/search', { keyword: newPatient.lastName }, staff);

  // The demo patient orders for herself with her saved card, then edits her profile.
  // (giveDemoPatientHistory gave her a prescription and a card: the read models may still be applying them.)
  const me = await until(() => ok('/api/customer/get', {}, patient), (p) => ((p.addresses as unknown[] | undefined)?.length ?? 0) > 0);
  const prescriptions = await until(() => ok('/api/prescription/get', {}, patient), (p) => (p.prescriptions as unknown[]).length > 0);
  const own = (prescriptions.prescriptions as { id: string }[])[0];
  const cards = (await until(async () => expectStatus(await request(base, 'GET', '/api/order/card/get', undefined, patient), 200, 'saved cards'), (c) => (c.cards as unknown[]).length > 0)).cards as { uniqueCardId: string }[];
  if (!own || !cards[0]) throw new Error(`the demo patient has no prescription or saved card (giveDemoPatientHistory first): ${JSON.stringify({ prescriptions, cards })}`);
  const stored = (me.addresses as { address1: string; city: string; state: string; zip: string }[] | undefined)?.[0];
  const home = stored && { address1: stored.address1, city: stored.city, state: stored.state, zip: stored.zip };
  const patientOrder = await checkout(post, patient, { customerId: me.accountNumber as string, prescriptionId: own.id }, { name: `${me.firstName as string} ${me.lastName as string}`, ...(home ?? { address1: '100 Main St', city: 'Austin', state: 'TX', zip: '78701' }) }, { mode: 'savedCard', uniqueCardId: cards[0].uniqueCardId });
  await ok('/api/customer/update', { firstName: me.firstName, lastName: me.lastName, phone: me.phone ?? undefined, dob: me.dob ?? undefined, addresses: [...(home ? [home] : []), { address1: edited.address1, city: 'Austin', state: 'TX', zip: '78745' }] }, patient);
  // A profile edit with a bad ZIP is refused next to the field.
  expectStatus(await post('/api/customer/update', { firstName: me.firstName, lastName: me.lastName, addresses: [{ address1: edited.address1, city: 'Austin', state: 'TX', zip: '7874' }] }, patient), 400, 'the bad ZIP');

  // A read whose URL carries an e-mail address (the development mailbox of this machine).
  await request(base, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(newPatient.email)}`, undefined, staff);
  return { people: [newPatient, edited], orderIds: [staffOrder, patientOrder] };
}

async function checkout(
  post: (path: string, body: unknown, token?: string, headers?: Record<string, string>) => Promise<{ status: number; body: Json }>,
  token: string,
  cart: { customerId: string; prescriptionId: string },
  address: Json,
  payment: Json,
  opts: { discount?: number } = {},
): Promise<string> {
  const step = async (path: string, body: Json, headers: Record<string, string> = {}) => expectStatus(await post(path, body, token, headers), 200, path);
  const { cartId } = (await step('/api/order/createcart', { ...cart, rightEyeBoxes: 2, leftEyeBoxes: 2 })) as { cartId: string };
  if (opts.discount) await step('/api/order/SetDiscount', { cartId, discount: opts.discount, insurance: 0 });
  await step('/api/order/AddDeliveryAddress', { cartId, method: 'ship', address });
  await step('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null });
  const out = await step('/api/order/CheckOut', { cartId, ...payment }, { 'idempotency-key': randomUUID() });
  return out.orderId as string;
}

async function request(base: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: Json = {};
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

function expectStatus(r: { status: number; body: Json }, status: number, what: string, accepted: number[] = [status]): Json {
  if (!accepted.includes(r.status)) throw new Error(`${what}: expected ${accepted.join(' or ')}, got ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
