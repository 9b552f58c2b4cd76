import type { CartLine } from '../../domain/ordering/events';
import type { WhatIfTotals } from '../../domain/what-if/figures';
import type { EventStore } from '../../infra/event-store/port';
import { testMeta } from './event-meta';

/**
 * A small world for the what-if replay (issue #32) whose figures are worked out by hand below:
 * two products of round prices (Alpha: cost $20.00, a Meridian product, so its orders earn
 * Meridian's rebate; Beta: cost $30.00, of a maker without a programme), one patient with one
 * prescription, and orders of February and March 2025 at a Texas location (Central time):
 * - O1, Feb 10: 2 + 2 boxes of Alpha at $28.00 (suggested), semi-annual supply → Meridian's $40.00
 *   rebate (delivered Feb 15); $10.00 discount, $5.00 insurance;
 * - O2, Mar 3: 1 Alpha at $28.00 (a quarter's supply: no rebate) + 1 Beta at $42.00; $1.01 discount
 *   (its shares are not whole cents: the largest remainder decides);
 * - O3, Mar 20: cancelled later (no sale: left out);
 * - O5, Apr 1 03:00 UTC = Mar 31 in Texas: 1 Beta at $42.00, a patient the log does not know;
 * - O6, January (outside the period) and O4 of another practice: left out.
 * The alternative: a 100 % markup (server value 200): Alpha $40.00, Beta $60.00.
 */
export interface FixtureEvent {
  stream: string;
  type: string;
  data: Record<string, unknown>;
  at: string;
}

export const WHAT_IF_FIXTURE_PERIOD = { fromMonth: '2025-02', toMonth: '2025-03' } as const;
export const ALPHA = { productId: 'PRD-WIF-A', brandId: 'BR-WIF-ALPHA', brandName: 'Alpha Test' };
export const BETA = { productId: 'PRD-WIF-B', brandId: 'BR-WIF-BETA', brandName: 'Beta Test' };
/** The alternative strategy in the API's form: a 100 % markup on everything. */
export const DOUBLE_PRICES = { markupType: 'percentage' as const, tiered: false, markupValue: 200 };

function product(p: typeof ALPHA, costDollars: number, manufacturerId: string, lensType: string) {
  return {
    productId: p.productId,
    productNumber: p.productId,
    name: `${p.brandName} lens`,
    brand: { recordId: p.brandId, name: p.brandName },
    manufacturerId,
    modality: 'monthly',
    lensType,
    packSize: 6,
    supplyAmount: 3,
    supplyUnit: 'months',
    boxPrice: costDollars,
    isAvailable: true,
    keywords: [],
    dimensions: ['baseCurve', 'diameter', 'power'],
    grid: [],
  };
}

const line = (p: typeof ALPHA, eye: 'OD' | 'OS', boxes: number, unitPriceCents: number, unitCostCents: number, supplyDays: number): CartLine => ({
  eye,
  productId: p.productId,
  variantId: `${p.productId}:8.6:14.2:-1.00`,
  dimensions: { baseCurve: '8.6', diameter: '14.2', power: '-1.00' },
  boxes,
  packSize: 6,
  unitPriceCents,
  unitCostCents,
  supplyDays,
});

