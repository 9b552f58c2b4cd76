import { useState } from 'react';
import { WHAT_IF_FIGURES, type WhatIfFigure, type WhatIfFigures } from '@domain/what-if/figures';
import type { WhatIfResultReply } from '@domain/what-if/api-schemas';
import { periodLabel } from '@domain/what-if/scenario';
import { formatMoney } from '@domain/pricing/money';
import { Alert } from '@/components/alert';
import { BeforeAfter, changeText } from '@/components/figure-change';
import { type DataColumn, DataTable, dataColumns } from '@/components/data-table/data-table';
import { RetryButton } from '@/components/retry-button';
import { Spinner } from '@/components/spinner';
import { TwoLines } from '@/components/two-lines';
import { formatLocalDateTime } from '@/lib/format';
import { useWhatIfResult } from '../api/get-what-if-result';
import { monthName, WhatIfChart } from './what-if-chart';
import './what-if.css';

const FIGURE_LABELS: Record<WhatIfFigure, string> = { revenueCents: 'Revenue', costCents: 'Cost', marginCents: 'Margin', patientCostCents: 'Patient cost', rebateCents: 'Rebates' };
const SHOWN: WhatIfFigure[] = ['revenueCents', 'marginCents', 'patientCostCents', 'rebateCents'];
const PAGE_SIZE = 50;

type Line = { key: string; label: string; sub?: string; orders: number; boxes: number; asWas: WhatIfFigures; whatIf: WhatIfFigures; total?: boolean };

const column = dataColumns<Line>();
function columnsFor(first: string): DataColumn<Line>[] {
  return [
    column.display({
      id: 'label',
      header: first,
      meta: { className: '' },
      cell: ({ row }) => <TwoLines main={row.original.label} sub={row.original.sub} />,
    }),
    column.display({ id: 'orders', header: 'Orders', meta: { className: 'col-num' }, cell: ({ row }) => row.original.orders.toLocaleString('en-US') }),
    column.display({ id: 'boxes', header: 'Boxes', meta: { className: 'col-num' }, cell: ({ row }) => row.original.boxes.toLocaleString('en-US') }),
    ...SHOWN.map((f) => column.display({ id: f, header: FIGURE_LABELS[f], meta: { className: 'col-num' }, cell: ({ row }) => <BeforeAfter kind="money" before={row.original.asWas[f]} after={row.original.whatIf[f]} sides="as it was, with the alternative" /> })),
  ];
}
const MONTH_COLUMNS = columnsFor('Month');
const BRAND_COLUMNS = columnsFor('Month and brand');

/**
 * A finished what-if (issue #32): per month and brand, revenue, margin, patient cost and the rebates
 * patients could claim, as they were and as they would have been, side by side, with a chart of
 * the figure chosen per month and the totals.
 */
export function WhatIfResult({ jobId }: { jobId: string }) {
  const [page, setPage] = useState(1);
  const [figure, setFigure] = useState<WhatIfFigure>('revenueCents');
  const result = useWhatIfResult({ jobId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  if (result.isPending) return <Spinner label="Loading the figures…" />;
  if (result.isError || !result.data) return <Alert tone="error" title="These figures cannot be shown" action={<RetryButton onRetry={result.refetch} />}>{result.error?.message}</Alert>;
  const data: WhatIfResultReply = result.data;
  const w = data.whatIf;
  const months: Line[] = data.byMonth.map((m) => ({ key: m.month, label: monthName(m.month), ...m }));
  months.push({ key: '\u0000total', label: 'Total', ...data.totals, total: true });
  const rows: Line[] = data.rows.map((r) => ({ key: `${r.month}|${r.brandId}`, label: r.brandName, sub: monthName(r.month), ...r }));
  const change = data.totals.whatIf.marginCents - data.totals.asWas.marginCents;
  return (
    <div className="stack-lg what-if-result">
      <section className="card card--padded stack-md" aria-labelledby="what-if-summary-title">
        <h2 id="what-if-summary-title" className="section-title">
          {w.name} <span className="section-title__count">{periodLabel(w.fromMonth, w.toMonth)}</span>
        </h2>
        <p>{w.description.join(' ')}</p>
        <p className="muted">
          {data.ordersReplayed.toLocaleString('en-US')} orders replayed{w.locationIds ? ` at ${w.locationIds.length} location${w.locationIds.length === 1 ? '' : 's'}` : ' at every location'} · asked for by {w.requestedBy.name} on {formatLocalDateTime(w.requestedAt)}
          {w.seconds !== null ? ` · replayed in ${w.seconds.toFixed(1)} s` : ''}
        </p>
        <p className="what-if-headline">
          Margin {formatMoney(data.totals.asWas.marginCents)} as it was, {formatMoney(data.totals.whatIf.marginCents)} with this pricing:{' '}
          <strong className={change > 0 ? 'change--up' : change < 0 ? 'change--down' : ''}>{changeText('money', change)}</strong>.
        </p>
      </section>

      <section className="card card--padded stack-md" aria-labelledby="what-if-chart-title">
        <div className="section-bar">
          <h2 id="what-if-chart-title" className="section-title">
            {FIGURE_LABELS[figure]} per month
          </h2>
          <fieldset className="segmented">
            <legend className="segmented__legend">Figure shown</legend>
            {WHAT_IF_FIGURES.filter((f) => f !== 'costCents').map((f) => (
              <label key={f} className="segmented__option">
                <input type="radio" name="what-if-figure" value={f} checked={figure === f} onChange={() => setFigure(f)} />
                <span>{FIGURE_LABELS[f]}</span>
              </label>
            ))}
          </fieldset>
        </div>
        <WhatIfChart byMonth={data.byMonth} figure={figure} label={FIGURE_LABELS[figure]} />
      </section>

      <section className="card card--padded stack-md" aria-labelledby="what-if-months-title">
        <h2 id="what-if-months-title" className="section-title">
          Per month
        </h2>
        <p className="muted">Each figure: as it was, → as it would have been with this pricing, and the change.</p>
        <div className="what-if-scroll">
          <DataTable columns={MONTH_COLUMNS} data={months} getRowId={(l) => l.key} caption={`${w.name}: per month, as it was and as it would have been`} className="what-if-table" rowHeader="label" isFooterRow={(l) => l.total === true} />
        </div>
      </section>

      <section className="card card--padded stack-md" aria-labelledby="what-if-brands-title">
        <h2 id="what-if-brands-title" className="section-title">
          Per month and brand <span className="section-title__count">{data.total.toLocaleString('en-US')}</span>
        </h2>
        <p className="muted">Revenue is the brand’s lines at their price less their share of the order’s discount; patient cost is what patients pay for the lenses after insurance, the discount and the rebate they could claim (tax and shipping aside); rebates follow the manufacturers’ programme rules.</p>
        <div className="what-if-scroll">
          <DataTable
            columns={BRAND_COLUMNS}
            data={rows}
            getRowId={(l) => l.key}
            caption={`${w.name}: per month and brand, as it was and as it would have been`}
            className="what-if-table"
            rowHeader="label"
            empty="No orders in this period."
            updating={result.isPlaceholderData}
            paging={data.total > PAGE_SIZE ? { label: 'Month and brand pages', page, pageSize: PAGE_SIZE, total: data.total, onPageChange: setPage } : undefined}
          />
        </div>
      </section>
    </div>
  );
}
