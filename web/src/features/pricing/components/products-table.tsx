import { createContext, useContext } from 'react';
import type { ProductPriceRow, TierPriceView } from '@domain/pricing/api-schemas';
import { formatMoney } from '@domain/pricing/money';
import { DataTable, dataColumns } from '@/components/data-table/data-table';

const column = dataColumns<ProductPriceRow>();

const money = (dollars: number) => formatMoney(Math.round(dollars * 100));

function TierCell({ tier }: { tier: TierPriceView }) {
  return (
    <>
      <span className="money">{money(tier.retail)}</span>
      <span className="pricing-sub">+{money(tier.markup)}</span>
      <span className="pricing-sub">{tier.markupPercent}% markup</span>
      {tier.floored ? <span className="pricing-sub">minimum price</span> : null}
    </>
  );
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface ProductsTableHandlers {
  onToggleFavorite: (row: ProductPriceRow) => void;
  onSetPrice: (row: ProductPriceRow) => void;
}

interface ProductsTableProps extends ProductsTableHandlers {
  rows: ProductPriceRow[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  updating: boolean;
  /** Product ids whose favorite toggle is on its way. */
  pendingFavorites: ReadonlySet<string>;
}

/** The row actions, given to the cells through context so the columns stay module-level (TanStack Table v9). */
const HandlersContext = createContext<ProductsTableHandlers & { pendingFavorites: ReadonlySet<string> }>({
  onToggleFavorite: () => undefined,
  onSetPrice: () => undefined,
  pendingFavorites: new Set(),
});

function FavoriteCell({ row }: { row: ProductPriceRow }) {
  const { onToggleFavorite, pendingFavorites } = useContext(HandlersContext);
  return (
    <button
      type="button"
      className="favorite-toggle"
      aria-pressed={row.isFavorite}
      aria-label={`Favorite: ${row.productName}`}
      disabled={pendingFavorites.has(row.productId)}
      onClick={() => onToggleFavorite(row)}
    >
      <Star filled={row.isFavorite} />
    </button>
  );
}

function ActionsCell({ row }: { row: ProductPriceRow }) {
  const { onSetPrice } = useContext(HandlersContext);
  return (
    <button type="button" className="btn btn--ghost btn--sm" aria-label={`Set price for ${row.productName}`} onClick={() => onSetPrice(row)}>
      Set price
    </button>
  );
}

const MONEY = { className: 'col-money' };

const columns = column.columns([
  column.accessor('isFavorite', {
    id: 'favorite',
    header: () => <span className="visually-hidden">Favorite</span>,
    cell: ({ row }) => <FavoriteCell row={row.original} />,
  }),
  column.accessor('productName', {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => (
      <div className="patient-name">
        <span className="patient-name__full">{row.original.productName}</span>
        <span className="pricing-sub">
          {row.original.brandName} · {row.original.packSizeLabel} · {row.original.supplyLabel}
        </span>
        <span className="priced-by">Priced by: {row.original.pricedBy.label}</span>
      </div>
    ),
  }),
  column.accessor('cost', { header: 'Cost', meta: MONEY, cell: ({ getValue }) => <span className="money">{money(getValue())}</span> }),
  column.accessor('single', { header: 'Single', meta: MONEY, cell: ({ getValue }) => <TierCell tier={getValue()} /> }),
  column.accessor('semiAnnual', { header: 'Semi-annual', meta: MONEY, cell: ({ getValue }) => <TierCell tier={getValue()} /> }),
  column.accessor('annual', { header: 'Annual', meta: MONEY, cell: ({ getValue }) => <TierCell tier={getValue()} /> }),
  column.display({ id: 'actions', header: () => <span className="visually-hidden">Actions</span>, cell: ({ row }) => <ActionsCell row={row.original} /> }),
]);

/** Product prices of one location: cost, then retail and markup per tier (server-paged). */
export function ProductsTable({ rows, total, page, pageSize, onPageChange, updating, pendingFavorites, onToggleFavorite, onSetPrice }: ProductsTableProps) {
  return (
    <HandlersContext value={{ onToggleFavorite, onSetPrice, pendingFavorites }}>
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(row) => `${row.locationId}:${row.productId}`}
        caption="Product prices per box: cost, then retail and markup per supply tier"
        className="pricing-products"
        rowHeader="product"
        updating={updating}
        empty="No products match these filters."
        paging={{ label: 'Product pricing pages', page, pageSize, total, onPageChange }}
      />
    </HandlersContext>
  );
}
