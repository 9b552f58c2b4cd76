import { describe, expect, it } from 'vitest';
import {
  SALES_STATUSES,
  dashboardHref,
  emptyFilters,
  filterChips,
  orderStatusHref,
  orderStatusQuery,
  ordersBehind,
  readDashboardUrl,
  readOrderStatusUrl,
} from './report-filters';

const url = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('order-status URL', () => {
  it('reads repeated and comma-separated lists, spellings of statuses, sort and page', () => {
    const state = readOrderStatusUrl(new URLSearchParams('status=shipped&status=canceled,delayed&locationId=LOC-1&search=%20nguyen%20&sort=total&page=3&limit=50&asOf=asof_20261101'));
    expect(state.filters).toMatchObject({ status: ['shipped', 'cancelled', 'delayed_delivery'], locationId: ['LOC-1'], search: 'nguyen', asOf: 'asof_20261101' });
    expect(state).toMatchObject({ sort: 'total', dir: 'desc', page: 3, limit: 50, ignored: [] });
    expect(orderStatusQuery(state)).toMatchObject({ status: 'shipped,cancelled,delayed_delivery', locationId: 'LOC-1', limit: 50, offset: 100, sort: 'total', dir: 'desc' });
  });

  it('defaults to newest orders first, 25 a page; names sorts by name ascending first', () => {
    expect(readOrderStatusUrl(new URLSearchParams(''))).toMatchObject({ sort: 'orderDate', dir: 'desc', page: 1, limit: 25 });
    expect(readOrderStatusUrl(new URLSearchParams('sort=patient'))).toMatchObject({ sort: 'patient', dir: 'asc' });
  });

  it('drops what it does not understand and says so', () => {
    const state = readOrderStatusUrl(new URLSearchParams('status=lost&from=2026-02-30&sort=colour&page=-2&limit=5000&asOf=DROP%20TABLE'));
    expect(state.filters).toEqual(emptyFilters());
    expect(state.ignored.sort()).toEqual(['asOf', 'from', 'sort', 'status']);
    expect(state).toMatchObject({ sort: 'orderDate', page: 1, limit: 25 });
  });

  it('refuses a start date after the end date', () => {
    expect(readOrderStatusUrl(new URLSearchParams('from=2026-11-05&to=2026-11-01')).rangeError).toBe('The start date must not be after the end date');
  });

  it('writes a URL that reads back the same state, without the defaults', () => {
    const state = readOrderStatusUrl(new URLSearchParams('status=shipped,delivered&brandId=BR-1&from=2026-11-01&to=2026-11-30&sort=patient&dir=desc&page=2'));
    const href = orderStatusHref(state);
    expect(href.startsWith('/location/order-status?')).toBe(true);
    expect(url(href).getAll('status')).toEqual(['shipped', 'delivered']);
    expect(readOrderStatusUrl(url(href))).toEqual(state);
    expect(orderStatusHref({ filters: emptyFilters(), sort: 'orderDate', dir: 'desc', page: 1, limit: 25 })).toBe('/location/order-status');
  });
});

describe('filter chips', () => {
  it('makes one removable chip per value, with the option labels', () => {
    const filters = { ...emptyFilters(), from: '2026-11-01', to: '2026-11-30', brandId: ['BR-1', 'BR-2'], placedBy: ['patient'], search: 'smith' };
    const chips = filterChips(filters, { brandId: new Map([['BR-1', 'Acuvue']]) });
    expect(chips.map((c) => c.text)).toEqual(['Order date: 11/01/2026 – 11/30/2026', 'Placed by: Patients online', 'Brand: Acuvue', 'Brand: BR-2', 'Search: “smith”']);
    const brand = chips.find((c) => c.id === 'brandId:BR-1')!;
    expect(brand.without(filters).brandId).toEqual(['BR-2']);
    expect(chips[0]!.without(filters)).toMatchObject({ from: undefined, to: undefined });
  });

  it('shows the dashboard\'s "every status but cancelled" as one chip', () => {
    const chips = filterChips({ ...emptyFilters(), status: [...SALES_STATUSES] });
    expect(chips.map((c) => c.text)).toEqual(['Status: all but Cancelled']);
    expect(chips[0]!.without({ ...emptyFilters(), status: [...SALES_STATUSES] }).status).toEqual([]);
  });
});