export function whatIfFixture(ids: { practiceId: string; locationId: string; otherPracticeId: string; patient?: string; addLocation?: boolean }): FixtureEvent[] {
  const { practiceId, locationId, otherPracticeId } = ids;
  const patient = ids.patient ?? '199000001';
  const order = (orderId: string, at: string, lines: CartLine[], extra: { discountCents?: number; insuranceCents?: number; practiceId?: string; account?: string } = {}): FixtureEvent => {
    const sub = lines.reduce((n, l) => n + l.boxes * l.unitPriceCents, 0);
    const discountCents = extra.discountCents ?? 0;
    const insuranceCents = extra.insuranceCents ?? 0;
    return {
      stream: `cart-c-${orderId}`,
      type: 'OrderCheckedOut',
      at,
      data: {
        cartId: `c-${orderId}`,
        orderId,
        orderDate: at,
        customerAccountNumber: extra.account ?? patient,
        practiceId: extra.practiceId ?? practiceId,
        locationId,
        prescriptionId: 'rx-wif-1',
        placedBy: 'Practice',
        createdByCsr: false,
        lines,
        summary: { subTotalCents: sub, discountCents, insuranceCents, shippingCents: 0, taxCents: 0, totalCents: sub - discountCents - insuranceCents },
        delivery: { method: 'ship', address: { name: 'Test Patient', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }, deliveryModeId: 'standard', promoCode: null },
        payment: { type: 'pos', method: 'cash' },
      },
    };
  };
  const status = (orderId: string, value: string, at: string): FixtureEvent => ({ stream: `order-${orderId}`, type: 'OrderStatusChanged', at, data: { orderId, status: value, at, cartId: `c-${orderId}` } });
  return [
    ...(ids.addLocation
      ? [{ stream: `practice-${practiceId}`, type: 'LocationAdded', at: '2024-12-01T00:00:00.000Z', data: { practiceId, locationId, name: 'Test location', address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } } }]
      : []),
    { stream: `catalog-product-${ALPHA.productId}`, type: 'ProductAdded', at: '2024-12-01T00:00:00.000Z', data: product(ALPHA, 20, 'MFR-MERIDIAN', 'spherical') },
    { stream: `catalog-product-${BETA.productId}`, type: 'ProductAdded', at: '2024-12-01T00:00:00.000Z', data: product(BETA, 30, 'MFR-WIF-NONE', 'toric') },
    {
      stream: `customer-${patient}`,
      type: 'PatientCreated',
      at: '2024-12-15T00:00:00.000Z',
      data: { accountNumber: patient, practiceId, locationId, email: `${patient}@example.com`, firstName: 'Test', lastName: 'Patient', dob: '01/01/1990' },
    },
    {
      stream: `patient-rx-${patient}`,
      type: 'PrescriptionCreated',
      at: '2025-01-05T16:00:00.000Z',
      data: { prescriptionId: 'rx-wif-1', patientAccountNo: patient, practiceId, locationId, prescriptionNickname: 'Test', prescriptionExpirationDate: '2026-01-05', sameForBothEyes: true },
    },
    order('SO-WIF-6', '2025-01-20T15:00:00.000Z', [line(BETA, 'OS', 1, 4200, 3000, 90)]),
    order('SO-WIF-1', '2025-02-10T15:00:00.000Z', [line(ALPHA, 'OD', 2, 2800, 2000, 180), line(ALPHA, 'OS', 2, 2800, 2000, 180)], { discountCents: 1000, insuranceCents: 500 }),
    status('SO-WIF-1', 'shipped', '2025-02-12T15:00:00.000Z'),
    status('SO-WIF-1', 'delivered', '2025-02-15T15:00:00.000Z'),
    order('SO-WIF-2', '2025-03-03T16:00:00.000Z', [line(ALPHA, 'OD', 1, 2800, 2000, 90), line(BETA, 'OS', 1, 4200, 3000, 90)], { discountCents: 101 }),
    status('SO-WIF-2', 'processing', '2025-03-04T16:00:00.000Z'),
    order('SO-WIF-3', '2025-03-20T16:00:00.000Z', [line(ALPHA, 'OD', 3, 2800, 2000, 270)]),
    status('SO-WIF-3', 'cancelled', '2025-03-21T16:00:00.000Z'),
    order('SO-WIF-4', '2025-03-10T16:00:00.000Z', [line(BETA, 'OD', 5, 4200, 3000, 450)], { practiceId: otherPracticeId }),
    order('SO-WIF-5', '2025-04-01T03:00:00.000Z', [line(BETA, 'OD', 1, 4200, 3000, 90)], { account: '199000099' }),
  ];
}

type Figures = WhatIfTotals['asWas'];
const f = (revenueCents: number, costCents: number, marginCents: number, patientCostCents: number, rebateCents: number): Figures => ({ revenueCents, costCents, marginCents, patientCostCents, rebateCents });

/** The figures worked out by hand (see above): per month and brand, as they were and under DOUBLE_PRICES. */
export const WHAT_IF_EXPECTED = {
  months: ['2025-02', '2025-03'],
  rows: [
    // O1: retail 2 × 5,600 = 11,200; revenue 11,200 − 1,000 = 10,200; cost 8,000; rebate 4,000; patient 11,200 − 500 − 1,000 − 4,000 = 5,700.
    // At 100 %: retail 16,000; revenue 15,000; patient 16,000 − 500 − 1,000 − 4,000 = 10,500.
    { month: '2025-02', brandId: ALPHA.brandId, brandName: ALPHA.brandName, orders: 1, boxes: 4, asWas: f(10_200, 8_000, 2_200, 5_700, 4_000), whatIf: f(15_000, 8_000, 7_000, 10_500, 4_000) },
    // O2 Alpha: 6,899 × 2,800 / 7,000 = 2,759.6 → 2,760 (the larger remainder); at 100 %: 9,899 × 0.4 = 3,959.6 → 3,960.
    { month: '2025-03', brandId: ALPHA.brandId, brandName: ALPHA.brandName, orders: 1, boxes: 1, asWas: f(2_760, 2_000, 760, 2_760, 0), whatIf: f(3_960, 2_000, 1_960, 3_960, 0) },
    // O2 Beta 4,139 (5,939 at 100 %) + O5 4,200 (6,000).
    { month: '2025-03', brandId: BETA.brandId, brandName: BETA.brandName, orders: 2, boxes: 2, asWas: f(8_339, 6_000, 2_339, 8_339, 0), whatIf: f(11_939, 6_000, 5_939, 11_939, 0) },
  ],
  totals: { orders: 3, boxes: 7, asWas: f(21_299, 16_000, 5_299, 16_799, 4_000), whatIf: f(30_899, 16_000, 14_899, 26_399, 4_000) },
};

/** Appends fixture events as they happened (each stream in order, at its own time). */
export async function appendFixture(store: EventStore, events: readonly FixtureEvent[]): Promise<void> {
  for (const e of events) await store.appendToStream(e.stream, [{ type: e.type, data: e.data, metadata: testMeta({ occurredAt: e.at }) }], { expectedVersion: 'any' });
}
