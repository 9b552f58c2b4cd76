import type { ManufacturerDefinition, ProductDefinition } from '../catalog/events';
import type { CartLine, OrderCheckedOut, OrderStatusChanged } from '../ordering/events';
import type { EyeRx } from '../prescriptions/events';
import { localDay } from '../reports/report-days';
import { timeZoneOfState } from '../reports/time-zones';
import { type DuckDbType, ORDER_LINES_TABLE } from './export-tables';
import { instantMs, type LoggedEvent, monthOfInstant, type Pseudonymise, yearOf } from './event-row';

/**
 * The fold of the log into the export's fact tables (issue #32, D-724), in two parts:
 * - change records, append-only, for the large facts (orders and their statuses, prescriptions,
 *   claims, claim windows, patients): each event adds rows to a change table; the fact table is a
 *   query over its change table (latest value by position), so an export never updates a row and a
 *   re-export from zero gives the same facts. order_lines are final at checkout and appended as is.
 * - small dimensions (practices, locations, products, manufacturers) kept whole in this fold's
 *   state (JSON in the export's state folder), keyed by pseudonym, never by a raw id.
 * Every id is pseudonymised on the way in.
 */

export type Cell = string | number | boolean | null;
export type ChangeRow = Record<string, Cell>;

export interface ChangeTable {
  name: string;
  columns: readonly [string, DuckDbType][];
}

const ts = 'TIMESTAMPTZ' as const;
const text = 'VARCHAR' as const;

export const CHANGE_TABLES = {
  order_checkouts: {
    name: 'order_checkouts',
    columns: [
      ['order_id', text], ['cart_id', text], ['patient_id', text], ['practice_id', text], ['location_id', text], ['prescription_id', text],
      ['placed_by', text], ['created_by_csr', 'BOOLEAN'], ['actor_role', text], ['ordered_at', ts], ['order_day', 'DATE'], ['time_zone', text],
      ['delivery_method', text], ['delivery_mode_id', text], ['promo_code', text], ['ship_city', text], ['ship_state', text], ['ship_zip', text],
      ['payment_type', text], ['line_count', 'INTEGER'], ['boxes', 'INTEGER'], ['units', 'INTEGER'], ['supply_days', 'INTEGER'],
      ['sub_total_cents', 'BIGINT'], ['discount_cents', 'BIGINT'], ['insurance_cents', 'BIGINT'], ['shipping_cents', 'BIGINT'], ['tax_cents', 'BIGINT'],
      ['total_cents', 'BIGINT'], ['cost_cents', 'BIGINT'], ['month', text], ['pos', 'BIGINT'],
    ],
  },
  order_statuses: { name: 'order_statuses', columns: [['order_id', text], ['status', text], ['at', ts], ['carrier', text], ['pos', 'BIGINT']] },
  rx_changes: {
    name: 'rx_changes',
    columns: [
      ['prescription_id', text], ['change', text], ['patient_id', text], ['practice_id', text], ['location_id', text], ['at', ts],
      ['created_in_pms', 'BOOLEAN'], ['expiration_date', 'DATE'], ['date_of_service', 'DATE'], ['same_for_both_eyes', 'BOOLEAN'], ['state', text],
      ['right_product_id', text], ['right_pack_size', 'INTEGER'], ['right_box_quantity', 'INTEGER'],
      ['left_product_id', text], ['left_pack_size', 'INTEGER'], ['left_box_quantity', 'INTEGER'], ['month', text], ['pos', 'BIGINT'],
    ],
  },
  claim_changes: {
    name: 'claim_changes',
    columns: [
      ['claim_id', text], ['change', text], ['patient_id', text], ['order_id', text], ['prescription_id', text], ['practice_id', text],
      ['manufacturer_id', text], ['programme', text], ['amount_cents', 'BIGINT'], ['service_date', ts], ['deadline', ts], ['at', ts],
      ['points', 'BIGINT'], ['approved_cents', 'BIGINT'], ['denial_reason', text], ['error_code', 'BIGINT'], ['month', text], ['pos', 'BIGINT'],
    ],
  },
  claim_window_opens: {
    name: 'claim_window_opens',
    columns: [
      ['order_id', text], ['manufacturer_id', text], ['programme', text], ['patient_id', text], ['amount_cents', 'BIGINT'], ['opens_at', ts],
      ['deadline', ts], ['month', text], ['pos', 'BIGINT'],
    ],
  },
  patient_changes: {
    name: 'patient_changes',
    columns: [
      ['patient_id', text], ['change', text], ['practice_id', text], ['location_id', text], ['at', ts], ['birth_year', 'SMALLINT'],
      ['city', text], ['state', text], ['zip', text], ['imported', 'BOOLEAN'], ['month', text], ['pos', 'BIGINT'],
    ],
  },
  order_lines: {
    name: 'order_lines',
    columns: [...ORDER_LINES_TABLE.columns.map((c) => [c.name, c.type] as [string, DuckDbType]), ['month', text]],
  },
} as const satisfies Record<string, ChangeTable>;

