import type { ProductDefinition } from '../catalog/events';
import type { CustomerProfileUpdated, CustomerRegistered, PatientCreated, PatientSyncedFromPms } from '../identity/events';
import type { CartLine, OrderCheckedOut, OrderStatusChanged } from '../ordering/events';
import type { PricingRule, PricingStrategy } from '../pricing/events';
import { type PricingProduct, unitPriceCents } from '../pricing/price-calculator';
import { priceTierOfSupply } from '../pricing/tiers';
import type { PrescriptionCreated, PrescriptionExpirationChanged, PrescriptionUpdated } from '../prescriptions/events';
import { localDay } from '../reports/report-days';
import { timeZoneOfState } from '../reports/time-zones';
import { type EligibilityClaim, rewardsEligibility, serviceDateOf } from '../rewards/eligibility';
import { netCostCents } from '../rewards/net-cost';
import { addFigures, allocate, monthsBetween, type WhatIfFigures, type WhatIfResult, type WhatIfRow, type WhatIfTotals, zeroFigures } from './figures';

/**
 * The what-if replay (issue #32): the practice's order events of a period, replayed through THE
 * price calculator (domain/pricing/price-calculator.ts) under another pricing strategy, beside
 * what they were. Pure and in memory: the worker feeds it the log's events in order (`apply`) and
 * writes what `finish` returns to the replay's own tables; no read model is read or written.
 *
 * The log is read whole (in commit order) because the facts an order needs come before it: the
 * product's brand, manufacturer, type and cost when it was ordered, the location's favorites and
 * time zone then, and, for the rebates, the patient's date of birth and state and the
 * prescription's service and expiry dates. Status changes come after it: a cancelled order is no
 * sale, and a delivery dates the rebate claim.
 */
export const WHAT_IF_EVENT_TYPES = [
  'LocationAdded',
  'LocationInfoUpdated',
  'ProductAdded',
  'ProductUpdated',
  'FavoriteProductsAdded',
  'FavoriteProductsRemoved',
  'PatientCreated',
  'CustomerRegistered',
  'CustomerProfileUpdated',
  'PatientSyncedFromPms',
  'PrescriptionCreated',
  'PrescriptionUpdated',
  'PrescriptionExpirationChanged',
  'OrderCheckedOut',
  'OrderStatusChanged',
] as const;

/** What the replay changes: the pricing of the chosen locations over a period. */
export interface WhatIfScenario {
  practiceId: string;
  /** YYYY-MM, inclusive, on the clock of each order's location. */
  fromMonth: string;
  toMonth: string;
  /** The locations replayed (null: every location of the practice). */
  locationIds: readonly string[] | null;
  /** The alternative pricing (stored form); favorites are each location's as they stood at the order. */
  pricing: { strategy: PricingStrategy; rules: readonly PricingRule[] };
}

/** An event as the replay reads it (a stored event has these and more). */
export interface ReplayEvent {
  type: string;
  data: unknown;
  streamId: string;
  metadata: { occurredAt: string };
}

interface ProductFacts {
  brandId: string;
  brandName: string;
  manufacturerId: string | null;
  productType: string;
  costCents: number;
}

interface ReplayLine {
  productId: string;
  product: ProductFacts;
  boxes: number;
  supplyDays: number;
  unitPriceCents: number;
  unitCostCents: number;
  tier: ReturnType<typeof priceTierOfSupply>;
}

interface ReplayOrder {
  orderId: string;
  locationId: string;
  orderDate: string;
  month: string;
  account: string;
  prescriptionId: string;
  lines: ReplayLine[];
  discountCents: number;
  insuranceCents: number;
  favorites: readonly string[];
  shippingState: string | null;
  status: string;
  deliveredAt: string | null;
}

const UNKNOWN_BRAND = { brandId: 'unknown', brandName: 'Unknown brand' };
const ACCOUNT_STREAM = /^customer-/;
const NO_FAVORITES: readonly string[] = [];

/** Dollars (the catalog) → integer cents. */
const cents = (dollars: unknown): number => (typeof dollars === 'number' && Number.isFinite(dollars) ? Math.round(dollars * 100) : 0);

