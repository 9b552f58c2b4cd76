import type { CartLine } from '../../domain/ordering/events';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { checkedOut } from './order-events';

/**
 * A small world for the report projections (issue #6): a catalog of two products, two practices
 * in three time zones, staff and patients, and orders placed by staff, by a patient online and by
 * a CSR acting for staff, with status changes, a cancellation, renames and a catalog price change.
 * Every event carries its own occurredAt, so snapshots can be cut between them.
 */

export const CUTOFF = '2026-11-04T00:00:00.000Z';

export const lineA = (boxes: number, extra: Partial<CartLine> = {}): CartLine => ({
  eye: 'OD',
  productId: 'PRD-A',
  variantId: 'PRD-A:8.6:14.2:-1.00',
  dimensions: { baseCurve: '8.6', diameter: '14.2', power: '-1.00' },
  boxes,
  packSize: 6,
  unitPriceCents: 4200,
  supplyDays: boxes * 6 * 14,
  ...extra,
});
export const lineB = (boxes: number, extra: Partial<CartLine> = {}): CartLine => ({
  eye: 'OS',
  productId: 'PRD-B',
  variantId: 'PRD-B:8.5:14.0:-1.50',
  dimensions: { baseCurve: '8.5', diameter: '14.0', power: '-1.50' },
  boxes,
  packSize: 30,
  unitPriceCents: 2800,
  supplyDays: boxes * 30,
  ...extra,
});

type Actor = { accountNumber: string; customerGroup: string };
const SYSTEM: Actor = { accountNumber: 'system', customerGroup: 'System' };

export interface ScenarioEvent {
  stream: string;
  type: string;
  data: unknown;
  at: string;
  actor?: Actor;
  impersonator?: { accountNumber: string; name: string };
}

const meta = (e: ScenarioEvent, i: number): EventMetadata => ({
  actor: e.actor ?? SYSTEM,
  ...(e.impersonator ? { impersonator: e.impersonator } : {}),
  correlationId: `report-${i}`,
  occurredAt: e.at,
  schemaVersion: 1,
});

export function summaryOf(lines: CartLine[], discountCents = 0, insuranceCents = 0, shippingCents = 599, taxCents = 0) {
  const subTotalCents = lines.reduce((n, l) => n + l.unitPriceCents * l.boxes, 0);
  return { subTotalCents, discountCents, insuranceCents, shippingCents, taxCents, totalCents: subTotalCents - discountCents - insuranceCents + shippingCents + taxCents };
}

function order(id: string, over: { practiceId: string; locationId: string; patient: string; orderDate: string; lines: CartLine[]; discountCents?: number; insuranceCents?: number; placedBy?: 'Patient' | 'Practice' }) {
  return checkedOut({
    orderId: id,
    cartId: `c-${id}`,
    customerAccountNumber: over.patient,
    practiceId: over.practiceId,
    locationId: over.locationId,
    orderDate: over.orderDate,
    placedBy: over.placedBy ?? 'Practice',
    lines: over.lines,
    summary: summaryOf(over.lines, over.discountCents ?? 0, over.insuranceCents ?? 0, 599, 250),
  }).data;
}

const staff: Actor = { accountNumber: '700000101', customerGroup: 'Staff' };
const admin: Actor = { accountNumber: '800000101', customerGroup: 'Practice' };
const staffB: Actor = { accountNumber: '700000201', customerGroup: 'Staff' };
const patientOnline: Actor = { accountNumber: '100000102', customerGroup: 'Patient' };
const csr = { accountNumber: '900000101', name: 'Casey Support' };

