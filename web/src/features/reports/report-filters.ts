import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES, type OrderStatusValue } from '@domain/ordering/order-status';
import {
  GRANULARITIES,
  ORDER_STATUS_REPORT_DEFAULT_LIMIT,
  ORDER_STATUS_REPORT_MAX_LIMIT,
  ORDER_STATUS_SORTS,
  PLACED_BY_PATIENT,
  SALES_MAX_RANGE_DAYS,
  orderStatusFilters,
  type Granularity,
  type OrderStatusSort,
} from '@domain/reports/api-schemas';
import { paths } from '@/config/paths';
import {
  clipToRange,
  daysBetween,
  defaultGranularity,
  formatDay,
  isIsoDay,
  isRangePreset,
  presetOf,
  presetRange,
  type DayRange,
  type RangePreset,
} from './date-ranges';

/**
 * The report screens keep their whole state in the URL (issue #6: a dashboard figure links to the
 * filtered order list, and a reload keeps it). This module is the one place that reads and writes
 * those URLs, and builds the order-status request from them. Pure: unit-tested beside it.
 */

export const LIST_FILTERS = ['status', 'locationId', 'placedBy', 'brandId', 'manufacturerId', 'productId'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export interface OrderStatusFilterValues {
  from?: string | undefined;
  to?: string | undefined;
  status: OrderStatusValue[];
  locationId: string[];
  placedBy: string[];
  brandId: string[];
  manufacturerId: string[];
  productId: string[];
  search?: string | undefined;
  asOf?: string | undefined;
}

export interface OrderStatusUrlState {
  filters: OrderStatusFilterValues;
  sort: OrderStatusSort;
  dir: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  limit: number;
  /** Why the request cannot be sent as it stands (e.g. the start date after the end date). */
  rangeError?: string | undefined;
  /** URL parameters that were not understood and are ignored. */
  ignored: string[];
}

export const DEFAULT_SORT: OrderStatusSort = 'orderDate';
export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Columns whose first click sorts ascending (names); dates and amounts start with the newest/largest. */
const ASCENDING_FIRST: readonly OrderStatusSort[] = ['patient', 'location', 'status'];

export function firstDirection(sort: OrderStatusSort): 'asc' | 'desc' {
  return ASCENDING_FIRST.includes(sort) ? 'asc' : 'desc';
}

/** Sales count every status but cancelled (contract: cancelled orders are not sales). */
export const SALES_STATUSES: OrderStatusValue[] = ORDER_STATUS_VALUES.filter((s) => s !== 'cancelled');

export function emptyFilters(): OrderStatusFilterValues {
  return { status: [], locationId: [], placedBy: [], brandId: [], manufacturerId: [], productId: [] };
}

function listValues(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

const RANGE_ORDER_MESSAGE = 'The start date must not be after the end date';

/** Reads /location/order-status?… into filters, sort and page; anything invalid is dropped and named. */
export function readOrderStatusUrl(params: URLSearchParams): OrderStatusUrlState {
  const filters = emptyFilters();
  const ignored: string[] = [];

  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    if (isIsoDay(value)) filters[key] = value;
    else ignored.push(key);
  }
  for (const key of LIST_FILTERS) {
    const values = listValues(params, key);
    if (values.length === 0) continue;
    const parsed = orderStatusFilters.shape[key].safeParse(values);
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: unique(parsed.data) });
    else ignored.push(key);
  }
  const search = params.get('search')?.trim();
  if (search) {
    const parsed = orderStatusFilters.shape.search.safeParse(search);
    if (parsed.success) filters.search = parsed.data;
    else ignored.push('search');
  }
  const asOf = params.get('asOf');
  if (asOf) {
    const parsed = orderStatusFilters.shape.asOf.safeParse(asOf);
    if (parsed.success) filters.asOf = parsed.data;
    else ignored.push('asOf');
  }

  const sortParam = params.get('sort');
  const sort = (ORDER_STATUS_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as OrderStatusSort) : DEFAULT_SORT;
  if (sortParam && sort !== sortParam) ignored.push('sort');
  const dirParam = params.get('dir');
  const dir = dirParam === 'asc' || dirParam === 'desc' ? dirParam : firstDirection(sort);
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;
  const limitParam = Number.parseInt(params.get('limit') ?? '', 10);
  const limit = Number.isFinite(limitParam) && limitParam >= 1 && limitParam <= ORDER_STATUS_REPORT_MAX_LIMIT ? limitParam : ORDER_STATUS_REPORT_DEFAULT_LIMIT;

  const rangeError = filters.from && filters.to && filters.from > filters.to ? RANGE_ORDER_MESSAGE : undefined;
  return { filters, sort, dir, page, limit, rangeError, ignored };
}

