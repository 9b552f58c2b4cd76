import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GRANULARITIES, type Granularity, type SalesReportReply } from '@domain/reports/api-schemas';
import { Alert } from '@/components/alert';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useReportSnapshots } from '@/features/reports/api/get-report-snapshots';
import { useReportingConfig } from '@/features/reports/api/get-reporting-config';
import { useSalesReport } from '@/features/reports/api/get-sales-report';
import { RANGE_PRESETS, RANGE_PRESET_LABELS, formatDay, isIsoDay, isRangePreset, isoDayIn, periodLabel, periodPhrase, presetRange, type DayRange } from '@/features/reports/date-ranges';
import { REPORT_MESSAGES } from '@/features/reports/messages';
import { dashboardHref, ordersBehind, readDashboardUrl, type DashboardUrlState } from '@/features/reports/report-filters';
import { FiguresTable, type FigureColumn } from './figures-table';
import { KpiCards } from './kpi-cards';
import { SalesOverTimeChart, SalesShareChart } from './sales-charts';
import { AsOfSelect, SnapshotBanner } from './snapshot-controls';
import './reports.css';
import { RetryButton } from '@/components/retry-button';

type Figures = SalesReportReply['summary'];
type Period = SalesReportReply['series'][number];
type BrandRow = SalesReportReply['byBrand'][number];
type ManufacturerRow = SalesReportReply['byManufacturer'][number];
type LocationRow = SalesReportReply['byLocation'][number];
type StaffRow = SalesReportReply['byStaff'][number];

const GRANULARITY_LABELS: Record<Granularity, string> = { day: 'Day', week: 'Week', month: 'Month' };
const plural = (one: string, many: string) => (n: number) => (n === 1 ? one : many);

/** The columns of every sales-figures table (period, location, staff). */
function salesColumns<Row extends Omit<Figures, 'shippingCents' | 'taxCents' | 'totalCents'>>(): FigureColumn<Row>[] {
  return [
    { header: 'Orders', kind: 'count', value: (r) => r.orders, what: plural('order', 'orders') },
    { header: 'Boxes', kind: 'count', value: (r) => r.boxes, what: plural('box', 'boxes') },
    { header: 'Units', kind: 'count', value: (r) => r.units, what: plural('lens', 'lenses') },
    { header: 'Net sales', kind: 'money', value: (r) => r.netSalesCents, what: 'net sales' },
    { header: 'Discounts', kind: 'money', value: (r) => r.discountCents, what: 'in discounts' },
    { header: 'Insurance', kind: 'money', value: (r) => r.insuranceCents, what: 'insurance applied' },
    { header: 'Avg. order', kind: 'money', value: (r) => r.averageOrderValueCents, what: 'average order value' },
    { header: 'Margin', kind: 'money', value: (r) => r.marginCents, what: 'margin' },
  ];
}

/** Brand and manufacturer lines: their own boxes, lenses and sales. */
function lineColumns<Row extends { orders: number; boxes: number; units: number; salesCents: number; costCents: number }>(): FigureColumn<Row>[] {
  return [
    { header: 'Orders', kind: 'count', value: (r) => r.orders, what: plural('order', 'orders') },
    { header: 'Boxes', kind: 'count', value: (r) => r.boxes, what: plural('box', 'boxes') },
    { header: 'Units', kind: 'count', value: (r) => r.units, what: plural('lens', 'lenses') },
    { header: 'Sales', kind: 'money', value: (r) => r.salesCents, what: 'in sales' },
    { header: 'Margin', kind: 'money', value: (r) => r.salesCents - r.costCents, what: 'margin' },
  ];
}