export const SCENARIO: ScenarioEvent[] = [
  { stream: 'catalog-manufacturer-M1', type: 'ManufacturerRegistered', data: { manufacturerId: 'M1', uniqueName: 'acme', displayName: 'Acme Vision', programme: 'rewards', rewardsDisplayName: 'Acme', rewardsUrl: 'https://x', termsUrl: 'https://x', logoFile: 'a.png' }, at: '2026-01-01T00:00:00.000Z' },
  { stream: 'catalog-manufacturer-M2', type: 'ManufacturerRegistered', data: { manufacturerId: 'M2', uniqueName: 'bolt', displayName: 'Bolt Optics', programme: 'rebates', rewardsDisplayName: 'Bolt', rewardsUrl: 'https://x', termsUrl: 'https://x', logoFile: 'b.png' }, at: '2026-01-01T00:00:01.000Z' },
  { stream: 'catalog-product-PRD-A', type: 'ProductAdded', data: { productId: 'PRD-A', productNumber: 'A1', name: 'Aqua Two-Week', brand: { recordId: 'BR-A', name: 'Aqua' }, manufacturerId: 'M1', modality: 'two-week', lensType: 'spherical', packSize: 6, supplyAmount: 2, supplyUnit: 'week', boxPrice: 30, isAvailable: true, keywords: [], dimensions: ['baseCurve', 'diameter', 'power'], grid: [] }, at: '2026-01-01T00:00:02.000Z' },
  { stream: 'catalog-product-PRD-B', type: 'ProductAdded', data: { productId: 'PRD-B', productNumber: 'B1', name: 'Bolt Daily', brand: { recordId: 'BR-B', name: 'Bolt' }, manufacturerId: 'M2', modality: 'daily', lensType: 'spherical', packSize: 30, supplyAmount: 1, supplyUnit: 'day', boxPrice: 20, isAvailable: true, keywords: [], dimensions: ['baseCurve', 'diameter', 'power'], grid: [] }, at: '2026-01-01T00:00:03.000Z' },
  { stream: 'practice-PR-1', type: 'PracticeRegistered', data: { practiceId: 'PR-1', name: 'Clear Eyes' }, at: '2026-01-02T00:00:00.000Z' },
  { stream: 'practice-PR-1', type: 'LocationAdded', data: { practiceId: 'PR-1', locationId: 'L-TX', name: 'Clear Eyes Austin', address: { address1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' } }, at: '2026-01-02T00:00:01.000Z' },
  { stream: 'practice-PR-1', type: 'LocationAdded', data: { practiceId: 'PR-1', locationId: 'L-CA', name: 'Clear Eyes Fresno', address: { address1: '2 Main', city: 'Fresno', state: 'CA', zip: '93701' } }, at: '2026-01-02T00:00:02.000Z' },
  { stream: 'practice-PR-2', type: 'PracticeRegistered', data: { practiceId: 'PR-2', name: 'Lake Vision' }, at: '2026-01-02T00:00:03.000Z' },
  { stream: 'practice-PR-2', type: 'LocationAdded', data: { practiceId: 'PR-2', locationId: 'L-WI', name: 'Lake Vision Madison', address: { address1: '3 Main', city: 'Madison', state: 'WI', zip: '53703' } }, at: '2026-01-02T00:00:04.000Z' },
  { stream: 'customer-700000101', type: 'CustomerRegistered', data: { accountNumber: '700000101', customerGroup: 'Staff', email: 'morgan@x.test', firstName: 'Morgan', lastName: 'Reyes', practiceId: 'PR-1', locationId: 'L-TX' }, at: '2026-01-03T00:00:00.000Z' },
  { stream: 'customer-800000101', type: 'CustomerRegistered', data: { accountNumber: '800000101', customerGroup: 'Practice', email: 'dana@x.test', firstName: 'Dana', lastName: 'Whitfield', practiceId: 'PR-1', locationId: 'L-TX' }, at: '2026-01-03T00:00:01.000Z' },
  { stream: 'customer-700000201', type: 'CustomerRegistered', data: { accountNumber: '700000201', customerGroup: 'Staff', email: 'tyler@x.test', firstName: 'Tyler', lastName: 'Berg', practiceId: 'PR-2', locationId: 'L-WI' }, at: '2026-01-03T00:00:02.000Z' },
  { stream: 'customer-100000101', type: 'PatientCreated', data: { accountNumber: '100000101', practiceId: 'PR-1', locationId: 'L-TX', email: 'pat@x.test', firstName: 'Pat', lastName: 'Nguyen' }, at: '2026-01-04T00:00:00.000Z', actor: staff },
  { stream: 'customer-100000102', type: 'PatientCreated', data: { accountNumber: '100000102', practiceId: 'PR-1', locationId: 'L-CA', email: 'sam@x.test', firstName: 'Sam', lastName: 'Ortiz' }, at: '2026-01-04T00:00:01.000Z', actor: staff },
  { stream: 'customer-100000201', type: 'PatientCreated', data: { accountNumber: '100000201', practiceId: 'PR-2', locationId: 'L-WI', email: 'gale@x.test', firstName: 'Gale', lastName: 'Lind' }, at: '2026-01-04T00:00:02.000Z', actor: staffB },
  // o1: staff, Austin; 03:30 UTC on Nov 2 is still Nov 1 in Chicago (CST, UTC−6).
  { stream: 'cart-c-o1', type: 'OrderCheckedOut', data: order('o1', { practiceId: 'PR-1', locationId: 'L-TX', patient: '100000101', orderDate: '2026-11-02T03:30:00.000Z', lines: [lineA(4, { unitCostCents: 3100 }), lineB(2)], discountCents: 1000, insuranceCents: 500 }), at: '2026-11-02T03:30:00.000Z', actor: staff },
  // o2: the patient online, Fresno; 06:00 UTC on Nov 3 is Nov 2 in Los Angeles (PST, UTC−8).
  { stream: 'cart-c-o2', type: 'OrderCheckedOut', data: order('o2', { practiceId: 'PR-1', locationId: 'L-CA', patient: '100000102', orderDate: '2026-11-03T06:00:00.000Z', lines: [lineB(1)], placedBy: 'Patient' }), at: '2026-11-03T06:00:00.000Z', actor: patientOnline },
  { stream: 'order-o1', type: 'OrderStatusChanged', data: { orderId: 'o1', cartId: 'c-o1', status: 'processing', at: '2026-11-02T04:00:00.000Z' }, at: '2026-11-02T04:00:00.000Z' },
  { stream: 'order-o1', type: 'OrderStatusChanged', data: { orderId: 'o1', cartId: 'c-o1', status: 'shipped', trackingNumber: '1Z999', carrier: 'UPS', estimatedDelivery: '2026-11-09', at: '2026-11-03T12:00:00.000Z' }, at: '2026-11-03T12:00:00.000Z' },
  // o4: the other practice, same days.
  { stream: 'cart-c-o4', type: 'OrderCheckedOut', data: order('o4', { practiceId: 'PR-2', locationId: 'L-WI', patient: '100000201', orderDate: '2026-11-03T15:00:00.000Z', lines: [lineA(2), lineB(2)] }), at: '2026-11-03T15:00:00.000Z', actor: staffB },
  // ---- CUTOFF (2026-11-04T00:00Z) ----
  // After the cutoff: the patient's new name and e-mail, a location rename, a catalog cost change,
  // o1 delivered, o3 placed by a CSR acting for the administrator and then cancelled, o5 after the cost change.
  { stream: 'customer-100000101', type: 'CustomerProfileUpdated', data: { firstName: 'Patricia', lastName: 'Nguyen', phone: null, dob: null, addresses: [] }, at: '2026-11-04T10:00:00.000Z', actor: { accountNumber: '100000101', customerGroup: 'Patient' } },
  { stream: 'customer-100000101', type: 'EmailChanged', data: { changeId: 'ch1', previousEmail: 'pat@x.test', email: 'patricia@x.test' }, at: '2026-11-04T10:01:00.000Z', actor: { accountNumber: '100000101', customerGroup: 'Patient' } },
  { stream: 'practice-PR-1', type: 'LocationInfoUpdated', data: { practiceId: 'PR-1', locationId: 'L-CA', name: 'Clear Eyes Fresno North', address: { address1: '2 Main', city: 'Fresno', state: 'CA', zip: '93701' }, phone: null }, at: '2026-11-04T11:00:00.000Z', actor: admin },
  { stream: 'order-o1', type: 'OrderStatusChanged', data: { orderId: 'o1', cartId: 'c-o1', status: 'delivered', at: '2026-11-05T12:00:00.000Z' }, at: '2026-11-05T12:00:00.000Z' },
  { stream: 'cart-c-o3', type: 'OrderCheckedOut', data: order('o3', { practiceId: 'PR-1', locationId: 'L-TX', patient: '100000101', orderDate: '2026-11-05T15:00:00.000Z', lines: [lineA(1)] }), at: '2026-11-05T15:00:00.000Z', actor: admin, impersonator: csr },
  { stream: 'order-o3', type: 'OrderStatusChanged', data: { orderId: 'o3', cartId: 'c-o3', status: 'processing', at: '2026-11-05T16:00:00.000Z' }, at: '2026-11-05T16:00:00.000Z' },
  { stream: 'order-o3', type: 'OrderStatusChanged', data: { orderId: 'o3', cartId: 'c-o3', status: 'cancelled', at: '2026-11-05T17:00:00.000Z' }, at: '2026-11-05T17:00:00.000Z' },
  { stream: 'catalog-product-PRD-B', type: 'ProductUpdated', data: { productId: 'PRD-B', productNumber: 'B1', name: 'Bolt Daily Plus', brand: { recordId: 'BR-B', name: 'Bolt' }, manufacturerId: 'M2', modality: 'daily', lensType: 'spherical', packSize: 30, supplyAmount: 1, supplyUnit: 'day', boxPrice: 25, isAvailable: true, keywords: [], dimensions: ['baseCurve', 'diameter', 'power'], grid: [] }, at: '2026-11-06T00:00:00.000Z' },
  { stream: 'cart-c-o5', type: 'OrderCheckedOut', data: order('o5', { practiceId: 'PR-1', locationId: 'L-CA', patient: '100000102', orderDate: '2026-11-06T18:00:00.000Z', lines: [lineB(3)] }), at: '2026-11-06T18:00:00.000Z', actor: staff },
];

/** Appends the scenario (or its first `count` events) one event per append, in order. */
export async function appendScenario(store: EventStore, events: readonly ScenarioEvent[] = SCENARIO): Promise<number> {
  let position = 0;
  let i = 0;
  for (const e of events) {
    const r = await store.appendToStream(e.stream, [{ type: e.type, data: e.data, metadata: meta(e, ++i) }], { expectedVersion: 'any' });
    position = r.position;
  }
  return position;
}