type UrlRecord = Record<string, string | string[] | undefined>;

function filterRecord(filters: OrderStatusFilterValues): UrlRecord {
  return {
    from: filters.from,
    to: filters.to,
    status: filters.status.length ? filters.status : undefined,
    locationId: filters.locationId.length ? filters.locationId : undefined,
    placedBy: filters.placedBy.length ? filters.placedBy : undefined,
    brandId: filters.brandId.length ? filters.brandId : undefined,
    manufacturerId: filters.manufacturerId.length ? filters.manufacturerId : undefined,
    productId: filters.productId.length ? filters.productId : undefined,
    search: filters.search || undefined,
    asOf: filters.asOf,
  };
}

/** The order-status URL of a state; defaults (newest first, page 1, 25 a page) are left out. */
export function orderStatusHref(state: Pick<OrderStatusUrlState, 'filters'> & Partial<Pick<OrderStatusUrlState, 'sort' | 'dir' | 'page' | 'limit'>>): string {
  const sort = state.sort ?? DEFAULT_SORT;
  const dir = state.dir ?? firstDirection(sort);
  return paths.location.orderStatus.getHref({
    ...filterRecord(state.filters),
    sort: sort === DEFAULT_SORT ? undefined : sort,
    dir: dir === firstDirection(sort) ? undefined : dir,
    page: state.page && state.page > 1 ? String(state.page) : undefined,
    limit: state.limit && state.limit !== ORDER_STATUS_REPORT_DEFAULT_LIMIT ? String(state.limit) : undefined,
  });
}

/** Query-string parameters of GET /api/reports/order-status(.csv): lists comma-separated. */
export function orderStatusQuery(state: OrderStatusUrlState, withPage = true): Record<string, string | number | undefined> {
  const f = state.filters;
  const list = (values: string[]) => (values.length ? values.join(',') : undefined);
  return {
    from: f.from,
    to: f.to,
    status: list(f.status),
    locationId: list(f.locationId),
    placedBy: list(f.placedBy),
    brandId: list(f.brandId),
    manufacturerId: list(f.manufacturerId),
    productId: list(f.productId),
    search: f.search,
    asOf: f.asOf,
    sort: state.sort,
    dir: state.dir,
    ...(withPage ? { limit: state.limit, offset: (state.page - 1) * state.limit } : {}),
  };
}

export function activeFilterCount(filters: OrderStatusFilterValues): number {
  return (filters.from ? 1 : 0) + (filters.to ? 1 : 0) + LIST_FILTERS.reduce((n, key) => n + (filters[key].length ? 1 : 0), 0) + (filters.search ? 1 : 0);
}

// ---- chips ----------------------------------------------------------------------------------

export type OptionLabels = Partial<Record<ListFilter, ReadonlyMap<string, string>>>;

export interface FilterChip {
  id: string;
  /** Visible text, e.g. "Status: Shipped". */
  text: string;
  /** The filters without this chip. */
  without: (filters: OrderStatusFilterValues) => OrderStatusFilterValues;
}

const LIST_TITLES: Record<ListFilter, string> = {
  status: 'Status',
  locationId: 'Location',
  placedBy: 'Placed by',
  brandId: 'Brand',
  manufacturerId: 'Manufacturer',
  productId: 'Product',
};

function labelOf(key: ListFilter, value: string, labels: OptionLabels): string {
  const known = labels[key]?.get(value);
  if (known) return known;
  if (key === 'status') return ORDER_STATUS_LABELS[value as OrderStatusValue] ?? value;
  if (key === 'placedBy' && value === PLACED_BY_PATIENT) return 'Patients online';
  return value;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

/** One removable chip per active filter value; "every status but Cancelled" (the dashboard's sales) is one chip. */
export function filterChips(filters: OrderStatusFilterValues, labels: OptionLabels = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.from || filters.to) {
    const text = filters.from && filters.to ? `Order date: ${formatDay(filters.from)} – ${formatDay(filters.to)}` : filters.from ? `Ordered from ${formatDay(filters.from)}` : `Ordered until ${formatDay(filters.to!)}`;
    chips.push({ id: 'dates', text, without: (f) => ({ ...f, from: undefined, to: undefined }) });
  }
  for (const key of LIST_FILTERS) {
    const values = filters[key];
    if (key === 'status' && values.length > 1 && sameSet(values, SALES_STATUSES)) {
      chips.push({ id: 'status:sales', text: `Status: all but ${labelOf('status', 'cancelled', labels)}`, without: (f) => ({ ...f, status: [] }) });
      continue;
    }
    for (const value of values) {
      chips.push({
        id: `${key}:${value}`,
        text: `${LIST_TITLES[key]}: ${labelOf(key, value, labels)}`,
        without: (f) => ({ ...f, [key]: (f[key] as string[]).filter((v) => v !== value) }),
      });
    }
  }
  if (filters.search) chips.push({ id: 'search', text: `Search: “${filters.search}”`, without: (f) => ({ ...f, search: undefined }) });
  return chips;
}