/** /location/dashboard, "Reports" (spec point 2): sales by period, brand, manufacturer, location and staff member. */
export function SalesDashboard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = useReportingConfig('sales');
  const snapshots = useReportSnapshots();

  const asOfParam = params.get('asOf') ?? undefined;
  const snapshot = asOfParam ? snapshots.data?.find((s) => s.id === asOfParam) : undefined;
  const timeZone = config.data?.locations[0]?.timeZone;
  // "Today" is the last day of the data: the snapshot's day when one is chosen, else today at the practice.
  const today = snapshot ? isoDayIn(snapshot.asOf, timeZone) : (config.data?.defaultRange.to ?? isoDayIn(new Date(), timeZone));
  const ready = !config.isPending && (!asOfParam || !snapshots.isPending);

  const state = useMemo(() => readDashboardUrl(params, today), [params, today]);
  const query = useMemo(
    () => ({
      from: state.range.from,
      to: state.range.to,
      granularity: state.granularity,
      locationId: state.locationId.length ? state.locationId.join(',') : undefined,
      asOf: state.asOf,
    }),
    [state],
  );
  const sales = useSalesReport(query, ready && !state.rangeError);

  function go(next: Partial<DashboardUrlState>) {
    const merged = { ...state, ...next };
    void navigate(dashboardHref({ ...merged, granularity: next.granularity ?? (state.granularityChosen ? state.granularity : undefined) }), { flushSync: true });
  }
  function setRange(range: DayRange) {
    if (isIsoDay(range.from) && isIsoDay(range.to)) go({ preset: 'custom', range });
  }

  const data = sales.data;
  const shown: DashboardUrlState = data ? { ...state, range: { from: data.from, to: data.to } } : state;
  const rangeText = `from ${formatDay(shown.range.from)} to ${formatDay(shown.range.to)}`;
  const allOrders = ordersBehind(shown);
  const locations = config.data?.locations ?? [];
  const updating = sales.isPlaceholderData || (sales.isFetching && !sales.isPending);

  return (
    <div className="stack-lg">
      <div className="report-toolbar report-toolbar--dashboard card card--padded" role="group" aria-label="Report filters">
        <SelectField
          label="Date range"
          options={RANGE_PRESETS.map((p) => [p, RANGE_PRESET_LABELS[p]] as const)}
          value={state.preset}
          onChange={(e) => {
            const preset = e.target.value;
            if (!isRangePreset(preset)) return;
            if (preset === 'custom') go({ preset, range: state.range });
            else go({ preset, range: presetRange(preset, today)! });
          }}
        />
        <TextField label="From" type="date" value={state.range.from} max={state.range.to} onChange={(e) => setRange({ from: e.target.value, to: state.range.to })} />
        <TextField label="To" type="date" value={state.range.to} min={state.range.from} onChange={(e) => setRange({ from: state.range.from, to: e.target.value })} />
        <fieldset className="segmented report-granularity">
          <legend className="segmented__legend">Group by</legend>
          {GRANULARITIES.map((g) => (
            <label key={g} className="segmented__option">
              <input type="radio" name="granularity" value={g} checked={state.granularity === g} onChange={() => go({ granularity: g })} />
              <span>{GRANULARITY_LABELS[g]}</span>
            </label>
          ))}
        </fieldset>
        {locations.length > 1 ? (
          <SelectField
            label="Location"
            options={[['', 'All locations'], ...locations.map((l) => [l.locationId, l.name] as const)]}
            value={state.locationId.length === 1 ? state.locationId[0] : ''}
            onChange={(e) => go({ locationId: e.target.value ? [e.target.value] : [] })}
          />
        ) : null}
        <AsOfSelect value={state.asOf} snapshots={snapshots.data ?? []} onChange={(asOf) => go({ asOf })} />
      </div>

      {state.rangeError ? <Alert tone="error">{state.rangeError}</Alert> : null}
      {snapshots.isError ? <p className="muted">{REPORT_MESSAGES.snapshotsUnavailable}</p> : null}
      <SnapshotBanner snapshot={data?.snapshot} onLive={() => go({ asOf: undefined })} />

      <div aria-live="polite" className="results-status">
        {state.rangeError ? null : !ready || sales.isPending ? <Spinner label="Loading the dashboard…" /> : updating ? <p className="results-count">Updating…</p> : null}
      </div>

      {sales.isError ? (
        <Alert
          tone="error"
          title={REPORT_MESSAGES.dashboardLoadError}
          action={
            <RetryButton onRetry={sales.refetch} />
          }
        >
          {sales.error.message && sales.error.message !== REPORT_MESSAGES.dashboardLoadError ? sales.error.message : null}
        </Alert>
      ) : null}

      {data && !state.rangeError ? (
        <div className={updating ? 'stack-lg report-updating' : 'stack-lg'} aria-busy={updating || undefined}>
          <KpiCards summary={data.summary} rangeText={rangeText} href={allOrders} />
          {data.summary.orders === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">{REPORT_MESSAGES.noSales}</p>
              <p className="empty-state__text">
                {data.everOrdered
                  ? `No orders were placed ${rangeText}. Choose a wider date range${locations.length > 1 ? ' or another location' : ''}.`
                  : 'Your practice has no orders yet. Its sales show here from the first order placed for a patient or by a patient online.'}
              </p>
            </div>
          ) : (
            <DashboardSections data={data} state={shown} rangeText={rangeText} allOrders={allOrders} />
          )}
        </div>
      ) : null}
    </div>
  );
}

interface SectionsProps {
  data: SalesReportReply;
  state: DashboardUrlState;
  rangeText: string;
  allOrders: string;
}

