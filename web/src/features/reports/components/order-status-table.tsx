import { Link } from 'react-router-dom';
import { FINAL_ORDER_STATUSES } from '@domain/ordering/order-status';
import { formatMoney } from '@domain/pricing/money';
import { ORDER_STATUS_SORTS, type OrderStatusRow, type OrderStatusSort } from '@domain/reports/api-schemas';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { formatCalendarDate, formatInstantDate } from '@/lib/format';
import { formatDay } from '@/features/reports/date-ranges';
import { firstDirection } from '@/features/reports/report-filters';

const column = dataColumns<OrderStatusRow>();

const EYES = { OD: 'Right eye (OD)', OS: 'Left eye (OS)' } as const;
const DELIVERY = { ship: 'Shipped to the patient', inOffice: 'From in-office inventory', pickup: 'Pickup in store' } as const;

function sortable(id: OrderStatusSort) {
  return { enableSorting: true, sortDescFirst: firstDirection(id) === 'desc' };
}

function PlacedBy({ row }: { row: OrderStatusRow }) {
  const who = row.placedBy.group === 'Patient' ? `Placed online by ${row.placedBy.name}` : `Placed by ${row.placedBy.name}`;
  return (
    <span className="cell-sub">
      {who}
      {row.placedBy.csrName ? <span className="report-csr"> · by CSR {row.placedBy.csrName}</span> : null}
    </span>
  );
}

/** One entry per product, with the boxes for each eye: "OD 2 · OS 1 boxes". */
function productGroups(products: OrderStatusRow['products']) {
  const groups = new Map<string, { name: string; eyes: { eye: 'OD' | 'OS'; boxes: number }[] }>();
  for (const p of products) {
    const group = groups.get(p.productId) ?? { name: p.name, eyes: [] };
    group.eyes.push({ eye: p.eye, boxes: p.boxes });
    groups.set(p.productId, group);
  }
  return [...groups.entries()];
}