export type ChangeTableName = keyof typeof CHANGE_TABLES;

export interface ChangeSink {
  add(table: ChangeTableName, row: ChangeRow): void;
}

// ---- the small dimensions, kept whole ---------------------------------------------------------

export interface PracticeDim { practice_id: string; registered_at: number | null; blocked: boolean; credit_hold: boolean; prescription_expiry_years: number | null; location_count: number; month: string }
export interface LocationDim { location_id: string; practice_id: string; added_at: number | null; city: string | null; state: string | null; zip: string | null; time_zone: string; active: boolean; month: string }
export interface ProductDim {
  product_id: string; name: string | null; brand_id: string | null; brand_name: string | null; manufacturer_id: string | null; modality: string | null;
  lens_type: string | null; pack_size: number | null; supply_amount: number | null; supply_unit: string | null; box_price_cents: number | null;
  available: boolean | null; added_at: number | null; month: string;
}
export interface ManufacturerDim { manufacturer_id: string; name: string | null; programme: string | null; programme_name: string | null; registered_at: number | null; month: string }

export interface FoldState {
  practices: Record<string, PracticeDim>;
  locations: Record<string, LocationDim>;
  products: Record<string, ProductDim>;
  manufacturers: Record<string, ManufacturerDim>;
}

export const emptyFoldState = (): FoldState => ({ practices: {}, locations: {}, products: {}, manufacturers: {} });

export type DimensionName = keyof FoldState;

type Data = Record<string, unknown>;
const s = (d: Data, k: string): string | null => (typeof d[k] === 'string' && d[k] !== '' ? (d[k] as string) : null);
const n = (d: Data, k: string): number | null => (typeof d[k] === 'number' && Number.isFinite(d[k]) ? (d[k] as number) : null);
const b = (d: Data, k: string): boolean | null => (typeof d[k] === 'boolean' ? (d[k] as boolean) : null);
const o = (d: Data, k: string): Data => (d[k] && typeof d[k] === 'object' && !Array.isArray(d[k]) ? (d[k] as Data) : {});
const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

/** Folds events into change rows and the dimensions; `touched` names the dimensions a batch changed. */
export class FactFold {
  readonly touched = new Set<DimensionName>();

  constructor(readonly state: FoldState, private readonly pseudo: Pseudonymise) {}

  private id(kind: Parameters<Pseudonymise>[0], raw: unknown): string | null {
    return typeof raw === 'string' && raw !== '' ? this.pseudo(kind, raw) : null;
  }

