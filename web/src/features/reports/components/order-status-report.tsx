import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES } from '@domain/ordering/order-status';
import type { ReportingConfigReply } from '@domain/reports/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useDownloadOrderStatusCsv } from '@/features/reports/api/download-order-status-csv';
import { useOrderStatusReport } from '@/features/reports/api/get-order-status-report';
import { useReportSnapshots } from '@/features/reports/api/get-report-snapshots';
import { useReportingConfig } from '@/features/reports/api/get-reporting-config';
import { REPORT_MESSAGES } from '@/features/reports/messages';
import {
  PAGE_SIZES,
  activeFilterCount,
  emptyFilters,
  filterChips,
  orderStatusHref,
  orderStatusQuery,
  readOrderStatusUrl,
  type OptionLabels,
  type OrderStatusFilterValues,
  type OrderStatusUrlState,
} from '@/features/reports/report-filters';
import { FilterChips } from './filter-chips';
import { OrderStatusFiltersPanel, type FilterOption, type FilterOptions } from './order-status-filters-panel';
import { OrderStatusTable } from './order-status-table';
import { ReportTotalsBar } from './report-totals-bar';
import { AsOfSelect, SnapshotBanner } from './snapshot-controls';
import './reports.css';
import { RetryButton } from '@/components/retry-button';

/** Two statuses share the label "Shipped" (spec point 4); the filter tells them apart. */
const STATUS_HINTS: Partial<Record<string, string>> = { shipped_error: 'tracking unavailable', processing: 'confirmed' };

function statusOptions(config: ReportingConfigReply | undefined): FilterOption[] {
  const base = config?.statuses ?? ORDER_STATUS_VALUES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
  return base.map((option) => {
    const twin = base.some((other) => other.value !== option.value && other.label === option.label);
    return twin ? { ...option, label: `${option.label} (${STATUS_HINTS[option.value] ?? option.value.replace(/_/g, ' ')})` } : option;
  });
}

function optionsFrom(config: ReportingConfigReply | undefined): FilterOptions {
  return {
    status: statusOptions(config),
    locationId: (config?.locations ?? []).map((l) => ({ value: l.locationId, label: l.name })),
    placedBy: config?.placedBy ?? [],
    brandId: config?.brands ?? [],
    manufacturerId: config?.manufacturers ?? [],
  };
}

function labelsFrom(options: FilterOptions): OptionLabels {
  const labels: OptionLabels = {};
  for (const [key, list] of Object.entries(options) as [keyof FilterOptions, FilterOption[]][]) labels[key] = new Map(list.map((o) => [o.value, o.label]));
  return labels;
}