// Stable, module-level columns (TanStack Table v9). Column ids that match a server sort are sortable;
// the status column also sorts by its date (a second button in its header).
const columns = column.columns([
  column.accessor('orderDay', {
    id: 'orderDate',
    header: 'Order date',
    ...sortable('orderDate'),
    cell: ({ row }) => (
      <div className="cell-stack">
        <span>{formatDay(row.original.orderDay)}</span>
        <Link className="report-order-id" to={paths.location.patientOrderConfirmation.getHref(row.original.salesOrderID, row.original.patient.accountNumber)}>
          {row.original.salesOrderID}
        </Link>
      </div>
    ),
  }),
  column.accessor((r) => r.patient.name, {
    id: 'patient',
    header: 'Patient',
    ...sortable('patient'),
    cell: ({ row }) => (
      <div className="cell-stack">
        <Link to={paths.location.patient.getHref(row.original.patient.accountNumber, 'orders')}>{row.original.patient.name}</Link>
        <span className="cell-sub">Account {row.original.patient.accountNumber}</span>
      </div>
    ),
  }),
  column.accessor((r) => r.location.name, {
    id: 'location',
    header: 'Location',
    ...sortable('location'),
    cell: ({ row }) => (
      <div className="cell-stack">
        <span>{row.original.location.name}</span>
        <PlacedBy row={row.original} />
      </div>
    ),
  }),
  column.accessor('products', {
    id: 'products',
    header: 'Products',
    enableSorting: false,
    cell: ({ row }) => (
      <ul className="report-products">
        {productGroups(row.original.products).map(([productId, group]) => {
          const boxes = group.eyes.reduce((n, e) => n + e.boxes, 0);
          return (
            <li key={productId}>
              <span className="report-products__name">{group.name}</span>
              <span className="report-products__boxes">
                {group.eyes.map((e, i) => (
                  <span key={e.eye}>
                    {i > 0 ? ' · ' : null}
                    <abbr title={EYES[e.eye]}>{e.eye}</abbr> {e.boxes}
                  </span>
                ))}{' '}
                {boxes === 1 ? 'box' : 'boxes'}
              </span>
            </li>
          );
        })}
      </ul>
    ),
  }),
  column.accessor('statusLabel', {
    id: 'status',
    header: 'Status',
    ...sortable('status'),
    cell: ({ row }) => (
      <div className="cell-stack">
        <span className={`badge report-status report-status--${row.original.status}`}>{row.original.statusLabel}</span>
        <span className="cell-sub">since {formatInstantDate(row.original.statusDate)}</span>
        {row.original.rebateClaim ? <span className="cell-sub" data-testid="report-claim-status">Rewards claim: {row.original.rebateClaim.statusLabel}</span> : null}
      </div>
    ),
  }),
  column.accessor('trackingNumber', {
    id: 'tracking',
    header: 'Tracking',
    enableSorting: false,
    cell: ({ row }) => {
      const r = row.original;
      return (
        <div className="cell-stack">
          {r.trackingNumber ? <span className="cell-mono">{r.trackingNumber}</span> : <span className="cell-sub">{r.deliveryMethod === 'ship' ? 'No tracking yet' : DELIVERY[r.deliveryMethod]}</span>}
          {r.carrier ? <span className="cell-sub">{r.carrier}</span> : null}
          {/* An estimate only while the order is on its way: a delivered or cancelled one has its date in Status (issue #34). */}
          {r.estimatedDelivery && !FINAL_ORDER_STATUSES.includes(r.status) ? <span className="cell-sub">Est. delivery {formatCalendarDate(r.estimatedDelivery)}</span> : null}
        </div>
      );
    },
  }),
  column.accessor('totalCents', {
    id: 'total',
    header: 'Total',
    meta: { className: 'col-total col-num' },
    ...sortable('total'),
    cell: ({ row }) => (
      <div className="cell-stack">
        <span className="cell-strong">{formatMoney(row.original.totalCents)}</span>
        <span className="cell-sub">{row.original.boxes === 1 ? '1 box' : `${row.original.boxes} boxes`}</span>
      </div>
    ),
  }),
]);

function isSort(id: string): id is OrderStatusSort {
  return (ORDER_STATUS_SORTS as readonly string[]).includes(id);
}

interface OrderStatusTableProps {
  rows: OrderStatusRow[];
  total: number;
  page: number;
  pageSize: number;
  sort: OrderStatusSort;
  dir: 'asc' | 'desc';
  onSortChange: (sort: OrderStatusSort, dir: 'asc' | 'desc') => void;
  onPageChange: (page: number) => void;
  updating?: boolean;
}

/** The order-status list: server-side sort by column header and server-side pages. */
export function OrderStatusTable({ rows, total, page, pageSize, sort, dir, onSortChange, onPageChange, updating = false }: OrderStatusTableProps) {
  // The status date has no column of its own: its button sits in the Status header.
  const byStatusDate = sort === 'statusDate' ? dir : false;
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.salesOrderID}
      caption="Orders of your practice. Select a column heading to sort."
      className="report-table"
      rowHeader="orderDate"
      updating={updating}
      paging={{ label: 'Order pages', page, pageSize, total, onPageChange }}
      sorting={{
        sort: sort === 'statusDate' ? null : { id: sort, desc: dir === 'desc' },
        onSortChange: (id, desc) => {
          if (isSort(id)) onSortChange(id, desc ? 'desc' : 'asc');
        },
        extra: {
          columnId: 'status',
          label: (
            <>
              <span className="visually-hidden">Status </span>Date
            </>
          ),
          sorted: byStatusDate,
          onClick: () => onSortChange('statusDate', byStatusDate ? (byStatusDate === 'desc' ? 'asc' : 'desc') : firstDirection('statusDate')),
        },
      }}
    />
  );
}
