import { useState } from 'react';
import type { ComparedOrderRow, CompareOrderStatusReply, TOTAL_COMPARE_FIGURES } from '@domain/time-travel/api-schemas';
import { ORDER_ROW_FIELD_LABELS, type OrderRowField } from '@domain/time-travel/compare-figures';
import { type DataColumn, DataTable, dataColumns } from '@/components/data-table/data-table';
import { TextField } from '@/components/text-field';
import { TwoLines } from '@/components/two-lines';
import { formatLocalDateTime } from '@/lib/format';
import { useCompareOrderStatus } from '../api/compare-order-status';
import { ComparisonFrame } from './comparison-banner';
import { type ComparedColumn, FigureSummary } from './comparison-table';
import { BeforeAfter } from '@/components/figure-change';
import './time-travel.css';

type TotalKey = (typeof TOTAL_COMPARE_FIGURES)[number];
const TOTALS: (ComparedColumn<TotalKey> & { label: string })[] = [
  { key: 'orders', header: 'Orders', label: 'Orders', kind: 'count' },
  { key: 'boxes', header: 'Boxes', label: 'Boxes', kind: 'count' },
  { key: 'subTotalCents', header: 'Subtotal', label: 'Subtotal', kind: 'money' },
  { key: 'discountCents', header: 'Discounts', label: 'Discounts', kind: 'money' },
  { key: 'insuranceCents', header: 'Insurance', label: 'Insurance', kind: 'money' },
  { key: 'totalCents', header: 'Total', label: 'Total (with shipping and tax)', kind: 'money' },
];
const PAGE_SIZE = 25;

const column = dataColumns<ComparedOrderRow>();
const COLUMNS: DataColumn<ComparedOrderRow>[] = [
  column.display({
    id: 'order',
    header: 'Order',
    meta: { className: '' },
    cell: ({ row }) => <TwoLines main={row.original.then.salesOrderID} sub={formatLocalDateTime(row.original.then.orderDate)} />,
  }),
  column.display({ id: 'patient', header: 'Patient', cell: ({ row }) => row.original.then.patient.name }),
  column.display({ id: 'statusThen', header: 'Status then', cell: ({ row }) => row.original.then.statusLabel }),
  column.display({ id: 'statusNow', header: 'Status now', cell: ({ row }) => row.original.now?.statusLabel ?? 'No longer listed' }),
  column.display({
    id: 'total',
    header: 'Total, then → now',
    meta: { className: 'col-num' },
    cell: ({ row }) => <BeforeAfter kind="money" before={row.original.then.totalCents} after={row.original.now?.totalCents ?? 0} sides="then, now" />,
  }),
  column.display({
    id: 'changed',
    header: 'Changed since',
    cell: ({ row }) =>
      row.original.changed.length ? (
        <TwoLines main={<span className="badge badge--warning">Changed</span>} sub={row.original.changed.map((f) => ORDER_ROW_FIELD_LABELS[f as OrderRowField] ?? f).join(', ')} />
      ) : (
        <span className="muted">No change</span>
      ),
  }),
];

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * The order-status report as it stood at a snapshot beside today's (issue #32): the snapshot's
 * orders page by page, each with its status and total then and now, the rows that changed since
 * marked with what changed; the totals of every order of the dates, then / now / change.
 */
export function OrderStatusComparison({ snapshotId, onClose }: { snapshotId: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [dates, setDates] = useState<Dates>({});
  const compare = useCompareOrderStatus({ asOf: snapshotId, from: dates.from, to: dates.to, sort: 'orderDate', dir: 'desc', limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const choose = (next: Dates) => {
    setDates(next);
    setPage(1);
  };
  return (
    <ComparisonFrame query={compare} onClose={onClose}>
      {(data) => <ComparedOrders data={data} dates={dates} onDates={choose} page={page} onPage={setPage} updating={compare.isPlaceholderData} />}
    </ComparisonFrame>
  );
}

type Dates = { from?: string | undefined; to?: string | undefined };

function ComparedOrders({ data, dates, onDates, page, onPage, updating }: { data: CompareOrderStatusReply; dates: Dates; onDates: (d: Dates) => void; page: number; onPage: (p: number) => void; updating: boolean }) {
  const scope = ` ${data.from ? `from ${usDay(data.from)} ` : ''}to ${usDay(data.to)}`;
  const changedOnPage = data.rows.filter((r) => r.changed.length > 0).length;
  return (
    <>
      <div className="comparison-toolbar card card--padded" role="group" aria-label="Order dates compared">
        <TextField label="Ordered from" type="date" value={dates.from ?? ''} max={dates.to} onChange={(e) => onDates({ ...dates, from: e.target.value || undefined })} />
        <TextField label="Ordered to" type="date" value={dates.to ?? data.to} min={dates.from} hint="The snapshot’s day unless you choose another" onChange={(e) => onDates({ ...dates, to: e.target.value || undefined })} />
      </div>
      <section className="card card--padded stack-md" aria-labelledby="compare-totals-heading">
        <h2 id="compare-totals-heading" className="section-title">
          Orders{scope}: then and now
        </h2>
        <FigureSummary caption={`Totals of the orders${scope}, then and now`} figures={data.totals} columns={TOTALS} />
      </section>
      <section className="card card--padded stack-md" aria-labelledby="compare-orders-heading">
        <h2 id="compare-orders-heading" className="section-title">
          The snapshot’s orders{scope} <span className="section-title__count">{data.total.toLocaleString('en-US')}</span>
        </h2>
        <p className="muted" aria-live="polite">
          {changedOnPage === 0 ? 'No order on this page changed since.' : `${changedOnPage} ${changedOnPage === 1 ? 'order' : 'orders'} on this page changed since (marked).`}
        </p>
        <DataTable
          columns={COLUMNS}
          data={data.rows}
          getRowId={(r) => r.then.salesOrderID}
          caption={`The snapshot’s orders${scope}, each then and now`}
          className="comparison-table"
          rowHeader="order"
          empty="The snapshot holds no orders for these dates."
          rowProps={(r) => (r.changed.length ? { className: 'comparison-row--changed' } : {})}
          updating={updating}
          paging={{ label: 'Compared orders pages', page, pageSize: PAGE_SIZE, total: data.total, onPageChange: onPage }}
        />
      </section>
    </>
  );
}
