import type { ManufacturerDefinition, ProductDefinition } from '../../domain/catalog/events';
import type { CustomerProfileUpdated, CustomerRegistered, EmailChanged, PatientCreated, PatientSyncedFromPms } from '../../domain/identity/events';
import type { CartLine, OrderCheckedOut, OrderStatusChanged } from '../../domain/ordering/events';
import type { LocationAdded, LocationInfoUpdated } from '../../domain/practices/events';
import { personName } from '../../domain/reports/report-figures';
import { timeZoneOfState } from '../../domain/reports/time-zones';
import type { StoredEvent } from '../../infra/event-store/port';
import type { ReportLocationRow, ReportProductRow } from '../../infra/read-models/tables';
import { eventGuard } from './projection';

/**
 * What the report projections read from the events (issue #6), in one place: the dimension facts
 * (locations with their time zone, products, people) and the order facts. Defensive: a malformed
 * event gives defaults, never an exception that would stop the projection.
 */

export const LOCATION_EVENTS = ['LocationAdded', 'LocationInfoUpdated'] as const;
export const PRODUCT_EVENTS = ['ProductAdded', 'ProductUpdated'] as const;
export const ORDER_REPORT_EVENTS = ['OrderCheckedOut', 'OrderStatusChanged'] as const;

/** What a location event says about a location: a report's location row. */
export type LocationFact = ReportLocationRow;

export function locationFactOf(e: StoredEvent): LocationFact | undefined {
  const d = (e as StoredEvent<string, LocationAdded['data'] | LocationInfoUpdated['data']>).data;
  if (!d?.locationId) return undefined;
  return { location_id: d.locationId, practice_id: d.practiceId ?? '', name: d.name ?? d.locationId, time_zone: timeZoneOfState(d.address?.state), updated_at: e.metadata.occurredAt };
}

/** What a product event says about a product: a report's product row. */
export type ProductFact = ReportProductRow;

export function productFactOf(e: StoredEvent): ProductFact | undefined {
  const d = (e as StoredEvent<string, ProductDefinition>).data;
  if (!d?.productId) return undefined;
  return {
    product_id: d.productId,
    name: d.name ?? d.productId,
    brand_id: d.brand?.recordId ?? UNKNOWN_ID,
    brand_name: d.brand?.name ?? 'Unknown brand',
    manufacturer_id: d.manufacturerId ?? UNKNOWN_ID,
    box_price_cents: typeof d.boxPrice === 'number' ? Math.round(d.boxPrice * 100) : 0,
    updated_at: e.metadata.occurredAt,
  };
}

/** Brand or manufacturer of a line whose product the projection never saw. */
export const UNKNOWN_ID = 'unknown';

export const accountOfStream = (streamId: string) => streamId.replace(/^customer-/, '');

/** A change to a person's name or e-mail, from any of the account events. */
export type PersonChange =
  | { kind: 'created'; accountNumber: string; customerGroup: string; practiceId: string | null; firstName: string; lastName: string; email: string | null }
  | { kind: 'named'; accountNumber: string; firstName: string; lastName: string }
  | { kind: 'email'; accountNumber: string; email: string };

export const PERSON_EVENTS = ['CustomerRegistered', 'PatientCreated', 'CustomerProfileUpdated', 'EmailChanged', 'PatientSyncedFromPms'] as const;