describe('dashboard URL', () => {
  const today = '2026-11-03';
  it('reads a rolling preset, a custom range and the default (last 30 days)', () => {
    expect(readDashboardUrl(new URLSearchParams('range=last7'), today)).toMatchObject({ preset: 'last7', range: { from: '2026-10-28', to: today }, granularity: 'day', granularityChosen: false });
    expect(readDashboardUrl(new URLSearchParams('from=2026-01-01&to=2026-06-30&granularity=week&locationId=LOC-1'), today)).toMatchObject({
      preset: 'custom',
      range: { from: '2026-01-01', to: '2026-06-30' },
      granularity: 'week',
      granularityChosen: true,
      locationId: ['LOC-1'],
    });
    expect(readDashboardUrl(new URLSearchParams(''), today)).toMatchObject({ preset: 'last30', range: { from: '2026-10-05', to: today } });
    expect(readDashboardUrl(new URLSearchParams('range=ytd'), today).granularity).toBe('month');
  });

  it('refuses ranges the API refuses', () => {
    expect(readDashboardUrl(new URLSearchParams('from=2026-11-05&to=2026-11-01'), today).rangeError).toBe('The start date must not be after the end date');
    expect(readDashboardUrl(new URLSearchParams('from=2020-01-01&to=2026-11-01'), today).rangeError).toBe('Choose a range of at most 731 days');
  });

  it('writes presets by name and custom ranges by their days', () => {
    expect(dashboardHref({ preset: 'last7', range: { from: '2026-10-28', to: today }, locationId: [], asOf: undefined })).toBe('/location/dashboard?range=last7');
    expect(dashboardHref({ preset: 'last30', range: { from: '2026-10-05', to: today }, locationId: [], asOf: undefined })).toBe('/location/dashboard');
    expect(dashboardHref({ preset: 'custom', range: { from: '2026-01-01', to: '2026-01-31' }, locationId: ['LOC-1'], asOf: 'snap_1', granularity: 'week' })).toBe(
      '/location/dashboard?from=2026-01-01&to=2026-01-31&granularity=week&locationId=LOC-1&asOf=snap_1',
    );
  });
});

describe('the orders behind a dashboard figure', () => {
  const dashboard = { range: { from: '2026-11-04', to: '2026-11-30' }, locationId: ['LOC-1'], asOf: 'snap_1' };

  it('carries the range, location, snapshot and every status but cancelled', () => {
    const params = url(ordersBehind(dashboard));
    expect(params.get('from')).toBe('2026-11-04');
    expect(params.get('to')).toBe('2026-11-30');
    expect(params.getAll('locationId')).toEqual(['LOC-1']);
    expect(params.get('asOf')).toBe('snap_1');
    expect(params.getAll('status')).toEqual(['new', 'processing', 'shipped', 'delivered', 'delayed_delivery', 'shipped_error']);
  });

  it('narrows to a period (clipped to the range), a brand, a manufacturer, a location or who placed it', () => {
    const week = url(ordersBehind(dashboard, { period: { from: '2026-11-02', to: '2026-11-08' } }));
    expect([week.get('from'), week.get('to')]).toEqual(['2026-11-04', '2026-11-08']);
    expect(url(ordersBehind(dashboard, { brandId: 'BR-1' })).getAll('brandId')).toEqual(['BR-1']);
    expect(url(ordersBehind(dashboard, { manufacturerId: 'MF-1' })).getAll('manufacturerId')).toEqual(['MF-1']);
    expect(url(ordersBehind(dashboard, { locationId: 'LOC-2' })).getAll('locationId')).toEqual(['LOC-2']);
    expect(url(ordersBehind(dashboard, { placedBy: '100000001' })).getAll('placedBy')).toEqual(['100000001']);
    expect(url(ordersBehind(dashboard, { placedBy: null })).getAll('placedBy')).toEqual(['patient']);
  });

  it('reads back on the order-status page as the same filters', () => {
    const state = readOrderStatusUrl(url(ordersBehind(dashboard, { brandId: 'BR-1' })));
    expect(state.filters).toMatchObject({ from: '2026-11-04', to: '2026-11-30', brandId: ['BR-1'], locationId: ['LOC-1'], asOf: 'snap_1' });
    expect(state.ignored).toEqual([]);
  });
});
