import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDollars } from '@domain/ordering/order-history';
import { orderStatusLabel, parseOrderStatus } from '@domain/ordering/order-status';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { formatInstantDate } from '@/lib/format';
import type { OrderHistoryEntry } from '@domain/ordering/api-schemas';
import { useOrderHistory } from '@/features/orders/api/get-order-history';
import './ordering.css';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, OrderHistoryEntry>();

interface PatientOrdersTableProps {
  accountNumber: string;
  /** The confirmation/details page of an order (the route owns the paths). */
  orderHref: (salesOrderID: string) => string;
}

/** A patient's orders (GET /api/order/history), newest first, with the status display mapping. */
export function PatientOrdersTable({ accountNumber, orderHref }: PatientOrdersTableProps) {
  const history = useOrderHistory({ customerAccountNumber: accountNumber, limit: 50 });
  // Stable columns (TanStack Table v9): rebuilt only when the link builder changes.
  const columns = useMemo(
    () =>
      column.columns([
    column.accessor('salesOrderID', {
      header: 'Order',
      cell: ({ getValue }) => <Link to={orderHref(getValue())}>{getValue()}</Link>,
    }),
    column.accessor('orderDate', { header: 'Date', cell: ({ getValue }) => formatInstantDate(getValue()) }),
    column.accessor((o) => o.products.join(', '), { id: 'products', header: 'Products' }),
    column.accessor('boxes', { header: 'Boxes' }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ row }) => {
        const status = parseOrderStatus(row.original.status);
        return <span className={`badge order-status order-status--${row.original.status}`}>{status ? orderStatusLabel(status) : row.original.statusLabel}</span>;
      },
    }),
    column.accessor('totalCents', { header: 'Total', cell: ({ getValue }) => formatDollars(getValue()) }),
      ]),
    [orderHref],
  );
  const table = useTable({ features, columns, data: history.data?.orders ?? [], getRowId: (row) => row.salesOrderID });

  if (history.isLoading) return <Spinner label="Loading orders" />;
  if (history.error) return <Alert tone="error">{history.error.message}</Alert>;
  if (!history.data?.orders.length) return <p className="muted">No orders yet.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Orders of this patient, newest first</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
