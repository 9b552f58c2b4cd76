import { readFileSync } from 'node:fs';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import type { DimensionName } from '../../domain/catalog/dimensions';
import type { ProductDefinition } from '../../domain/catalog/events';
import { encodeVariantId } from '../../domain/catalog/variant-id';
import type { CartLine, DeliveryAddress, DeliveryMethod, DeliveryModeId, OrderCheckedOut, OrderStatus, OrderStatusChanged, OrderSummaryCents, PaymentDetails, PriceTier, PromoCode } from '../../domain/ordering/events';
import { summarizeCart } from '../../domain/ordering/order-summary';
import { dollarsToCents } from '../../domain/ordering/retail-price';
import { supplyDaysPerBox } from '../../domain/ordering/supply';
import { estimatedDeliveryDate, FULFILMENT_CARRIER, trackingNumberFor } from '../../domain/ordering/fulfilment';
import { prng } from '../../domain/shared/prng';
import type { EventMetadata } from '../../infra/event-store/port';

/**
 * Deterministic generator of a realistic ordering history for the reports benchmark
 * (bench/reports.bench.ts): the catalog, N practices of uneven size with 1–4 locations in
 * different states (time zones), their administrators and staff, their patients, and the orders
 * of ~2 years as the real event types — OrderCheckedOut on the cart stream, then the
 * OrderStatusChanged events of fulfilment on the order stream (processing → shipped → delivered;
 * some delayed, some without tracking, a few cancelled; the newest orders still under way).
 *
 * The log is produced in time order, in chunks (a few thousand events each), so it can be written
 * straight into es_events without holding the history in memory. Each chunk also carries, for the
 * naive baseline, the final state of the orders checked out in it (their whole fulfilment is
 * planned at checkout: the generator knows where each order stands at the end of the history)
 * and the accounts created in it.
 */

