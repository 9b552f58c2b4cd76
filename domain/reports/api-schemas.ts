import { z } from 'zod';
import { summaryCents } from '../ordering/api-schemas';
import { ORDER_STATUS_VALUES, orderStatusInput } from '../ordering/order-status';
import { pageWindow } from '../shared/paging';

/**
 * The report API contract (issue #6): inputs and replies of the order-status report, the sales
 * dashboard, the as-of snapshots and the reporting configuration. The query API validates with
 * these and the web reads the same types. Amounts are integer cents (the web formats dollars).
 *
 * Days are calendar days in the time zone of the order's location (`orderDay`), so "Nov 3" in a
 * practice's report means Nov 3 where the practice is. Weeks start on Monday; a period is named by
 * its first day (YYYY-MM-DD).
 */

export const REPORT_TYPES = ['sales', 'orderStatus'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const ORDER_STATUS_SORTS = ['orderDate', 'statusDate', 'status', 'patient', 'location', 'total'] as const;
export type OrderStatusSort = (typeof ORDER_STATUS_SORTS)[number];

export const ORDER_STATUS_REPORT_DEFAULT_LIMIT = 25;
export const ORDER_STATUS_REPORT_MAX_LIMIT = 100;
/** The CSV export answers at most this many rows (narrow the filters beyond it). */
export const ORDER_STATUS_CSV_MAX_ROWS = 100_000;
/** The dashboard's widest range. */
export const SALES_MAX_RANGE_DAYS = 731;

/** "Placed by" filter value for orders patients placed themselves online. */
export const PLACED_BY_PATIENT = 'patient';

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A valid date is required')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'A valid date is required');

/** A query-string list: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
const list = <T extends z.ZodType<unknown, string>>(item: T, max = 50) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
    .pipe(z.array(item).max(max).optional());

const id = z.string().trim().min(1).max(80);

/** A snapshot id from GET /api/reports/snapshots; absent = live data. */
const asOf = z.string().trim().regex(/^[a-z0-9_]{1,63}$/, 'Unknown snapshot').optional();

/** Filters shared by the order-status report and its CSV; the dashboard's links are built from them. */
export const orderStatusFilters = z.object({
  /** Inclusive local days of the order (orderDay). */
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: list(orderStatusInput, 10),
  locationId: list(id),
  /** Account numbers of who placed the order, or `patient` for orders placed by patients online. */
  placedBy: list(id),
  brandId: list(id),
  manufacturerId: list(id),
  productId: list(id),
  /** Patient name, e-mail or account number (every word must match), or a sales order id. */
  search: z.string().trim().max(100).optional(),
  asOf,
});

export const orderStatusReportInput = orderStatusFilters
  .extend({
    sort: z.enum(ORDER_STATUS_SORTS).default('orderDate'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...pageWindow(ORDER_STATUS_REPORT_DEFAULT_LIMIT, { maxLimit: ORDER_STATUS_REPORT_MAX_LIMIT, maxOffset: 1_000_000 }),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The start date must not be after the end date', path: ['to'] });
export type OrderStatusReportInput = z.infer<typeof orderStatusReportInput>;

export const orderStatusCsvInput = orderStatusFilters
  .extend({
    sort: z.enum(ORDER_STATUS_SORTS).default('orderDate'),
    dir: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The start date must not be after the end date', path: ['to'] });

/** GET /api/reports/order-status.csv: CSV text (documents the 200; the route streams the text itself). */
export const orderStatusCsvReply = z.string().describe('text/csv');

/** The snapshot a reply was read from (null = live read models). */
export const snapshotRef = z
  .object({
    id: z.string(),
    /** The instant the log was replayed up to (every event at or before it). */
    asOf: z.string(),
    builtAt: z.string(),
  })
  .nullable();

/** Boxes of a set of lines or orders, and their lenses: boxes × pack size. */
const boxesAndUnits = { boxes: z.number().int(), units: z.number().int() };

/** Sums over every order the filters match (not only the page): they reconcile with the dashboard. */
export const reportTotals = z.object({
  orders: z.number().int(),
  ...boxesAndUnits,
  ...summaryCents.shape,
});
export type ReportTotals = z.infer<typeof reportTotals>;

export const orderStatusRow = z.object({
  salesOrderID: z.string(),
  /** ISO instant of checkout, and its local day at the order's location. */
  orderDate: z.string(),
  orderDay: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  statusLabel: z.string(),
  statusDate: z.string(),
  patient: z.object({ accountNumber: z.string(), name: z.string(), email: z.string().nullable() }),
  location: z.object({ locationId: z.string(), name: z.string() }),
  /** Who placed it: a staff member or administrator, or the patient online; csrName when a CSR acted for them. */
  placedBy: z.object({ accountNumber: z.string().nullable(), name: z.string(), group: z.string(), csrName: z.string().nullable() }),
  products: z.array(z.object({ eye: z.enum(['OD', 'OS']), productId: z.string(), name: z.string(), brandId: z.string().nullable(), brand: z.string().nullable(), boxes: z.number().int() })),
  ...boxesAndUnits,
  /** The order's amounts in cents, as the checkout summary (ordering's summaryCents). */
  ...summaryCents.shape,
  deliveryMethod: z.enum(['ship', 'inOffice', 'pickup']),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Issue #15: the order's manufacturer rewards claim (live, also beside a snapshot), when there is one. */
  rebateClaim: z.object({ statusLabel: z.string(), manufacturerId: z.string(), amountCents: z.number().int() }).optional(),
});
export type OrderStatusRow = z.infer<typeof orderStatusRow>;

export const orderStatusReportReply = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  snapshot: snapshotRef,
  totals: reportTotals,
  rows: z.array(orderStatusRow),
});
export type OrderStatusReportReply = z.infer<typeof orderStatusReportReply>;

export const salesReportInput = z
  .object({
    /** Inclusive local days; default: the last 30 days up to today. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    granularity: z.enum(GRANULARITIES).default('day'),
    locationId: list(id),
    asOf,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The start date must not be after the end date', path: ['to'] })
  .refine((v) => !v.from || !v.to || (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= SALES_MAX_RANGE_DAYS, {
    message: `Choose a range of at most ${SALES_MAX_RANGE_DAYS} days`,
    path: ['from'],
  });
export type SalesReportInput = z.infer<typeof salesReportInput>;

/** Sales figures of one group. netSales = subTotal − discounts (insurance is a payment towards it, shown apart). */
export const salesFigures = z.object({
  orders: z.number().int(),
  boxes: z.number().int(),
  units: z.number().int(),
  subTotalCents: z.number().int(),
  discountCents: z.number().int(),
  insuranceCents: z.number().int(),
  netSalesCents: z.number().int(),
  /** The practice's cost of the boxes sold (catalog cost at order time), and netSales − cost. */
  costCents: z.number().int(),
  marginCents: z.number().int(),
  /** netSales / orders, rounded to the cent; 0 without orders. */
  averageOrderValueCents: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

/**
 * Line-level figures (a brand's or manufacturer's boxes, units and sales of its own lines; orders =
 * orders with at least one such line). Discounts apply to whole orders and are not split by brand.
 */
export const lineFigures = z.object({
  orders: z.number().int(),
  boxes: z.number().int(),
  units: z.number().int(),
  salesCents: z.number().int(),
  costCents: z.number().int(),
});

export const salesReportReply = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(GRANULARITIES),
  snapshot: snapshotRef,
  /** Cancelled orders are not sales; every other status counts from checkout on. */
  summary: salesFigures.extend({ shippingCents: z.number().int(), taxCents: z.number().int(), totalCents: z.number().int() }),
  /** One entry per period in the range, empty periods included (zeros), oldest first. */
  series: z.array(salesFigures.extend({ period: z.string(), periodEnd: z.string() })),
  byBrand: z.array(lineFigures.extend({ brandId: z.string(), name: z.string() })),
  byManufacturer: z.array(lineFigures.extend({ manufacturerId: z.string(), name: z.string() })),
  byLocation: z.array(salesFigures.extend({ locationId: z.string(), name: z.string() })),
  /** accountNumber null = placed by patients online. */
  byStaff: z.array(salesFigures.extend({ accountNumber: z.string().nullable(), name: z.string(), group: z.string() })),
  /** Whether the practice has had any order at all (as of the snapshot): an empty range then asks for another range, else says none yet (issue #34). */
  everOrdered: z.boolean(),
});
export type SalesReportReply = z.infer<typeof salesReportReply>;

export const snapshotInfo = z.object({
  id: z.string(),
  asOf: z.string(),
  builtAt: z.string(),
  /** The report projections it holds (order_status_report, sales_dashboard). */
  projections: z.array(z.string()),
  eventsApplied: z.number().int(),
});
export const snapshotsReply = z.object({ snapshots: z.array(snapshotInfo) });
export type SnapshotInfo = z.infer<typeof snapshotInfo>;
export type SnapshotsReply = z.infer<typeof snapshotsReply>;

/** GET /api/pricing/reportingconfig?reportType= (spec point 7): what the report screens offer the caller. */
export const reportingConfigInput = z.object({ reportType: z.enum(REPORT_TYPES) });
const option = z.object({ value: z.string(), label: z.string() });
export const reportingConfigReply = z.object({
  reportType: z.enum(REPORT_TYPES),
  title: z.string(),
  /** The caller's practice locations (Staff: their own). */
  locations: z.array(z.object({ locationId: z.string(), name: z.string(), timeZone: z.string() })),
  /** Who has placed orders in the caller's scope ("placedBy" values), patients online included. */
  placedBy: z.array(option),
  brands: z.array(option),
  manufacturers: z.array(option),
  statuses: z.array(option),
  granularities: z.array(z.enum(GRANULARITIES)),
  sorts: z.array(z.enum(ORDER_STATUS_SORTS)),
  defaultRange: z.object({ from: z.string(), to: z.string() }),
  snapshots: z.array(snapshotInfo),
});
export type ReportingConfigReply = z.infer<typeof reportingConfigReply>;