export class WhatIfReplay {
  private readonly locations = new Map<string, { practiceId: string; timeZone: string }>();
  private readonly products = new Map<string, ProductFacts>();
  private readonly favorites = new Map<string, readonly string[]>();
  private readonly patients = new Map<string, { dob: string | null; state: string | null }>();
  private readonly prescriptions = new Map<string, { serviceDate: string; expirationDate: string }>();
  private readonly orders = new Map<string, ReplayOrder>();
  private readonly inScope: (locationId: string) => boolean;
  eventsRead = 0;

  constructor(private readonly scenario: WhatIfScenario) {
    const chosen = scenario.locationIds ? new Set(scenario.locationIds) : null;
    this.inScope = (locationId) => !chosen || chosen.has(locationId);
  }

  /** Folds one event of the log (in log order); events of other types are counted and ignored. */
  apply(e: ReplayEvent): void {
    this.eventsRead++;
    switch (e.type) {
      case 'LocationAdded':
      case 'LocationInfoUpdated': {
        const d = e.data as { practiceId?: string; locationId?: string; address?: { state?: string } };
        if (d?.locationId) this.locations.set(d.locationId, { practiceId: d.practiceId ?? '', timeZone: timeZoneOfState(d.address?.state) });
        break;
      }
      case 'ProductAdded':
      case 'ProductUpdated': {
        const d = e.data as Partial<ProductDefinition>;
        if (!d?.productId) break;
        this.products.set(d.productId, {
          brandId: d.brand?.recordId ?? UNKNOWN_BRAND.brandId,
          brandName: d.brand?.name ?? UNKNOWN_BRAND.brandName,
          manufacturerId: d.manufacturerId ?? null,
          productType: d.lensType ?? '',
          costCents: cents(d.boxPrice),
        });
        break;
      }
      case 'FavoriteProductsAdded':
      case 'FavoriteProductsRemoved': {
        const d = e.data as { locationId?: string; productIds?: string[] };
        if (!d?.locationId || !Array.isArray(d.productIds)) break;
        const now = this.favorites.get(d.locationId) ?? NO_FAVORITES;
        const ids = new Set(d.productIds);
        this.favorites.set(d.locationId, e.type === 'FavoriteProductsAdded' ? [...now, ...d.productIds.filter((id) => !now.includes(id))] : now.filter((id) => !ids.has(id)));
        break;
      }
      case 'PatientCreated':
      case 'CustomerRegistered': {
        const d = e.data as Partial<PatientCreated['data'] & CustomerRegistered['data']>;
        if (!d?.accountNumber || (e.type === 'CustomerRegistered' && d.customerGroup !== 'Patient')) break;
        this.patients.set(d.accountNumber, { dob: d.dob ?? null, state: null });
        break;
      }
      case 'CustomerProfileUpdated':
      case 'PatientSyncedFromPms': {
        const account = e.streamId.replace(ACCOUNT_STREAM, '');
        const known = this.patients.get(account);
        if (!known) break;
        const d = e.data as Partial<CustomerProfileUpdated['data'] & PatientSyncedFromPms['data']>;
        const state = e.type === 'CustomerProfileUpdated' ? (d.addresses?.[0]?.state ?? known.state) : known.state;
        this.patients.set(account, { dob: d.dob ?? known.dob, state });
        break;
      }
      case 'PrescriptionCreated':
      case 'PrescriptionUpdated': {
        const d = e.data as Partial<PrescriptionCreated['data'] & PrescriptionUpdated['data']>;
        if (!d?.prescriptionId) break;
        const known = this.prescriptions.get(d.prescriptionId);
        const serviceDate = d.dateOfService || known?.serviceDate || serviceDateOf({ createdAt: e.metadata.occurredAt });
        this.prescriptions.set(d.prescriptionId, { serviceDate, expirationDate: d.prescriptionExpirationDate ?? known?.expirationDate ?? serviceDate });
        break;
      }
      case 'PrescriptionExpirationChanged': {
        const d = e.data as Partial<PrescriptionExpirationChanged['data']>;
        const known = d?.prescriptionId ? this.prescriptions.get(d.prescriptionId) : undefined;
        if (known && d.prescriptionExpirationDate) this.prescriptions.set(d.prescriptionId!, { ...known, expirationDate: d.prescriptionExpirationDate });
        break;
      }
      case 'OrderCheckedOut':
        this.checkout(e.data as Partial<OrderCheckedOut['data']>, e.metadata.occurredAt);
        break;
      case 'OrderStatusChanged': {
        const d = e.data as Partial<OrderStatusChanged['data']>;
        const order = d?.orderId ? this.orders.get(d.orderId) : undefined;
        if (!order || !d.status) break;
        order.status = d.status;
        if (d.status === 'delivered') order.deliveredAt = d.at ?? e.metadata.occurredAt;
        break;
      }
    }
  }