function DashboardSections({ data, state, rangeText, allOrders }: SectionsProps) {
  const g = data.granularity;
  const byPeriod = g === 'day' ? 'by day' : g === 'week' ? 'by week' : 'by month';
  const summaryRow = { ...data.summary, period: data.from, periodEnd: data.to };
  return (
    <>
      <section className="card card--padded stack-md report-section" aria-labelledby="sales-time-heading">
        <div className="section-bar">
          <h2 id="sales-time-heading" className="section-title">
            Sales over time <span className="section-title__count">{byPeriod}</span>
          </h2>
        </div>
        <SalesOverTimeChart series={data.series} granularity={g} />
        <h3 className="report-subheading">Sales {byPeriod}, newest first</h3>
        <div className="report-table-scroll">
          <FiguresTable<Period>
            caption={`Sales ${byPeriod} ${rangeText}, newest first`}
            rowHeader="Period"
            rows={[...data.series].reverse()}
            rowKey={(p) => p.period}
            name={(p) => periodLabel(p.period, g)}
            scopeText={(p) => periodPhrase(p.period, g)}
            href={(p) => ordersBehind(state, { period: { from: p.period, to: p.periodEnd } })}
            isEmpty={(p) => p.orders === 0}
            columns={salesColumns<Period>()}
            total={{ label: 'Total', row: summaryRow, scopeText: rangeText, href: allOrders }}
          />
        </div>
      </section>

      <section className="card card--padded stack-md report-section" aria-labelledby="sales-brand-heading">
        <h2 id="sales-brand-heading" className="section-title">
          Sales by brand
        </h2>
        <div className="report-split">
          <SalesShareChart noun="brand" rows={data.byBrand} />
          <FiguresTable<BrandRow>
            caption={`Sales by brand ${rangeText}`}
            rowHeader="Brand"
            rows={data.byBrand}
            rowKey={(b) => b.brandId}
            name={(b) => b.name}
            scopeText={(b) => `for ${b.name} ${rangeText}`}
            href={(b) => ordersBehind(state, { brandId: b.brandId })}
            columns={lineColumns<BrandRow>()}
          />
        </div>
      </section>
      <section className="card card--padded stack-md report-section" aria-labelledby="sales-manufacturer-heading">
        <h2 id="sales-manufacturer-heading" className="section-title">
          Sales by manufacturer
        </h2>
        <div className="report-split">
          <SalesShareChart noun="manufacturer" rows={data.byManufacturer} />
          <FiguresTable<ManufacturerRow>
            caption={`Sales by manufacturer ${rangeText}`}
            rowHeader="Manufacturer"
            rows={data.byManufacturer}
            rowKey={(m) => m.manufacturerId}
            name={(m) => m.name}
            scopeText={(m) => `for ${m.name} ${rangeText}`}
            href={(m) => ordersBehind(state, { manufacturerId: m.manufacturerId })}
            columns={lineColumns<ManufacturerRow>()}
          />
        </div>
      </section>
      <p className="muted report-note">
        Brand and manufacturer sales count their own lines only (before order discounts); the orders behind them may hold other brands&rsquo; lines too.
      </p>

      <section className="card card--padded stack-md report-section" aria-labelledby="sales-location-heading">
        <h2 id="sales-location-heading" className="section-title">
          Sales by location
        </h2>
        <FiguresTable<LocationRow>
          caption={`Sales by location ${rangeText}`}
          rowHeader="Location"
          rows={data.byLocation}
          rowKey={(l) => l.locationId}
          name={(l) => l.name}
          scopeText={(l) => `at ${l.name} ${rangeText}`}
          href={(l) => ordersBehind(state, { locationId: l.locationId })}
          isEmpty={(l) => l.orders === 0}
          columns={salesColumns<LocationRow>()}
        />
      </section>

      <section className="card card--padded stack-md report-section" aria-labelledby="sales-staff-heading">
        <h2 id="sales-staff-heading" className="section-title">
          Sales by staff member
        </h2>
        <FiguresTable<StaffRow>
          caption={`Sales by staff member ${rangeText}`}
          rowHeader="Placed by"
          rows={data.byStaff}
          rowKey={(s) => s.accountNumber ?? 'patient'}
          name={(s) => (
            <span className="cell-stack">
              <span>{s.accountNumber === null ? 'Patients online' : s.name}</span>
              <span className="cell-sub">{s.accountNumber === null ? 'Orders patients placed themselves' : s.group === 'Practice' ? 'Practice administrator' : s.group === 'Staff' ? 'Staff' : s.group}</span>
            </span>
          )}
          scopeText={(s) => `${s.accountNumber === null ? 'placed by patients online' : `placed by ${s.name}`} ${rangeText}`}
          href={(s) => ordersBehind(state, { placedBy: s.accountNumber })}
          isEmpty={(s) => s.orders === 0}
          columns={salesColumns<StaffRow>()}
        />
      </section>
    </>
  );
}
