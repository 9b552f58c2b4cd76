import './rewards.css';
import { Link } from 'react-router-dom';
import type { RebateOrders } from '@domain/rewards/api-schemas';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { formatInstantDate } from '@/lib/format';
import { rewardStateText, usd, usDay } from '../rewards-words';

type Row = RebateOrders['orders'][number];

export interface RewardsOrdersTableProps {
  orders: Row[];
  /** The claim screen of an eligible order (the route module builds it). */
  claimHref: (row: Row) => string | null;
  caption?: string;
}

const column = dataColumns<Row>();

/** The patient's orders with their reward: programme, amount, deadline, status, and "Claim reward" on each eligible order. */
export function RewardsOrdersTable({ orders, claimHref, caption = 'Rewards for your orders' }: RewardsOrdersTableProps) {
  const columns = column.columns([
    column.accessor('salesOrderID', { header: 'Order' }),
    column.accessor('orderDate', { header: 'Date', cell: ({ getValue }) => formatInstantDate(getValue()) }),
    column.display({ id: 'lenses', header: 'Lenses', cell: ({ row: { original: o } }) => `${o.products.join(', ')} · ${o.eligibility.manufacturer ?? ''}` }),
    column.display({
      id: 'reward',
      header: 'Reward',
      cell: ({ row: { original: o } }) => {
        const cents = o.claim?.amountCents ?? o.eligibility.amountCents;
        return cents === null || cents === undefined ? '—' : usd(cents);
      },
    }),
    column.display({ id: 'deadline', header: 'Claim by', cell: ({ row: { original: o } }) => (o.eligibility.deadline ? usDay(o.eligibility.deadline) : '—') }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: o } }) => {
        const href = claimHref(o);
        return (
          <>
            <span className="badge reward-status" data-testid="reward-status">
              {rewardStateText(o.eligibility, o.claim)}
            </span>
            {href ? (
              <>
                <br />
                <Link to={href} aria-label={`Claim reward for ${o.salesOrderID}`}>
                  Claim reward
                </Link>
              </>
            ) : null}
          </>
        );
      },
    }),
  ]);
  return <DataTable columns={columns} data={orders} getRowId={(r) => r.salesOrderID} caption={caption} rowProps={(r) => ({ 'data-order': r.salesOrderID })} />;
}