  apply(e: LoggedEvent, sink: ChangeSink): void {
    const d = (e.data && typeof e.data === 'object' ? e.data : {}) as Data;
    const at = instantMs(e.metadata.occurredAt);
    const month = monthOfInstant(e.metadata.occurredAt);
    const pos = e.globalPosition;
    const accountOfStream = () => (e.streamId.startsWith('customer-') ? this.id('account', e.streamId.slice('customer-'.length)) : null);
    switch (e.type) {
      case 'OrderCheckedOut':
        return this.checkout(d as unknown as OrderCheckedOut['data'], e, sink);
      case 'OrderStatusChanged': {
        const sc = d as unknown as OrderStatusChanged['data'];
        const orderId = this.id('order', sc.orderId);
        if (!orderId || !sc.status) return;
        sink.add('order_statuses', { order_id: orderId, status: sc.status, at: instantMs(sc.at) ?? at, carrier: s(d, 'carrier'), pos });
        return;
      }
      case 'PrescriptionCreated':
      case 'PrescriptionUpdated': {
        const eye = (k: string) => o(d, k) as Partial<EyeRx>;
        const r = eye('rightEyeRx');
        const l = eye('leftEyeRx');
        sink.add('rx_changes', {
          prescription_id: this.id('prescription', d.prescriptionId),
          change: e.type === 'PrescriptionCreated' ? 'created' : 'updated',
          patient_id: this.id('account', d.patientAccountNo),
          practice_id: this.id('practice', d.practiceId),
          location_id: this.id('location', d.locationId),
          at,
          created_in_pms: b(d, 'createdInPms') ?? false,
          expiration_date: day(s(d, 'prescriptionExpirationDate')),
          date_of_service: day(s(d, 'dateOfService')),
          same_for_both_eyes: b(d, 'sameForBothEyes'),
          state: null,
          right_product_id: typeof r.productId === 'string' ? r.productId : null,
          right_pack_size: typeof r.packSize === 'number' ? r.packSize : null,
          right_box_quantity: typeof r.boxQuantity === 'number' ? r.boxQuantity : null,
          left_product_id: typeof l.productId === 'string' ? l.productId : null,
          left_pack_size: typeof l.packSize === 'number' ? l.packSize : null,
          left_box_quantity: typeof l.boxQuantity === 'number' ? l.boxQuantity : null,
          month,
          pos,
        });
        return;
      }
      case 'PrescriptionExpirationChanged':
      case 'PrescriptionStateChanged':
        sink.add('rx_changes', {
          ...this.emptyRx(),
          prescription_id: this.id('prescription', d.prescriptionId),
          change: e.type === 'PrescriptionStateChanged' ? 'state' : 'expiry',
          patient_id: this.id('account', d.patientAccountNo),
          at,
          expiration_date: day(s(d, 'prescriptionExpirationDate')),
          state: s(d, 'state'),
          month,
          pos,
        });
        return;
      case 'ClaimSubmitted':
        sink.add('claim_changes', {
          ...this.claimRef(d, 'submitted', at, month, pos),
          prescription_id: this.id('prescription', d.prescriptionId),
          practice_id: this.id('practice', d.practiceId),
          programme: s(d, 'programme'),
          amount_cents: n(d, 'amountCents'),
          service_date: instantMs(d.serviceDate),
          deadline: instantMs(d.deadline),
          at: instantMs(d.submittedAt) ?? at,
        });
        return;
      case 'ClaimApproved':
        sink.add('claim_changes', { ...this.claimRef(d, 'approved', at, month, pos), points: n(d, 'points'), approved_cents: n(d, 'amountCents') });
        return;
      case 'ClaimDenied':
        sink.add('claim_changes', { ...this.claimRef(d, 'denied', at, month, pos), denial_reason: s(d, 'reason') });
        return;
      case 'ClaimPending':
        sink.add('claim_changes', this.claimRef(d, 'pending', at, month, pos));
        return;
      case 'ClaimFailed':
        sink.add('claim_changes', { ...this.claimRef(d, 'failed', at, month, pos), error_code: n(d, 'errorCode') });
        return;
      case 'ClaimWindowOpened': {
        const manufacturerId = s(d, 'manufacturerId');
        const opensAt = instantMs(d.opensAt) ?? at;
        sink.add('claim_window_opens', {
          order_id: this.id('order', d.orderId),
          manufacturer_id: manufacturerId,
          programme: manufacturerId ? (this.state.manufacturers[manufacturerId]?.programme ?? null) : null,
          patient_id: this.id('account', d.accountNumber),
          amount_cents: n(d, 'amountCents'),
          opens_at: opensAt,
          deadline: instantMs(d.deadline),
          month: opensAt === null ? month : new Date(opensAt).toISOString().slice(0, 7),
          pos,
        });
        return;
      }
      case 'PatientCreated':
        sink.add('patient_changes', {
          ...this.emptyPatient(),
          patient_id: this.id('account', d.accountNumber),
          change: 'created',
          practice_id: this.id('practice', d.practiceId),
          location_id: this.id('location', d.locationId),
          at,
          birth_year: yearOf(d.dob),
          imported: b(d, 'isImported') ?? false,
          month,
          pos,
        });
        return;
      case 'CustomerRegistered':
        if (d.customerGroup !== 'Patient') return;
        sink.add('patient_changes', {
          ...this.emptyPatient(),
          patient_id: this.id('account', d.accountNumber),
          change: 'created',
          practice_id: this.id('practice', d.practiceId),
          location_id: this.id('location', d.locationId),
          at,
          imported: false,
          month,
          pos,
        });
        return;
      case 'CustomerProfileUpdated': {
        const first = Array.isArray(d.addresses) && d.addresses[0] && typeof d.addresses[0] === 'object' ? (d.addresses[0] as Data) : {};
        sink.add('patient_changes', {
          ...this.emptyPatient(),
          patient_id: accountOfStream(),
          change: 'profile',
          at,
          birth_year: yearOf(d.dob),
          city: s(first, 'city'),
          state: s(first, 'state'),
          zip: s(first, 'zip'),
          month,
          pos,
        });
        return;
      }
      case 'PatientSyncedFromPms':
        if (yearOf(d.dob) === null) return;
        sink.add('patient_changes', { ...this.emptyPatient(), patient_id: accountOfStream(), change: 'pms', at, birth_year: yearOf(d.dob), month, pos });
        return;
      case 'PatientDeactivated':
        sink.add('patient_changes', { ...this.emptyPatient(), patient_id: accountOfStream(), change: 'deactivated', at, month, pos });
        return;
      default:
        this.dimension(e, d, at, month);
    }
  }