// ---- dashboard ------------------------------------------------------------------------------

export interface DashboardUrlState {
  preset: RangePreset;
  range: DayRange;
  granularity: Granularity;
  /** The granularity was chosen (else it follows the range). */
  granularityChosen: boolean;
  locationId: string[];
  asOf?: string | undefined;
  rangeError?: string | undefined;
}

/**
 * Reads /location/dashboard?…: `range=last7|last30|last90|month|ytd` (rolling) or `from`/`to`
 * (custom), `granularity`, `locationId`, `asOf`. `today` is the last day of the data: today at
 * the practice, or the day of the chosen snapshot.
 */
export function readDashboardUrl(params: URLSearchParams, today: string): DashboardUrlState {
  const from = params.get('from');
  const to = params.get('to');
  const rangeParam = params.get('range');
  let range: DayRange;
  let preset: RangePreset;
  if (isIsoDay(from) && isIsoDay(to)) {
    range = { from, to };
    preset = presetOf(range, today);
  } else if (isRangePreset(rangeParam) && rangeParam !== 'custom') {
    preset = rangeParam;
    range = presetRange(rangeParam, today)!;
  } else {
    preset = 'last30';
    range = presetRange('last30', today)!;
  }
  const g = params.get('granularity');
  const granularityChosen = (GRANULARITIES as readonly string[]).includes(g ?? '');
  const granularity = granularityChosen ? (g as Granularity) : defaultGranularity(range);
  const locationId = unique(listValues(params, 'locationId')).filter((v) => v.length <= 80);
  const asOfParsed = orderStatusFilters.shape.asOf.safeParse(params.get('asOf') ?? undefined);
  const asOf = asOfParsed.success ? asOfParsed.data : undefined;
  const rangeError =
    range.from > range.to ? RANGE_ORDER_MESSAGE : daysBetween(range.from, range.to) > SALES_MAX_RANGE_DAYS ? `Choose a range of at most ${SALES_MAX_RANGE_DAYS} days` : undefined;
  return { preset, range, granularity, granularityChosen, locationId, asOf, rangeError };
}

/** The dashboard URL of a state: a rolling preset by name, a custom range by its days. */
export function dashboardHref(state: Pick<DashboardUrlState, 'preset' | 'range' | 'locationId' | 'asOf'> & { granularity?: Granularity | undefined }): string {
  const custom = state.preset === 'custom';
  return paths.location.dashboard.getHref({
    range: custom || state.preset === 'last30' ? undefined : state.preset,
    from: custom ? state.range.from : undefined,
    to: custom ? state.range.to : undefined,
    granularity: state.granularity,
    locationId: state.locationId.length ? state.locationId : undefined,
    asOf: state.asOf,
  });
}

/** What narrows a dashboard figure beyond the dashboard's own filters. */
export interface FigureScope {
  period?: DayRange | undefined;
  locationId?: string | undefined;
  brandId?: string | undefined;
  manufacturerId?: string | undefined;
  /** Account number of the staff member, or null for orders patients placed online. */
  placedBy?: string | null | undefined;
}

/**
 * The orders behind a dashboard figure: the order-status URL with the dashboard's range (or the
 * figure's period inside it), location and snapshot, the figure's own scope, and every status but
 * cancelled, so the list's totals bar shows the same numbers.
 */
export function ordersBehind(dashboard: Pick<DashboardUrlState, 'range' | 'locationId' | 'asOf'>, scope: FigureScope = {}): string {
  const days = scope.period ? clipToRange(scope.period, dashboard.range) : dashboard.range;
  const filters: OrderStatusFilterValues = {
    ...emptyFilters(),
    from: days.from,
    to: days.to,
    status: [...SALES_STATUSES],
    locationId: scope.locationId ? [scope.locationId] : [...dashboard.locationId],
    placedBy: scope.placedBy === undefined ? [] : [scope.placedBy ?? PLACED_BY_PATIENT],
    brandId: scope.brandId ? [scope.brandId] : [],
    manufacturerId: scope.manufacturerId ? [scope.manufacturerId] : [],
    asOf: dashboard.asOf,
  };
  return orderStatusHref({ filters });
}