  private checkout(d: Partial<OrderCheckedOut['data']>, occurredAt: string): void {
    if (!d?.orderId || d.practiceId !== this.scenario.practiceId || this.orders.has(d.orderId) || !d.locationId) return;
    const orderDate = d.orderDate ?? occurredAt;
    const timeZone = this.locations.get(d.locationId)?.timeZone ?? 'UTC';
    const lines = (Array.isArray(d.lines) ? d.lines : []).map((l: CartLine): ReplayLine => {
      const product = this.products.get(l.productId) ?? { ...UNKNOWN_BRAND, manufacturerId: null, productType: '', costCents: l.unitCostCents ?? 0 };
      const boxes = Number.isInteger(l.boxes) && l.boxes > 0 ? l.boxes : 0;
      return {
        productId: l.productId,
        product,
        boxes,
        supplyDays: l.supplyDays,
        unitPriceCents: l.unitPriceCents ?? 0,
        unitCostCents: typeof l.unitCostCents === 'number' ? l.unitCostCents : product.costCents,
        tier: l.priceTier ?? priceTierOfSupply(l.supplyDays ?? 0),
      };
    });
    this.orders.set(d.orderId, {
      orderId: d.orderId,
      locationId: d.locationId,
      orderDate,
      month: localDay(orderDate, timeZone).slice(0, 7),
      account: d.customerAccountNumber ?? '',
      prescriptionId: d.prescriptionId ?? '',
      lines,
      discountCents: Math.max(d.summary?.discountCents ?? 0, 0),
      insuranceCents: Math.max(d.summary?.insuranceCents ?? 0, 0),
      favorites: this.favorites.get(d.locationId) ?? NO_FAVORITES,
      shippingState: d.delivery?.method === 'ship' ? (d.delivery.address?.state ?? null) : null,
      status: 'new',
      deliveredAt: null,
    });
  }

  /** The rebate a patient could claim with an order (rewards' rules), recording the claim so one prescription is not paid twice. */
  private rebateOf(order: ReplayOrder, claims: Map<string, EligibilityClaim[]>): number {
    const patient = this.patients.get(order.account);
    const rx = this.prescriptions.get(order.prescriptionId);
    const made = claims.get(order.account) ?? [];
    // Asked as the patient would ask: once the claim opens after delivery, else when ordering.
    const asOf = order.deliveredAt ? new Date(Date.parse(order.deliveredAt) + 24 * 3_600_000).toISOString() : order.orderDate;
    const eligibility = rewardsEligibility({
      asOf,
      patient: patient ? { dob: patient.dob, profileState: patient.state } : null,
      prescription: rx ? { prescriptionId: order.prescriptionId, serviceDate: rx.serviceDate, expirationDate: rx.expirationDate } : null,
      order: {
        orderId: order.orderId,
        prescriptionId: order.prescriptionId,
        orderDate: order.orderDate,
        lines: order.lines.map((l) => ({ productId: l.productId, manufacturerId: l.product.manufacturerId, supplyDays: l.supplyDays, boxes: l.boxes })),
        status: order.status,
        deliveredAt: order.deliveredAt,
        shippingState: order.shippingState,
      },
      ordersOnPrescription: 1,
      claims: made,
    });
    if ((eligibility.code !== 4 && eligibility.code !== 5) || !eligibility.amountCents || !eligibility.manufacturerId || !rx) return 0;
    claims.set(order.account, [...made, { orderId: order.orderId, prescriptionId: order.prescriptionId, manufacturerId: eligibility.manufacturerId, serviceDate: rx.serviceDate }]);
    return eligibility.amountCents;
  }