  private emptyRx(): ChangeRow {
    return Object.fromEntries(CHANGE_TABLES.rx_changes.columns.map(([c]) => [c, null]));
  }

  private emptyPatient(): ChangeRow {
    return Object.fromEntries(CHANGE_TABLES.patient_changes.columns.map(([c]) => [c, null]));
  }

  private claimRef(d: Data, change: string, at: number | null, month: string, pos: number): ChangeRow {
    return {
      ...Object.fromEntries(CHANGE_TABLES.claim_changes.columns.map(([c]) => [c, null])),
      claim_id: this.id('claim', d.claimId),
      change,
      patient_id: this.id('account', d.accountNumber),
      order_id: this.id('order', d.orderId),
      manufacturer_id: s(d, 'manufacturerId'),
      at: instantMs(d.at) ?? at,
      month,
      pos,
    };
  }

  private checkout(d: OrderCheckedOut['data'], e: LoggedEvent, sink: ChangeSink): void {
    const orderId = this.id('order', d.orderId);
    if (!orderId) return;
    const locationId = this.id('location', d.locationId);
    const location = locationId ? this.state.locations[locationId] : undefined;
    const timeZone = location?.time_zone ?? 'UTC';
    const orderDate = typeof d.orderDate === 'string' ? d.orderDate : e.metadata.occurredAt;
    const orderedAt = instantMs(orderDate) ?? instantMs(e.metadata.occurredAt);
    const orderDay = localDay(orderDate, timeZone);
    const month = orderDay.slice(0, 7);
    const lines: CartLine[] = Array.isArray(d.lines) ? d.lines : [];
    const common = {
      patient_id: this.id('account', d.customerAccountNumber),
      practice_id: this.id('practice', d.practiceId),
      location_id: locationId,
      prescription_id: this.id('prescription', d.prescriptionId),
    };
    let boxes = 0;
    let units = 0;
    let supplyDays = 0;
    let cost: number | null = 0;
    lines.forEach((l, i) => {
      const lineBoxes = Number.isFinite(l.boxes) ? l.boxes : 0;
      const packSize = Number.isFinite(l.packSize) ? l.packSize : 0;
      const lineCost = typeof l.unitCostCents === 'number' ? l.unitCostCents * lineBoxes : null;
      const product = this.state.products[l.productId];
      boxes += lineBoxes;
      units += lineBoxes * packSize;
      supplyDays = Math.max(supplyDays, Number.isFinite(l.supplyDays) ? l.supplyDays : 0);
      cost = cost === null || lineCost === null ? null : cost + lineCost;
      sink.add('order_lines', {
        order_id: orderId,
        line_no: i + 1,
        ...common,
        ordered_at: orderedAt,
        order_day: orderDay,
        eye: l.eye ?? null,
        product_id: l.productId ?? null,
        variant_id: l.variantId ?? null,
        brand_id: product?.brand_id ?? null,
        brand_name: product?.brand_name ?? null,
        manufacturer_id: product?.manufacturer_id ?? null,
        modality: product?.modality ?? null,
        lens_type: product?.lens_type ?? null,
        dimensions: l.dimensions ? JSON.stringify(l.dimensions) : null,
        boxes: lineBoxes,
        pack_size: packSize,
        units: lineBoxes * packSize,
        supply_days: Number.isFinite(l.supplyDays) ? l.supplyDays : null,
        days_per_box: lineBoxes > 0 && Number.isFinite(l.supplyDays) ? l.supplyDays / lineBoxes : null,
        price_tier: l.priceTier ?? null,
        unit_price_cents: Number.isFinite(l.unitPriceCents) ? l.unitPriceCents : null,
        unit_cost_cents: typeof l.unitCostCents === 'number' ? l.unitCostCents : null,
        retail_cents: Number.isFinite(l.unitPriceCents) ? l.unitPriceCents * lineBoxes : null,
        cost_cents: lineCost,
        month,
      });
    });
    const summary = (d.summary ?? {}) as unknown as Data;
    const delivery = (d.delivery ?? {}) as unknown as Data;
    const address = o(delivery, 'address');
    sink.add('order_checkouts', {
      order_id: orderId,
      cart_id: this.id('cart', d.cartId),
      ...common,
      placed_by: d.placedBy ?? null,
      created_by_csr: d.createdByCsr === true,
      actor_role: e.metadata.actor?.customerGroup ?? null,
      ordered_at: orderedAt,
      order_day: orderDay,
      time_zone: timeZone,
      delivery_method: s(delivery, 'method'),
      delivery_mode_id: s(delivery, 'deliveryModeId'),
      promo_code: s(delivery, 'promoCode'),
      ship_city: s(address, 'city'),
      ship_state: s(address, 'state'),
      ship_zip: s(address, 'zip'),
      payment_type: s(o(d as unknown as Data, 'payment'), 'type'),
      line_count: lines.length,
      boxes,
      units,
      supply_days: supplyDays,
      sub_total_cents: n(summary, 'subTotalCents'),
      discount_cents: n(summary, 'discountCents'),
      insurance_cents: n(summary, 'insuranceCents'),
      shipping_cents: n(summary, 'shippingCents'),
      tax_cents: n(summary, 'taxCents'),
      total_cents: n(summary, 'totalCents'),
      cost_cents: lines.length ? cost : null,
      month,
      pos: e.globalPosition,
    });
  }

