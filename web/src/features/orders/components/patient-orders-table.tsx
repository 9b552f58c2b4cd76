import { createContext, useContext } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@domain/pricing/money';
import { orderStatusLabel, parseOrderStatus } from '@domain/ordering/order-status';
import { Alert } from '@/components/alert';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { Spinner } from '@/components/spinner';
import { formatInstantDate } from '@/lib/format';
import type { OrderHistoryEntry } from '@domain/ordering/api-schemas';
import { useOrderHistory } from '@/features/orders/api/get-order-history';
import './ordering.css';

/** The route's link builder reaches the cells through context, so the columns stay module-level (TanStack Table v9). */
const OrderHrefContext = createContext<(salesOrderID: string) => string>(() => '');

function OrderLink({ salesOrderID }: { salesOrderID: string }) {
  const orderHref = useContext(OrderHrefContext);
  return <Link to={orderHref(salesOrderID)}>{salesOrderID}</Link>;
}

const column = dataColumns<OrderHistoryEntry>();
const columns = column.columns([
  column.accessor('salesOrderID', { header: 'Order', cell: ({ getValue }) => <OrderLink salesOrderID={getValue()} /> }),
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
  column.accessor('totalCents', { header: 'Total', cell: ({ getValue }) => formatMoney(getValue()) }),
]);

interface PatientOrdersTableProps {
  accountNumber: string;
  /** The confirmation/details page of an order (the route owns the paths). */
  orderHref: (salesOrderID: string) => string;
}

/** A patient's orders (GET /api/order/history), newest first, with the status display mapping. */
export function PatientOrdersTable({ accountNumber, orderHref }: PatientOrdersTableProps) {
  const history = useOrderHistory({ customerAccountNumber: accountNumber, limit: 50 });

  if (history.isLoading) return <Spinner label="Loading orders" />;
  if (history.error) return <Alert tone="error">{history.error.message}</Alert>;
  if (!history.data?.orders.length) return <p className="muted">No orders yet.</p>;
  return (
    <OrderHrefContext.Provider value={orderHref}>
      <DataTable columns={columns} data={history.data.orders} getRowId={(row) => row.salesOrderID} caption="Orders of this patient, newest first" />
    </OrderHrefContext.Provider>
  );
}
