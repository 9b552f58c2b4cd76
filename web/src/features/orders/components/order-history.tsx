import './checkout.css';
import { createContext, useContext, useState } from 'react';
import type { OrderHistoryEntry } from '@domain/ordering/api-schemas';
import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES } from '@domain/ordering/order-status';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { Spinner } from '@/components/spinner';
import { formatInstantDate } from '@/lib/format';
import { useOrderHistory, type OrderHistoryFilters } from '@/features/orders/api/get-order-history';
import { OrderDetailsView } from './order-details';

const PAGE = 12;
const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The open order and the details link reach the cells through context, so the columns stay module-level (TanStack Table v9). */
const OrderDetailsContext = createContext<{ open: string | null; setOpen: (salesOrderID: string | null) => void; detailsHref?: (salesOrderID: string) => string }>({
  open: null,
  setOpen: () => undefined,
});

function DetailsCell({ salesOrderID }: { salesOrderID: string }) {
  const { open, setOpen, detailsHref } = useContext(OrderDetailsContext);
  if (detailsHref) return <a href={detailsHref(salesOrderID)}>View</a>;
  return (
    <Button variant="ghost" size="sm" aria-expanded={open === salesOrderID} onClick={() => setOpen(open === salesOrderID ? null : salesOrderID)}>
      {open === salesOrderID ? 'Hide' : 'View'} details
    </Button>
  );
}

const column = dataColumns<OrderHistoryEntry>();
const columns = column.columns([
  column.accessor('salesOrderID', { header: 'Order' }),
  column.accessor('orderDate', { header: 'Date', cell: ({ getValue }) => formatInstantDate(getValue()) }),
  column.display({
    id: 'lenses',
    header: 'Lenses',
    cell: ({ row: { original: o } }) => (
      <>
        {o.products.join(', ')} ({o.boxes} box{o.boxes === 1 ? '' : 'es'})
      </>
    ),
  }),
  column.accessor('totalAmount', { header: 'Total', cell: ({ getValue }) => usd(getValue()) }),
  column.accessor('statusLabel', {
    header: 'Status',
    cell: ({ row: { original: o } }) => (
      <>
        <span className="badge" data-testid="order-status">
          {o.statusLabel}
        </span>
        {o.trackingNumber ? <small> · {o.trackingNumber}</small> : null}
      </>
    ),
  }),
]);
/** The full list has a Details column (the order below the list, or its page); the dashboard's short list may not. */
const columnsWithDetails = [...columns, column.display({ id: 'details', header: 'Details', cell: ({ row }) => <DetailsCell salesOrderID={row.original.salesOrderID} /> })];

/** The first page the compact list asks for: a page that shows it can wait for the same query (one request). */
export const COMPACT_ORDER_HISTORY: OrderHistoryFilters = { limit: 5, offset: 0 };

/** /patient/orders: the patient's orders newest first, with the order-history filters and the details of one. */
export function OrderHistory({ compact = false, detailsHref }: { compact?: boolean; detailsHref?: (salesOrderID: string) => string }) {
  const [filters, setFilters] = useState<OrderHistoryFilters>(compact ? COMPACT_ORDER_HISTORY : { limit: PAGE, offset: 0 });
  const [open, setOpen] = useState<string | null>(null);
  // Orders move on by themselves (fulfilment): refresh while this list is on screen.
  const history = useOrderHistory(filters, 5000);
  const set = (patch: Partial<OrderHistoryFilters>) => setFilters((f) => ({ ...f, ...patch, offset: 0 }));

  return (
    <div className="stack-md">
      {compact ? null : (
        <form className="checkout-filters" aria-label="Filter orders" onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label className="field__label" htmlFor="history-status">Status</label>
            <select id="history-status" className="field__input" value={filters.status ?? ''} onChange={(e) => set({ status: e.target.value || undefined })}>
              <option value="">All</option>
              {ORDER_STATUS_VALUES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="history-from">From</label>
            <input id="history-from" type="date" className="field__input" value={filters.fromDate ?? ''} onChange={(e) => set({ fromDate: e.target.value || undefined })} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="history-to">To</label>
            <input id="history-to" type="date" className="field__input" value={filters.toDate ?? ''} onChange={(e) => set({ toDate: e.target.value || undefined })} />
          </div>
        </form>
      )}
      {history.isPending ? <Spinner label="Loading your orders…" /> : null}
      {history.isError ? <Alert tone="error">{history.error.message}</Alert> : null}
      {history.data && history.data.orders.length === 0 ? <p>No orders yet.</p> : null}
      {history.data && history.data.orders.length > 0 ? (
        <OrderDetailsContext.Provider value={{ open, setOpen, detailsHref }}>
          <DataTable
            columns={compact && !detailsHref ? columns : columnsWithDetails}
            data={history.data.orders}
            getRowId={(row) => row.salesOrderID}
            caption="Orders"
            rowProps={(row) => ({ 'data-order': row.salesOrderID })}
          />
        </OrderDetailsContext.Provider>
      ) : null}
      {!compact && history.data && history.data.total > history.data.limit ? (
        <div className="checkout-actions">
          <Button variant="secondary" size="sm" disabled={(filters.offset ?? 0) === 0} onClick={() => setFilters((f) => ({ ...f, offset: Math.max(0, (f.offset ?? 0) - PAGE) }))}>
            Newer
          </Button>
          <Button variant="secondary" size="sm" disabled={(filters.offset ?? 0) + PAGE >= history.data.total} onClick={() => setFilters((f) => ({ ...f, offset: (f.offset ?? 0) + PAGE }))}>
            Older
          </Button>
        </div>
      ) : null}
      {open ? <OrderDetailsView salesOrderID={open} /> : null}
    </div>
  );
}