  private dimension(e: LoggedEvent, d: Data, at: number | null, month: string): void {
    const st = this.state;
    switch (e.type) {
      case 'PracticeRegistered': {
        const id = this.id('practice', d.practiceId);
        if (!id) return;
        st.practices[id] ??= { practice_id: id, registered_at: at, blocked: false, credit_hold: false, prescription_expiry_years: null, location_count: 0, month };
        break;
      }
      case 'PracticeBlocked':
      case 'PracticeUnblocked':
      case 'CreditHoldPlaced':
      case 'CreditHoldReleased':
      case 'DefaultPrescriptionExpirySet': {
        const p = st.practices[this.id('practice', d.practiceId) ?? ''];
        if (!p) return;
        if (e.type === 'PracticeBlocked' || e.type === 'PracticeUnblocked') p.blocked = e.type === 'PracticeBlocked';
        else if (e.type === 'DefaultPrescriptionExpirySet') p.prescription_expiry_years = n(d, 'years');
        else p.credit_hold = e.type === 'CreditHoldPlaced';
        break;
      }
      case 'LocationAdded':
      case 'LocationInfoUpdated': {
        const id = this.id('location', d.locationId);
        if (!id) return;
        const address = o(d, 'address');
        const prev = st.locations[id];
        if (!prev && e.type === 'LocationAdded') {
          const p = st.practices[this.id('practice', d.practiceId) ?? ''];
          if (p) p.location_count += 1;
          this.touched.add('practices');
        }
        st.locations[id] = {
          location_id: id,
          practice_id: this.id('practice', d.practiceId) ?? prev?.practice_id ?? '',
          added_at: prev?.added_at ?? at,
          city: s(address, 'city'),
          state: s(address, 'state'),
          zip: s(address, 'zip'),
          time_zone: timeZoneOfState(s(address, 'state')),
          active: prev?.active ?? true,
          month: prev?.month ?? month,
        };
        this.touched.add('locations');
        return;
      }
      case 'LocationDeactivated':
      case 'LocationReactivated': {
        const l = st.locations[this.id('location', d.locationId) ?? ''];
        if (!l) return;
        l.active = e.type === 'LocationReactivated';
        this.touched.add('locations');
        return;
      }
      case 'ProductAdded':
      case 'ProductUpdated': {
        const p = d as unknown as Partial<ProductDefinition>;
        if (typeof p.productId !== 'string') return;
        const prev = st.products[p.productId];
        st.products[p.productId] = {
          product_id: p.productId,
          name: s(d, 'name'),
          brand_id: p.brand?.recordId ?? null,
          brand_name: p.brand?.name ?? null,
          manufacturer_id: s(d, 'manufacturerId'),
          modality: s(d, 'modality'),
          lens_type: s(d, 'lensType'),
          pack_size: n(d, 'packSize'),
          supply_amount: n(d, 'supplyAmount'),
          supply_unit: s(d, 'supplyUnit'),
          box_price_cents: typeof p.boxPrice === 'number' ? Math.round(p.boxPrice * 100) : null,
          available: b(d, 'isAvailable'),
          added_at: prev?.added_at ?? at,
          month: prev?.month ?? month,
        };
        this.touched.add('products');
        return;
      }
      case 'ManufacturerRegistered':
      case 'ManufacturerUpdated': {
        const m = d as unknown as Partial<ManufacturerDefinition>;
        if (typeof m.manufacturerId !== 'string') return;
        const prev = st.manufacturers[m.manufacturerId];
        st.manufacturers[m.manufacturerId] = {
          manufacturer_id: m.manufacturerId,
          name: s(d, 'displayName'),
          programme: s(d, 'programme'),
          programme_name: s(d, 'rewardsDisplayName'),
          registered_at: prev?.registered_at ?? at,
          month: prev?.month ?? month,
        };
        this.touched.add('manufacturers');
        return;
      }
      default:
        return;
    }
    this.touched.add('practices');
  }
}