/** /location/order-status, "Your Orders" (spec point 2): every order of the practice, filtered, sorted, paged, exported. */
export function OrderStatusReport() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readOrderStatusUrl(params), [params]);
  const query = useMemo(() => orderStatusQuery(state), [state]);
  const report = useOrderStatusReport(query, !state.rangeError);
  const config = useReportingConfig('orderStatus');
  const snapshots = useReportSnapshots();
  const csv = useDownloadOrderStatusCsv();
  const [panelOpen, setPanelOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);

  const options = useMemo(() => optionsFrom(config.data), [config.data]);
  const chips = useMemo(() => filterChips(state.filters, labelsFrom(options)), [state.filters, options]);
  const filterCount = activeFilterCount(state.filters);

  function go(next: Partial<OrderStatusUrlState>, keepPage = false) {
    const merged = { ...state, ...next, page: keepPage ? (next.page ?? state.page) : 1 };
    // flushSync: checkboxes and radios are controlled by the URL and must not flicker back while it changes.
    void navigate(orderStatusHref(merged), { flushSync: true });
  }
  const setFilters = (filters: OrderStatusFilterValues) => go({ filters });
  const clearFilters = () => go({ filters: { ...emptyFilters(), asOf: state.filters.asOf } });
  function closePanel() {
    setPanelOpen(false);
    filtersButton.current?.focus();
  }
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    setFilters({ ...state.filters, search: value || undefined });
  }

  const data = report.data;
  const updating = report.isPlaceholderData || (report.isFetching && !report.isPending);
  const unfiltered = filterCount === 0;

  return (
    <div className="stack-lg">
      <div className="report-toolbar card card--padded">
        <form className="report-search" role="search" aria-label="Search orders" onSubmit={onSearch} key={state.filters.search ?? ''}>
          <TextField
            label="Search orders"
            name="search"
            type="search"
            maxLength={100}
            defaultValue={state.filters.search ?? ''}
            hint="Patient name, e-mail or account number, or an order ID"
          />
          <Button type="submit" variant="secondary" className="report-search__submit">
            Search
          </Button>
        </form>
        <div className="report-toolbar__actions">
          <Button
            ref={filtersButton}
            variant="secondary"
            className="report-filters-button"
            aria-expanded={panelOpen}
            aria-controls="order-filters-panel"
            onClick={() => (panelOpen ? closePanel() : setPanelOpen(true))}
          >
            Filters{filterCount ? <span className="report-count-badge"> {filterCount}<span className="visually-hidden"> active</span></span> : null}
          </Button>
          <AsOfSelect value={state.filters.asOf} snapshots={snapshots.data ?? []} onChange={(asOf) => go({ filters: { ...state.filters, asOf } })} />
        </div>
      </div>

      {panelOpen ? (
        <OrderStatusFiltersPanel
          id="order-filters-panel"
          filters={state.filters}
          options={options}
          rangeError={state.rangeError}
          onChange={setFilters}
          onClear={clearFilters}
          onClose={closePanel}
        />
      ) : null}

      <FilterChips chips={chips} filters={state.filters} onChange={setFilters} onClear={clearFilters} />
      {state.ignored.length ? (
        <Alert tone="warning">Some filters in this link were not understood and are ignored: {state.ignored.join(', ')}.</Alert>
      ) : null}
      {state.rangeError ? <Alert tone="error">{state.rangeError}</Alert> : null}
      {csv.isError ? <Alert tone="error">{csv.error.message || REPORT_MESSAGES.csvError}</Alert> : null}
      {snapshots.isError ? <p className="muted">{REPORT_MESSAGES.snapshotsUnavailable}</p> : null}
      <SnapshotBanner snapshot={data?.snapshot} onLive={() => go({ filters: { ...state.filters, asOf: undefined } })} />

      <section aria-labelledby="orders-heading" className="stack-md">
        <div className="section-bar">
          <h2 id="orders-heading" className="section-title">
            Orders{data ? <span className="section-title__count"> ({data.total.toLocaleString('en-US')})</span> : null}
          </h2>
          {data && data.total > 0 ? (
            <div className="report-list-actions">
              <SelectField
                label="Orders per page"
                className="report-page-size"
                options={PAGE_SIZES.map((n) => [String(n), String(n)] as const)}
                value={String(state.limit)}
                onChange={(e) => go({ limit: Number(e.target.value) })}
              />
              <Button variant="secondary" size="sm" loading={csv.isPending} disabled={Boolean(state.rangeError)} onClick={() => csv.mutate(orderStatusQuery(state, false))}>
                Export CSV
              </Button>
            </div>
          ) : null}
        </div>
        <div aria-live="polite" className="results-status">
          {state.rangeError ? null : report.isPending ? (
            <Spinner label="Loading orders…" />
          ) : report.isError ? null : data && data.total === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">{unfiltered && !data.snapshot ? 'No orders yet' : REPORT_MESSAGES.noOrders}</p>
              <p className="empty-state__text">{unfiltered && !data.snapshot ? REPORT_MESSAGES.noOrdersYet : REPORT_MESSAGES.noOrdersHint}</p>
            </div>
          ) : updating ? (
            <p className="results-count">Updating…</p>
          ) : null}
        </div>
        {report.isError ? (
          <Alert
            tone="error"
            title={REPORT_MESSAGES.orderStatusLoadError}
            action={
              <RetryButton onRetry={report.refetch} />
            }
          >
            {report.error.message && report.error.message !== REPORT_MESSAGES.orderStatusLoadError ? report.error.message : null}
          </Alert>
        ) : null}
        {data && data.total > 0 && data.rows.length === 0 && !updating ? (
          <Alert tone="info" action={<Button variant="secondary" size="sm" onClick={() => go({})}>Go to the first page</Button>}>
            This page is past the last order.
          </Alert>
        ) : null}
        {data && data.total > 0 && !state.rangeError ? (
          <>
            <ReportTotalsBar totals={data.totals} />
            <OrderStatusTable
              rows={data.rows}
              total={data.total}
              // The page on screen (the reply's), not the one loading: the pager never runs ahead of the rows.
              page={Math.floor(data.offset / data.limit) + 1}
              pageSize={data.limit}
              sort={state.sort}
              dir={state.dir}
              updating={updating}
              onSortChange={(sort, dir) => go({ sort, dir })}
              onPageChange={(page) => go({ page }, true)}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