export interface GeneratedEvent {
  eventId: string;
  streamId: string;
  streamPosition: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface GeneratedLocation {
  locationId: string;
  practiceId: string;
  name: string;
  state: string;
  city: string;
  zip: string;
  timeZone: string;
}

export interface GeneratedAccount {
  accountNumber: string;
  customerGroup: 'Patient' | 'Staff' | 'Practice' | 'CSR';
  firstName: string;
  lastName: string;
  email: string;
  practiceId: string | null;
  locationId: string | null;
}

export interface GeneratedPractice {
  practiceId: string;
  name: string;
  /** Share of all orders (uneven: a few large practices, many small ones). */
  share: number;
  locations: GeneratedLocation[];
  admin: GeneratedAccount;
  /** Staff per location (same order as locations). */
  staff: GeneratedAccount[][];
  /** Patients are the accounts firstPatient … firstPatient + patients − 1 (global patient index). */
  firstPatient: number;
  patients: number;
}

/** The final state of an order at the end of the history: one row of the baseline's orders table. */
export interface BaselineOrder extends OrderSummaryCents {
  orderId: string;
  practiceId: string;
  locationId: string;
  orderDate: string;
  patientAccount: string;
  /** Who placed it: the staff member or administrator; null when the patient ordered online. */
  placedByAccount: string | null;
  csrAccount: string | null;
  status: 'new' | OrderStatus;
  statusAt: string;
  trackingNumber: string | null;
  carrier: string | null;
  estimatedDelivery: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  deliveryMethod: DeliveryMethod;
  lines: { eye: 'OD' | 'OS'; productId: string; boxes: number; packSize: number; unitPriceCents: number; unitCostCents: number }[];
}

export interface GeneratedChunk {
  events: GeneratedEvent[];
  orders: BaselineOrder[];
  accounts: GeneratedAccount[];
  /** The history's date range covered so far (local day of the last order day written). */
  day: string | null;
}

export interface ReportsLogOptions {
  orders: number;
  practices: number;
  seed?: number;
  /** First order day (YYYY-MM-DD) and number of days of orders. */
  firstDay?: string;
  days?: number;
  /** Events per chunk (a chunk ends at a day boundary once it has at least this many). */
  chunkSize?: number;
}

export const DEFAULT_FIRST_DAY = '2024-11-01';
export const DEFAULT_DAYS = 730;

const DAY_MS = 86_400_000;
const SYSTEM = { accountNumber: 'system', customerGroup: 'System' };

// ---------------------------------------------------------------------------------------------
// Deterministic randomness (the PRNG is domain/shared/prng)

const hex = (n: number, width: number) => Math.floor(n).toString(16).padStart(width, '0');

/** A UUID v7 whose timestamp is `ms` and whose random bits come from `rnd` (deterministic). */
export function uuidV7(ms: number, rnd: () => number): string {
  const t = hex(ms, 12);
  const r = () => hex(rnd() * 0x10000, 4);
  const variant = hex(0x8000 | Math.floor(rnd() * 0x4000), 4);
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${r().slice(1)}-${variant}-${r()}${r()}${r()}`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// ---------------------------------------------------------------------------------------------
// Reference data

/** States with a representative city, ZIP and the IANA zone of the state (its most populous part). */
export const BENCH_STATES: Record<string, { cities: [string, string][]; timeZone: string }> = {
  NY: { cities: [['New York', '10001'], ['Brooklyn', '11201'], ['Buffalo', '14202']], timeZone: 'America/New_York' },
  MA: { cities: [['Boston', '02108'], ['Cambridge', '02139']], timeZone: 'America/New_York' },
  FL: { cities: [['Miami', '33130'], ['Orlando', '32801'], ['Tampa', '33602']], timeZone: 'America/New_York' },
  GA: { cities: [['Atlanta', '30303'], ['Savannah', '31401']], timeZone: 'America/New_York' },
  NC: { cities: [['Charlotte', '28202'], ['Raleigh', '27601']], timeZone: 'America/New_York' },
  OH: { cities: [['Columbus', '43215'], ['Cleveland', '44113']], timeZone: 'America/New_York' },
  IL: { cities: [['Chicago', '60601'], ['Evanston', '60201']], timeZone: 'America/Chicago' },
  TX: { cities: [['Austin', '78701'], ['Houston', '77002'], ['Dallas', '75201']], timeZone: 'America/Chicago' },
  MN: { cities: [['Minneapolis', '55401'], ['Saint Paul', '55102']], timeZone: 'America/Chicago' },
  WI: { cities: [['Madison', '53703'], ['Milwaukee', '53202']], timeZone: 'America/Chicago' },
  CO: { cities: [['Denver', '80202'], ['Boulder', '80302']], timeZone: 'America/Denver' },
  UT: { cities: [['Salt Lake City', '84101'], ['Provo', '84601']], timeZone: 'America/Denver' },
  AZ: { cities: [['Phoenix', '85004'], ['Tucson', '85701']], timeZone: 'America/Phoenix' },
  CA: { cities: [['Los Angeles', '90012'], ['San Diego', '92101'], ['San Francisco', '94103']], timeZone: 'America/Los_Angeles' },
  WA: { cities: [['Seattle', '98101'], ['Spokane', '99201']], timeZone: 'America/Los_Angeles' },
  OR: { cities: [['Portland', '97204'], ['Eugene', '97401']], timeZone: 'America/Los_Angeles' },
  NV: { cities: [['Las Vegas', '89101'], ['Reno', '89501']], timeZone: 'America/Los_Angeles' },
  HI: { cities: [['Honolulu', '96813']], timeZone: 'Pacific/Honolulu' },
  AK: { cities: [['Anchorage', '99501']], timeZone: 'America/Anchorage' },
};
/** Practices' home states, most practices in the populous ones. */
const STATE_MIX = ['CA', 'TX', 'NY', 'FL', 'IL', 'CA', 'TX', 'GA', 'NC', 'OH', 'WA', 'CO', 'AZ', 'MA', 'MN', 'WI', 'UT', 'OR', 'NV', 'HI', 'AK', 'FL', 'NY', 'CA'];

const PRACTICE_WORDS = [
  'Clearwater', 'Brightside', 'Summit', 'Harbor', 'Maple', 'Riverbend', 'Oakridge', 'Pinecrest', 'Lakeshore', 'Sunrise',
  'Bayview', 'Northgate', 'Cedar', 'Willow', 'Granite', 'Crescent', 'Meadow', 'Highland', 'Prairie', 'Coastal',
  'Evergreen', 'Silverline', 'Redwood', 'Aspen', 'Juniper', 'Canyon', 'Horizon', 'Keystone', 'Liberty', 'Magnolia',
  'Parkside', 'Quarry', 'Ridgeway', 'Stonebridge', 'Tidewater', 'Union', 'Valley', 'Westfield', 'Yardley', 'Zephyr',
  'Amber', 'Beacon', 'Copper', 'Driftwood', 'Elm Street', 'Foxglove', 'Glenwood', 'Hawthorne', 'Ironwood', 'Jasper',
];
const PRACTICE_KINDS = ['Eye Care', 'Vision Center', 'Optometry', 'Family Eye Clinic', 'Eye Associates'];
const NEIGHBORHOODS = ['Downtown', 'Northside', 'Westgate', 'Riverside', 'Eastpoint', 'Midtown', 'Southpark', 'Uptown'];
const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'William', 'Mia', 'Benjamin', 'Charlotte',
  'Lucas', 'Amelia', 'Henry', 'Harper', 'Alexander', 'Evelyn', 'Mason', 'Abigail', 'Michael', 'Emily', 'Ethan', 'Ella', 'Daniel',
  'Elizabeth', 'Jacob', 'Camila', 'Logan', 'Luna', 'Jackson', 'Sofia', 'Levi', 'Avery', 'Sebastian', 'Mila', 'Mateo', 'Aria',
  'Jack', 'Scarlett', 'Owen', 'Penelope', 'Theodore', 'Layla', 'Aiden', 'Chloe', 'Samuel', 'Victoria', 'Joseph', 'Madison',
  'John', 'Eleanor', 'David', 'Grace', 'Wyatt', 'Nora', 'Matthew', 'Riley', 'Luke', 'Zoey', 'Asher', 'Hannah', 'Carter', 'Hazel',
  'Priya', 'Wei', 'Aarav', 'Mei', 'Diego', 'Lucia', 'Kofi', 'Amara', 'Yusuf', 'Fatima', 'Hiroshi', 'Yuki', 'Olga', 'Ivan',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales',
  'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos',
  'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', 'Okafor', 'Lindqvist', 'Kowalski',
];
const STREETS = ['Main St', 'Oak Ave', 'Pine St', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Lake Rd', 'Hill St', 'Park Ave', 'Sunset Blvd', 'River Rd', 'Church St'];

export const CSRS: GeneratedAccount[] = [
  { accountNumber: '900500001', customerGroup: 'CSR', firstName: 'Casey', lastName: 'Support', email: 'casey.support@bench.lensloop.test', practiceId: null, locationId: null },
  { accountNumber: '900500002', customerGroup: 'CSR', firstName: 'Jordan', lastName: 'Helpdesk', email: 'jordan.helpdesk@bench.lensloop.test', practiceId: null, locationId: null },
  { accountNumber: '900500003', customerGroup: 'CSR', firstName: 'Robin', lastName: 'Service', email: 'robin.service@bench.lensloop.test', practiceId: null, locationId: null },
];

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Minutes east of UTC of `timeZone` at the instant `ms` ("GMT-05:00" → -300). */
function utcOffsetMinutes(timeZone: string, ms: number): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(part);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

interface ProductInfo {
  def: ProductDefinition;
  costCents: number;
  daysPerBox: number;
  popularity: number;
}

interface ScheduledEvent {
  ms: number;
  seq: number;
  event: GeneratedEvent;
}

/** A practice's pricing: markup % per tier, changed once during the history (new orders use the new price). */
interface PracticePricing {
  markups: Record<PriceTier, number>;
  changedMarkups: Record<PriceTier, number>;
  changeMs: number;
}

// ---------------------------------------------------------------------------------------------

export class ReportsLogGenerator {
  readonly practices: GeneratedPractice[] = [];
  readonly products: ProductInfo[];
  /** Every catalog product (unavailable ones too), as the catalog events carry them. */
  readonly allProducts: ProductDefinition[];
  readonly manufacturers: { manufacturerId: string; displayName: string }[];
  readonly firstDayMs: number;
  readonly days: number;
  /** The end of the history: every event of the log is before it. */
  readonly endMs: number;
  readonly totalPatients: number;
  private readonly rnd: () => number;
  private readonly seed: number;
  private readonly catalog: ReturnType<typeof expandCatalog>;
  private readonly pricing: PracticePricing[] = [];
  private readonly practiceCumulative: number[] = [];
  private readonly offsetCache = new Map<string, number>();
  private readonly usedOrderIds = new Set<string>();
  private usedOrderIdsDay = '';
  private seq = 0;

  constructor(private readonly options: ReportsLogOptions) {
    this.seed = options.seed ?? 20_261_101;
    this.rnd = prng(this.seed);
    this.firstDayMs = Date.parse(`${options.firstDay ?? DEFAULT_FIRST_DAY}T00:00:00Z`);
    this.days = options.days ?? DEFAULT_DAYS;
    this.endMs = this.firstDayMs + this.days * DAY_MS;
    this.catalog = expandCatalog(JSON.parse(readFileSync(new URL('../../infra/catalog-data/catalog.json', import.meta.url), 'utf8')));
    this.allProducts = this.catalog.products;
    this.manufacturers = this.catalog.manufacturers.map((m) => ({ manufacturerId: m.manufacturerId, displayName: m.displayName }));
    // Dailies and monthlies sell most; colour lenses and the legacy line little.
    this.products = this.catalog.products
      .filter((p) => p.isAvailable)
      .map((def) => ({
        def,
        costCents: dollarsToCents(def.boxPrice),
        daysPerBox: supplyDaysPerBox(def),
        popularity: (def.lensType === 'color' ? 0.3 : def.lensType === 'spherical' ? 2.2 : 1) * (def.brand.recordId.includes('LEGACY') ? 0.4 : 1) * (0.6 + this.rnd()),
      }));
    this.totalPatients = this.buildPractices();
  }

  /** Every chunk of the log, in time order: set-up events first (catalog, practices, accounts), then the orders day by day. */
  *chunks(): Generator<GeneratedChunk> {
    const chunkSize = this.options.chunkSize ?? 5000;
    let events: GeneratedEvent[] = [];
    let orders: BaselineOrder[] = [];
    let accounts: GeneratedAccount[] = [];
    const flush = (day: string | null): GeneratedChunk => {
      const chunk = { events, orders, accounts, day };
      events = [];
      orders = [];
      accounts = [];
      return chunk;
    };

    // ---- set-up: catalog, CSRs, practices and locations, administrators, staff, patients (before the first order).
    const setupStart = this.firstDayMs - 400 * DAY_MS;
    const meta = (ms: number, actor = SYSTEM, correlationId = 'bench-setup'): EventMetadata => ({ actor, correlationId, occurredAt: new Date(ms).toISOString(), schemaVersion: 1 });
    let t = setupStart;
    for (const m of this.catalog.manufacturers) events.push(this.event(`catalog-manufacturer-${m.manufacturerId}`, 0, 'ManufacturerRegistered', m, meta((t += 1000))));
    for (const p of this.catalog.products) events.push(this.event(`catalog-product-${p.productId}`, 0, 'ProductAdded', p, meta((t += 1000))));
    for (const c of CSRS) {
      events.push(this.event(`customer-${c.accountNumber}`, 0, 'CustomerRegistered', { accountNumber: c.accountNumber, customerGroup: 'CSR', email: c.email, firstName: c.firstName, lastName: c.lastName }, meta((t += 1000))));
      accounts.push(c);
    }
    for (const p of this.practices) {
      let v = 0;
      events.push(this.event(`practice-${p.practiceId}`, v++, 'PracticeRegistered', { practiceId: p.practiceId, name: p.name, phone: '5125550100' }, meta((t += 1000))));
      for (const l of p.locations) {
        const address = { address1: `${100 + Math.floor(this.rnd() * 900)} ${STREETS[Math.floor(this.rnd() * STREETS.length)]}`, city: l.city, state: l.state, zip: l.zip };
        events.push(this.event(`practice-${p.practiceId}`, v++, 'LocationAdded', { practiceId: p.practiceId, locationId: l.locationId, name: l.name, address, phone: '5125550101' }, meta((t += 1000))));
      }
      for (const a of [p.admin, ...p.staff.flat()]) {
        events.push(
          this.event(
            `customer-${a.accountNumber}`,
            0,
            'CustomerRegistered',
            { accountNumber: a.accountNumber, customerGroup: a.customerGroup, email: a.email, firstName: a.firstName, lastName: a.lastName, phone: '5125550177', practiceId: a.practiceId, locationId: a.locationId },
            meta((t += 1000), { accountNumber: p.admin.accountNumber, customerGroup: 'Practice' }),
          ),
        );
        accounts.push(a);
      }
    }
    // Patients: created over the year before the first order, by a staff member of their location.
    const patientSpan = this.firstDayMs - DAY_MS - t;
    for (const p of this.practices) {
      for (let k = 0; k < p.patients; k++) {
        const patient = this.patient(p, p.firstPatient + k);
        const ms = t + Math.floor((patientSpan * (p.firstPatient + k)) / this.totalPatients);
        const creator = this.staffOf(p, patient.locationIndex, prng(this.seed ^ (p.firstPatient + k)));
        events.push(
          this.event(
            `customer-${patient.account.accountNumber}`,
            0,
            'PatientCreated',
            { accountNumber: patient.account.accountNumber, practiceId: p.practiceId, locationId: patient.account.locationId, email: patient.account.email, firstName: patient.account.firstName, lastName: patient.account.lastName, dob: patient.dob, phone: patient.phone },
            meta(ms, { accountNumber: creator.accountNumber, customerGroup: creator.customerGroup }, `bench-patient-${k}`),
          ),
        );
        accounts.push(patient.account);
        if (events.length >= chunkSize) yield flush(null);
      }
    }
    if (events.length) yield flush(null);

    // ---- orders, day by day, with the fulfilment events each day brings.
    const perDay = this.ordersPerDay();
    const buckets = new Map<number, ScheduledEvent[]>();
    for (let d = 0; d < this.days; d++) {
      const dayMs = this.firstDayMs + d * DAY_MS;
      const today: ScheduledEvent[] = buckets.get(d) ?? [];
      buckets.delete(d);
      for (let i = 0; i < perDay[d]!; i++) {
        const { checkout, later, order } = this.order(dayMs);
        today.push(checkout);
        orders.push(order);
        for (const s of later) {
          const bucket = Math.floor((s.ms - this.firstDayMs) / DAY_MS);
          if (bucket === d) today.push(s);
          else {
            const list = buckets.get(bucket);
            if (list) list.push(s);
            else buckets.set(bucket, [s]);
          }
        }
      }
      today.sort((a, b) => a.ms - b.ms || a.seq - b.seq);
      for (const s of today) events.push(s.event);
      if (events.length >= chunkSize || d === this.days - 1) yield flush(isoDay(dayMs));
    }
  }

  /** Practices of uneven size (share ∝ 1/rank^0.9), in the states of STATE_MIX, with 1–4 locations. */
  private buildPractices(): number {
    const n = this.options.practices;
    const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** 0.9);
    const sum = weights.reduce((a, b) => a + b, 0);
    let patientIndex = 0;
    let staffNumber = 0;
    let cumulative = 0;
    for (let i = 0; i < n; i++) {
      const share = weights[i]! / sum;
      cumulative += share;
      this.practiceCumulative.push(cumulative);
      const practiceId = `PR-${5001 + i}`;
      const word = PRACTICE_WORDS[i % PRACTICE_WORDS.length]!;
      const name = `${word} ${PRACTICE_KINDS[i % PRACTICE_KINDS.length]}${i >= PRACTICE_WORDS.length ? ` ${Math.floor(i / PRACTICE_WORDS.length) + 1}` : ''}`;
      const locationCount = Math.min(4, Math.max(1, Math.round(share * n * 1.2 + this.rnd() * 0.8)));
      const home = STATE_MIX[i % STATE_MIX.length]!;
      const locations: GeneratedLocation[] = [];
      for (let l = 0; l < locationCount; l++) {
        // Most chains stay in their state; every fifth large one has a location across a time-zone line.
        const state = l === locationCount - 1 && l > 0 && i % 5 === 0 ? STATE_MIX[(i + 7) % STATE_MIX.length]! : home;
        const st = BENCH_STATES[state]!;
        const [city, zip] = st.cities[(i + l) % st.cities.length]!;
        locations.push({
          locationId: `LOC-${5001 + i}-${'ABCD'[l]}`,
          practiceId,
          name: `${name} – ${locationCount === 1 ? city : NEIGHBORHOODS[(i + l) % NEIGHBORHOODS.length]}`,
          state,
          city,
          zip,
          timeZone: st.timeZone,
        });
      }
      const person = (group: 'Staff' | 'Practice', accountNumber: string, locationId: string): GeneratedAccount => {
        const firstName = FIRST_NAMES[Math.floor(this.rnd() * FIRST_NAMES.length)]!;
        const lastName = LAST_NAMES[Math.floor(this.rnd() * LAST_NAMES.length)]!;
        return { accountNumber, customerGroup: group, firstName, lastName, email: `${firstName}.${lastName}.${accountNumber}@bench-practice.example.com`.toLowerCase(), practiceId, locationId };
      };
      const admin = person('Practice', String(800_500_001 + i), locations[0]!.locationId);
      const staff = locations.map((l) => Array.from({ length: 2 + Math.floor(this.rnd() * (2 + share * 40)) }, () => person('Staff', String(700_500_001 + staffNumber++), l.locationId)));
      const patients = Math.max(40, Math.round((this.options.orders * share) / 3.2));
      this.practices.push({ practiceId, name, share, locations, admin, staff, firstPatient: patientIndex, patients });
      patientIndex += patients;
      const base = 25 + Math.floor(this.rnd() * 30);
      const discountSemi = 2 + Math.floor(this.rnd() * 4);
      const discountAnnual = discountSemi + 2 + Math.floor(this.rnd() * 5);
      const markups = { single: base, semiAnnual: base - discountSemi, annual: base - discountAnnual };
      const delta = Math.floor(this.rnd() * 11) - 5;
      this.pricing.push({
        markups,
        changedMarkups: { single: markups.single + delta, semiAnnual: markups.semiAnnual + delta, annual: markups.annual + delta },
        changeMs: this.firstDayMs + Math.floor(this.rnd() * this.days) * DAY_MS,
      });
    }
    return patientIndex;
  }

  /** The account of the practice's patient number `index` (global patient index). */
  patientAccount(p: GeneratedPractice, index: number): GeneratedAccount {
    return this.patient(p, index).account;
  }

  /** A patient's stable attributes, derived from their index alone (no per-patient state is kept). */
  private patient(p: GeneratedPractice, index: number) {
    const r = prng(this.seed * 31 + index * 7919);
    const firstName = FIRST_NAMES[Math.floor(r() * FIRST_NAMES.length)]!;
    const lastName = LAST_NAMES[Math.floor(r() * LAST_NAMES.length)]!;
    const accountNumber = String(600_000_000 + index);
    const locationIndex = this.weightedLocation(p, r());
    const location = p.locations[locationIndex]!;
    const product = this.pickProduct(r());
    const eye = () => this.variant(product.def, r);
    const od = eye();
    const os = r() < 0.3 ? od : eye();
    const year = 1950 + Math.floor(r() * 58);
    const account: GeneratedAccount = {
      accountNumber,
      customerGroup: 'Patient',
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${accountNumber}@example.com`.toLowerCase(),
      practiceId: p.practiceId,
      locationId: location.locationId,
    };
    const address: DeliveryAddress = {
      name: `${firstName} ${lastName}`,
      address1: `${10 + Math.floor(r() * 9000)} ${STREETS[Math.floor(r() * STREETS.length)]}`,
      city: location.city,
      state: location.state,
      zip: location.zip,
      phone: '5125550143',
    };
    return {
      account,
      locationIndex,
      product,
      od,
      os,
      /** Usual supply: single (a few months), semi-annual or annual. */
      supply: r() < 0.45 ? 90 : r() < 0.6 ? 180 : 360,
      bothEyes: r() < 0.88,
      online: r() < 0.45,
      dob: `${pad(1 + Math.floor(r() * 12), 2)}/${pad(1 + Math.floor(r() * 28), 2)}/${year}`,
      phone: `512555${pad(Math.floor(r() * 10000), 4)}`,
      address,
      prescriptionId: uuidV7(this.firstDayMs - 30 * DAY_MS, r),
    };
  }

  private weightedLocation(p: GeneratedPractice, x: number): number {
    // The first location is the main office: twice the weight of the others.
    const n = p.locations.length;
    const total = n + 1;
    const at = x * total;
    return at < 2 ? 0 : Math.min(n - 1, Math.floor(at - 1));
  }

  private pickProduct(x: number): ProductInfo {
    const total = this.products.reduce((a, p) => a + p.popularity, 0);
    let at = x * total;
    for (const p of this.products) {
      at -= p.popularity;
      if (at <= 0) return p;
    }
    return this.products[this.products.length - 1]!;
  }

  /** One variant of the product's grid: a plausible power (mostly myopic), any other dimension. */
  private variant(def: ProductDefinition, r: () => number): { variantId: string; dimensions: Partial<Record<DimensionName, string>> } {
    const block = def.grid[Math.floor(r() * def.grid.length)]!;
    const values: Partial<Record<DimensionName, string>> = {};
    for (const d of def.dimensions) {
      const list = block[d]!;
      let idx = Math.floor(r() * list.length);
      if (d === 'power') {
        // Lists run from the strongest minus to plus: favour -1.00 … -4.00.
        const near = list.findIndex((v) => v === '-2.50');
        if (near >= 0 && r() < 0.75) idx = Math.max(0, Math.min(list.length - 1, near + Math.round((r() - 0.5) * 12)));
      }
      values[d] = list[idx]!;
    }
    return { variantId: encodeVariantId(def.productId, def.dimensions, values), dimensions: values };
  }

  private staffOf(p: GeneratedPractice, locationIndex: number, r: () => number): GeneratedAccount {
    if (r() < 0.08) return p.admin;
    const list = p.staff[locationIndex]!;
    // Staff are uneven too: the first of a location places the most orders.
    const x = r();
    return list[Math.min(list.length - 1, Math.floor(x * x * list.length))]!;
  }

  /** Daily order counts: weekday rhythm, growth over the period, a December/January peak; summing to `orders` exactly. */
  private ordersPerDay(): number[] {
    const weights: number[] = [];
    for (let d = 0; d < this.days; d++) {
      const date = new Date(this.firstDayMs + d * DAY_MS);
      const dow = date.getUTCDay();
      const month = date.getUTCMonth();
      const week = dow === 0 ? 0.35 : dow === 6 ? 0.7 : 1;
      const season = month === 11 ? 1.15 : month === 0 ? 1.1 : month >= 5 && month <= 7 ? 0.93 : 1;
      const trend = 1 + (0.35 * d) / this.days;
      weights.push(week * season * trend);
    }
    const sum = weights.reduce((a, b) => a + b, 0);
    const counts: number[] = [];
    let carry = 0;
    let given = 0;
    for (let d = 0; d < this.days; d++) {
      const exact = (this.options.orders * weights[d]!) / sum + carry;
      const n = d === this.days - 1 ? this.options.orders - given : Math.max(0, Math.round(exact));
      carry = exact - n;
      counts.push(n);
      given += n;
    }
    return counts;
  }

  private practiceFor(x: number): number {
    let lo = 0;
    let hi = this.practiceCumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.practiceCumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private offset(timeZone: string, dayMs: number): number {
    const key = `${timeZone}|${dayMs}`;
    let v = this.offsetCache.get(key);
    if (v === undefined) {
      v = utcOffsetMinutes(timeZone, dayMs + 12 * 3_600_000);
      this.offsetCache.set(key, v);
    }
    return v;
  }

  private orderId(dayMs: number): string {
    const day = isoDay(dayMs);
    if (day !== this.usedOrderIdsDay) {
      this.usedOrderIds.clear();
      this.usedOrderIdsDay = day;
    }
    for (;;) {
      let s = `SO-${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}-`;
      for (let i = 0; i < 6; i++) s += CROCKFORD[Math.floor(this.rnd() * 32)];
      if (!this.usedOrderIds.has(s)) {
        this.usedOrderIds.add(s);
        return s;
      }
    }
  }

  private event(streamId: string, streamPosition: number, type: string, data: unknown, metadata: EventMetadata): GeneratedEvent {
    return { eventId: uuidV7(Date.parse(metadata.occurredAt), this.rnd), streamId, streamPosition, type, data, metadata };
  }

  /** One order on the local day starting at `dayMs` (UTC midnight of that date): its checkout, its later status events, its final state. */
  private order(dayMs: number): { checkout: ScheduledEvent; later: ScheduledEvent[]; order: BaselineOrder } {
    const rnd = this.rnd;
    const practiceIndex = this.practiceFor(rnd());
    const p = this.practices[practiceIndex]!;
    const patientIndex = p.firstPatient + Math.floor(rnd() * p.patients);
    const patient = this.patient(p, patientIndex);
    const locationIndex = rnd() < 0.9 ? patient.locationIndex : Math.floor(rnd() * p.locations.length);
    const location = p.locations[locationIndex]!;
    const dow = new Date(dayMs).getUTCDay();

    // Channel: patients who order online mostly do; everyone else orders through the practice (closed on Sundays).
    const online = dow === 0 || (patient.online ? rnd() < 0.85 : rnd() < 0.1);
    // Local time: the practice's opening hours, or 6:00–23:59 online (evenings busiest).
    const localMinutes = online ? 360 + Math.floor(Math.sqrt(rnd()) * 1079) : 480 + Math.floor(rnd() * 630);
    const orderMs = dayMs + localMinutes * 60_000 - this.offset(location.timeZone, dayMs) * 60_000 + Math.floor(rnd() * 60_000);
    const orderDate = new Date(orderMs).toISOString();

    // Who: the patient online, else a staff member of the location (or the administrator); now and then a CSR acting for them.
    const staff = online ? null : this.staffOf(p, locationIndex, rnd);
    const csr = rnd() < 0.015 ? CSRS[Math.floor(rnd() * CSRS.length)]! : null;

    // Lines: the patient's usual lens (sometimes another), 1–2 eyes, boxes for the supply chosen this time.
    const product = rnd() < 0.9 ? patient.product : this.pickProduct(rnd());
    const sameProduct = product === patient.product;
    const supplyTarget = rnd() < 0.75 ? patient.supply : [90, 180, 360][Math.floor(rnd() * 3)]!;
    const boxes = Math.max(1, Math.min(24, Math.round(supplyTarget / product.daysPerBox)));
    const pricing = this.pricing[practiceIndex]!;
    const markups = orderMs >= pricing.changeMs ? pricing.changedMarkups : pricing.markups;
    const eyes: ('OD' | 'OS')[] = patient.bothEyes ? ['OD', 'OS'] : [rnd() < 0.5 ? 'OD' : 'OS'];
    const lines: CartLine[] = eyes.map((eye) => {
      const v = sameProduct ? (eye === 'OD' ? patient.od : patient.os) : this.variant(product.def, rnd);
      const supplyDays = boxes * product.daysPerBox;
      const priceTier: PriceTier = supplyDays >= 360 ? 'annual' : supplyDays >= 180 ? 'semiAnnual' : 'single';
      return {
        eye,
        productId: product.def.productId,
        variantId: v.variantId,
        dimensions: v.dimensions,
        boxes,
        packSize: product.def.packSize,
        unitPriceCents: Math.floor((product.costCents * (100 + markups[priceTier]) + 50) / 100),
        unitCostCents: product.costCents,
        priceTier,
        supplyDays,
      };
    });

    // Delivery and payment.
    let method: DeliveryMethod = 'ship';
    if (!online) {
      const x = rnd();
      method = x < 0.6 ? 'ship' : x < 0.85 ? 'inOffice' : 'pickup';
    }
    let deliveryModeId: DeliveryModeId | null = null;
    let promoCode: PromoCode | null = null;
    if (method === 'ship') {
      const x = rnd();
      deliveryModeId = x < 0.8 ? 'standard' : x < 0.92 ? 'second_day' : x < 0.98 ? 'next_day' : 'saturday';
      const y = rnd();
      promoCode = y < 0.03 ? 'DTP' : y < 0.05 ? 'DTP2+' : null;
    }
    const address = method === 'ship' ? patient.address : null;
    const discountCents = !online && rnd() < 0.2 ? 500 + 100 * Math.floor(rnd() * 16) : 0;
    const insuranceCents = !online && rnd() < 0.15 ? 2500 + 500 * Math.floor(rnd() * 25) : 0;
    const summary = summarizeCart(
      { lines, discountCents, insuranceCents, delivery: { method, address }, deliveryModeId, promoCode },
      { taxState: method === 'ship' ? address!.state : location.state, freeShippingRule: true },
    );
    let payment: PaymentDetails;
    if (online) {
      const cardType = (['001', '002', '003', '004'] as const)[Math.floor(rnd() * 4)]!;
      payment = { type: 'card', cardType, maskedCardNumber: `************${pad(Math.floor(rnd() * 10000), 4)}`, transactionId: `tx-${Math.floor(rnd() * 1e12)}` };
    } else {
      const x = rnd();
      payment = { type: 'pos', method: x < 0.55 ? 'card' : x < 0.8 ? 'cash' : 'none' };
    }

    const orderId = this.orderId(dayMs);
    const cartId = uuidV7(orderMs - 600_000, rnd);
    const data: OrderCheckedOut['data'] = {
      cartId,
      orderId,
      orderDate,
      customerAccountNumber: patient.account.accountNumber,
      practiceId: p.practiceId,
      locationId: location.locationId,
      prescriptionId: patient.prescriptionId,
      placedBy: online ? 'Patient' : 'Practice',
      createdByCsr: csr !== null,
      lines,
      summary,
      delivery: { method, address, deliveryModeId, promoCode },
      payment,
    };
    const actor = staff ? { accountNumber: staff.accountNumber, customerGroup: staff.customerGroup } : { accountNumber: patient.account.accountNumber, customerGroup: 'Patient' };
    const metadata: EventMetadata = { actor, correlationId: uuidV7(orderMs, rnd), occurredAt: orderDate, schemaVersion: 1 };
    if (csr) metadata.impersonator = { accountNumber: csr.accountNumber, name: `${csr.firstName} ${csr.lastName}`, impersonationId: uuidV7(orderMs - 900_000, rnd) };
    const checkoutEvent = this.event(`cart-${cartId}`, 0, 'OrderCheckedOut', data, metadata);
    const checkout: ScheduledEvent = { ms: orderMs, seq: this.seq++, event: checkoutEvent };

    // Fulfilment, planned now; events after the end of the history are left out (those orders are still under way).
    const order: BaselineOrder = {
      orderId,
      practiceId: p.practiceId,
      locationId: location.locationId,
      orderDate,
      patientAccount: patient.account.accountNumber,
      placedByAccount: staff ? staff.accountNumber : null,
      csrAccount: csr ? csr.accountNumber : null,
      status: 'new',
      statusAt: orderDate,
      trackingNumber: null,
      carrier: null,
      estimatedDelivery: null,
      shippedAt: null,
      deliveredAt: null,
      deliveryMethod: method,
      ...summary,
      lines: lines.map((l) => ({ eye: l.eye, productId: l.productId, boxes: l.boxes, packSize: l.packSize, unitPriceCents: l.unitPriceCents, unitCostCents: l.unitCostCents! })),
    };
    const later: ScheduledEvent[] = [];
    let version = 0;
    let previous = checkoutEvent.eventId;
    const step = (ms: number, status: OrderStatus, extra: Partial<OrderStatusChanged['data']> = {}): boolean => {
      if (ms >= this.endMs) return false;
      const at = new Date(ms).toISOString();
      const statusData: OrderStatusChanged['data'] = { orderId, status, at, cartId, ...extra };
      const e = this.event(`order-${orderId}`, version++, 'OrderStatusChanged', statusData, { actor: SYSTEM, correlationId: previous, causationId: previous, occurredAt: at, schemaVersion: 1 });
      previous = e.eventId;
      later.push({ ms, seq: this.seq++, event: e });
      order.status = status;
      order.statusAt = at;
      if (extra.trackingNumber !== undefined) order.trackingNumber = extra.trackingNumber;
      if (extra.carrier !== undefined) order.carrier = extra.carrier;
      if (extra.estimatedDelivery !== undefined) order.estimatedDelivery = extra.estimatedDelivery;
      if ((status === 'shipped' || status === 'shipped_error') && order.shippedAt === null) order.shippedAt = at;
      if (status === 'delivered') order.deliveredAt = at;
      return true;
    };
    const hour = 3_600_000;
    const fate = rnd();
    let t = orderMs + 5 * 60_000 + Math.floor(rnd() * 6 * hour);
    if (fate < 0.008) {
      step(t, 'cancelled');
    } else if (step(t, 'processing')) {
      if (fate < 0.015) {
        step(t + Math.floor((2 + rnd() * 30) * hour), 'cancelled');
      } else {
        t += Math.floor((10 + rnd() * 60) * hour);
        let shipped = true;
        if (fate < 0.045) {
          shipped = step(t, 'delayed_delivery');
          t += Math.floor((48 + rnd() * 120) * hour);
        }
        if (shipped) {
          const estimatedDelivery = estimatedDeliveryDate(new Date(t).toISOString(), deliveryModeId);
          const ok = fate >= 0.045 && fate < 0.055 ? step(t, 'shipped_error', { estimatedDelivery }) : step(t, 'shipped', { trackingNumber: trackingNumberFor(orderId, 'bench'), carrier: FULFILMENT_CARRIER, estimatedDelivery });
          if (ok) {
            const transit = deliveryModeId === 'next_day' ? 24 : deliveryModeId === 'second_day' ? 48 : 72 + rnd() * 96;
            step(t + Math.floor((transit + rnd() * 10) * hour), 'delivered');
          }
        }
      }
    }
    return { checkout, later, order };
  }
}