export function personChangeOf(e: StoredEvent): PersonChange | undefined {
  switch (e.type) {
    case 'CustomerRegistered': {
      const d = (e as StoredEvent<string, CustomerRegistered['data']>).data;
      if (!d?.accountNumber) return undefined;
      return { kind: 'created', accountNumber: d.accountNumber, customerGroup: d.customerGroup, practiceId: d.practiceId ?? null, firstName: d.firstName ?? '', lastName: d.lastName ?? '', email: d.email ?? null };
    }
    case 'PatientCreated': {
      const d = (e as StoredEvent<string, PatientCreated['data']>).data;
      if (!d?.accountNumber) return undefined;
      return { kind: 'created', accountNumber: d.accountNumber, customerGroup: 'Patient', practiceId: d.practiceId ?? null, firstName: d.firstName ?? '', lastName: d.lastName ?? '', email: d.email ?? null };
    }
    case 'CustomerProfileUpdated':
    case 'PatientSyncedFromPms': {
      const d = (e as StoredEvent<string, CustomerProfileUpdated['data'] | PatientSyncedFromPms['data']>).data;
      return { kind: 'named', accountNumber: accountOfStream(e.streamId), firstName: d?.firstName ?? '', lastName: d?.lastName ?? '' };
    }
    case 'EmailChanged': {
      const d = (e as StoredEvent<string, EmailChanged['data']>).data;
      if (!d?.email) return undefined;
      return { kind: 'email', accountNumber: accountOfStream(e.streamId), email: d.email };
    }
    default:
      return undefined;
  }
}

export const fullName = personName;
/** The patient sort key: "last first", lower-cased. */
export const sortName = (firstName: string, lastName: string) => `${lastName} ${firstName}`.trim().toLowerCase();

const isCheckout = eventGuard<OrderCheckedOut>(['OrderCheckedOut']);
const isStatusChange = eventGuard<OrderStatusChanged>(['OrderStatusChanged']);

export function checkoutOf(e: StoredEvent): OrderCheckedOut['data'] | undefined {
  const d = isCheckout(e) ? e.data : undefined;
  return d?.orderId ? d : undefined;
}

export function statusChangeOf(e: StoredEvent): OrderStatusChanged['data'] | undefined {
  const d = isStatusChange(e) ? e.data : undefined;
  return d?.orderId && d.status ? d : undefined;
}

/** What a batch of report events touches: the dimension rows and orders to read before folding it. */
export interface BatchTouches {
  locationIds: Set<string>;
  productIds: Set<string>;
  manufacturerIds: Set<string>;
  /** People whose account events are in the batch. */
  accounts: Set<string>;
  /** The patients of the orders checked out in the batch. */
  patients: Set<string>;
  checkoutIds: Set<string>;
  statusChanges: OrderStatusChanged['data'][];
}

export function touchedBy(events: readonly StoredEvent[]): BatchTouches {
  const t: BatchTouches = { locationIds: new Set(), productIds: new Set(), manufacturerIds: new Set(), accounts: new Set(), patients: new Set(), checkoutIds: new Set(), statusChanges: [] };
  for (const e of events) {
    if (e.type === 'OrderCheckedOut') {
      const d = checkoutOf(e);
      if (!d) continue;
      t.checkoutIds.add(d.orderId);
      if (d.locationId) t.locationIds.add(d.locationId);
      if (d.customerAccountNumber) t.patients.add(d.customerAccountNumber);
      for (const l of d.lines ?? []) if (l?.productId) t.productIds.add(l.productId);
    } else if (e.type === 'OrderStatusChanged') {
      const d = statusChangeOf(e);
      if (d) t.statusChanges.push(d);
    } else if (e.type === 'LocationAdded' || e.type === 'LocationInfoUpdated') {
      const f = locationFactOf(e);
      if (f) t.locationIds.add(f.location_id);
    } else if (e.type === 'ProductAdded' || e.type === 'ProductUpdated') {
      const f = productFactOf(e);
      if (f) t.productIds.add(f.product_id);
    } else if (e.type === 'ManufacturerRegistered' || e.type === 'ManufacturerUpdated') {
      const d = (e as StoredEvent<string, ManufacturerDefinition>).data;
      if (d?.manufacturerId) t.manufacturerIds.add(d.manufacturerId);
    } else {
      const c = personChangeOf(e);
      if (c) t.accounts.add(c.accountNumber);
    }
  }
  return t;
}

export const linesOf = (d: OrderCheckedOut['data']): CartLine[] => (Array.isArray(d.lines) ? d.lines : []);

export const lineBoxes = (l: CartLine) => (Number.isFinite(l.boxes) ? l.boxes : 0);
export const lineUnits = (l: CartLine) => lineBoxes(l) * (Number.isFinite(l.packSize) ? l.packSize : 0);