  /** One order's figures per line, at the given unit prices. */
  private lineFigures(order: ReplayOrder, unitPrices: readonly number[], rebate: { amountCents: number; manufacturerId: string | null }): WhatIfFigures[] {
    const retail = order.lines.map((l, i) => l.boxes * unitPrices[i]!);
    const sub = retail.reduce((a, b) => a + b, 0);
    // A practice discount and insurance stay what they were, within the new subtotal (the cart's rule).
    const discount = Math.min(order.discountCents, sub);
    const insurance = Math.min(order.insuranceCents, sub - discount);
    const rebateCents = Math.min(rebate.amountCents, sub - discount - insurance);
    const patientCost = netCostCents({ retailCents: sub, insuranceCents: insurance, discountCents: discount, rebateCents });
    const revenue = allocate(sub - discount, retail);
    const patient = allocate(patientCost, retail);
    const rebateLines = order.lines.map((l, i) => (l.product.manufacturerId === rebate.manufacturerId ? retail[i]! || 1 : 0));
    const rebates = rebateLines.some((w) => w > 0) ? allocate(rebateCents, rebateLines) : allocate(rebateCents, retail);
    return order.lines.map((l, i) => {
      const cost = l.boxes * l.unitCostCents;
      return { revenueCents: revenue[i]!, costCents: cost, marginCents: revenue[i]! - cost, patientCostCents: patient[i]!, rebateCents: rebates[i]! };
    });
  }

  private whatIfPrice(order: ReplayOrder, line: ReplayLine): number {
    const product: PricingProduct = { productId: line.productId, costCents: line.unitCostCents, brandId: line.product.brandId, manufacturerId: line.product.manufacturerId ?? '', productType: line.product.productType };
    return unitPriceCents({ strategy: this.scenario.pricing.strategy, rules: this.scenario.pricing.rules, favorites: order.favorites }, product, line.tier);
  }

  /** The figures of the period, per month and brand, as they were and as they would have been. */
  finish(): WhatIfResult {
    const { fromMonth, toMonth } = this.scenario;
    const months = monthsBetween(fromMonth, toMonth);
    const rows = new Map<string, WhatIfRow>();
    const byMonth = new Map(months.map((month) => [month, { month, orders: 0, boxes: 0, asWas: zeroFigures(), whatIf: zeroFigures() }]));
    const totals: WhatIfTotals = { orders: 0, boxes: 0, asWas: zeroFigures(), whatIf: zeroFigures() };
    const claims = new Map<string, EligibilityClaim[]>();
    const ordered = [...this.orders.values()].sort((a, b) => (a.orderDate < b.orderDate ? -1 : a.orderDate > b.orderDate ? 1 : a.orderId < b.orderId ? -1 : 1));
    let ordersReplayed = 0;
    for (const order of ordered) {
      // Every order of the practice takes part in the claims (a prescription earns one reward), in order.
      const rebateCents = this.rebateOf(order, claims);
      if (order.status === 'cancelled' || order.month < fromMonth || order.month > toMonth || !this.inScope(order.locationId) || order.lines.length === 0) continue;
      ordersReplayed++;
      const manufacturerId = rebateCents > 0 ? (order.lines[0]!.product.manufacturerId ?? null) : null;
      const rebate = { amountCents: rebateCents, manufacturerId };
      const asWas = this.lineFigures(order, order.lines.map((l) => l.unitPriceCents), rebate);
      const whatIf = this.lineFigures(order, order.lines.map((l) => this.whatIfPrice(order, l)), rebate);
      const month = byMonth.get(order.month)!;
      const seenBrands = new Set<string>();
      order.lines.forEach((line, i) => {
        const key = `${order.month}|${line.product.brandId}`;
        const row = rows.get(key) ?? { month: order.month, brandId: line.product.brandId, brandName: line.product.brandName, orders: 0, boxes: 0, asWas: zeroFigures(), whatIf: zeroFigures() };
        if (!seenBrands.has(line.product.brandId)) row.orders++;
        seenBrands.add(line.product.brandId);
        row.boxes += line.boxes;
        addFigures(row.asWas, asWas[i]!);
        addFigures(row.whatIf, whatIf[i]!);
        rows.set(key, row);
        for (const t of [month, totals]) {
          t.boxes += line.boxes;
          addFigures(t.asWas, asWas[i]!);
          addFigures(t.whatIf, whatIf[i]!);
        }
      });
      month.orders++;
      totals.orders++;
    }
    return {
      months,
      rows: [...rows.values()].sort((a, b) => (a.month !== b.month ? (a.month < b.month ? -1 : 1) : a.brandName.localeCompare(b.brandName) || (a.brandId < b.brandId ? -1 : 1))),
      byMonth: [...byMonth.values()],
      totals,
      ordersReplayed,
      eventsRead: this.eventsRead,
    };
  }
}
