import './checkout.css';
import { useState } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES } from '@domain/ordering/order-status';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatInstantDate } from '@/lib/format';
import { useOrderHistory, type OrderHistoryFilters } from '@/features/orders/api/get-order-history';
import { OrderDetailsView } from './order-details';

const PAGE = 12;
const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** /patient/orders: the patient's orders newest first, with the order-history filters and the details of one. */
export function OrderHistory({ compact = false, detailsHref }: { compact?: boolean; detailsHref?: (salesOrderID: string) => string }) {
  const [filters, setFilters] = useState<OrderHistoryFilters>({ limit: compact ? 5 : PAGE, offset: 0 });
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
        <div className="table-scroll">
        <table className="data-table" aria-label="Orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Lenses</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
              {compact && !detailsHref ? null : <th scope="col">Details</th>}
            </tr>
          </thead>
          <tbody>
            {history.data.orders.map((o) => (
              <tr key={o.salesOrderID} data-order={o.salesOrderID}>
                <td>{o.salesOrderID}</td>
                <td>{formatInstantDate(o.orderDate)}</td>
                <td>
                  {o.products.join(', ')} ({o.boxes} box{o.boxes === 1 ? '' : 'es'})
                </td>
                <td>{usd(o.totalAmount)}</td>
                <td>
                  <span className="badge" data-testid="order-status">
                    {o.statusLabel}
                  </span>
                  {o.trackingNumber ? <small> · {o.trackingNumber}</small> : null}
                </td>
                {compact && !detailsHref ? null : (
                  <td>
                    {detailsHref ? (
                      <a href={detailsHref(o.salesOrderID)}>View</a>
                    ) : (
                      <Button variant="ghost" size="sm" aria-expanded={open === o.salesOrderID} onClick={() => setOpen(open === o.salesOrderID ? null : o.salesOrderID)}>
                        {open === o.salesOrderID ? 'Hide' : 'View'} details
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        </div>
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
