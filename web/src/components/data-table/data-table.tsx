import {
  type ColumnDef,
  createColumnHelper,
  type PaginationState,
  rowPaginationFeature,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ARIA_SORT, SortButton, type SortDirection } from './sort-button';
import { TablePagination } from './table-pagination';
import './data-table.css';

export interface DataColumnMeta {
  /** The class of the column's header and cells; default `col-<column id>`, '' for none. */
  className?: string;
}

/**
 * The one feature set of every table in the app (TanStack Table v9: features and columns are
 * module-level so they never change between renders). Sorting and paging happen on the server.
 */
export const dataTableFeatures = tableFeatures({ rowPaginationFeature, rowSortingFeature, columnMeta: {} as DataColumnMeta });
export type DataTableFeatures = typeof dataTableFeatures;
export type DataColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each column keeps its own value type

/** The column helper of a table's row type (module-level, like the columns it builds). */
export const dataColumns = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

export interface DataTablePaging {
  /** The pager's name, e.g. "Patient results pages". */
  label: string;
  /** 1-based, owned by the URL or the screen. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  summary?: 'range' | 'pages';
}

export interface DataTableSorting {
  /** The server's sort; null when it sorts by something without a column of its own. */
  sort: { id: string; desc: boolean } | null;
  onSortChange: (id: string, desc: boolean) => void;
  /** A sort without a column, offered as a second button in another column's header (the status date beside Status). */
  extra?: { columnId: string; label: ReactNode; sorted: SortDirection; onClick: () => void };
}

export interface DataRowProps {
  className?: string;
  [data: `data-${string}`]: string | undefined;
}

export interface DataTableProps<TData extends RowData> {
  columns: readonly DataColumn<TData>[];
  data: readonly TData[];
  getRowId: (row: TData, index: number) => string;
  /** Read by screen readers (visually hidden, unless `captionVisible`). */
  caption: ReactNode;
  /** The caption is shown, styled by the table's own CSS (a `plain` table's title). */
  captionVisible?: boolean;
  /** Without the header row: a table whose row headers say it all (label and amount rows). */
  headless?: boolean;
  /** Classes added to the table's (`data-table`, unless `plain`). */
  className?: string;
  /** Without the `data-table` look (a table styled by its feature). */
  plain?: boolean;
  /** The column whose cells head their rows (`<th scope="row">`). */
  rowHeader?: string;
  /** In a card (border, shadow) with `cardClassName`; a paged table always is. */
  card?: boolean;
  cardClassName?: string;
  /** A newer page is loading while this one stays visible. */
  updating?: boolean;
  /** Shown under the header when there are no rows. */
  empty?: ReactNode;
  /** Rows shown in the table's foot (totals) instead of its body. */
  isFooterRow?: (row: TData) => boolean;
  /** A row with nothing to show but a note: its header cell, then the note across the other columns. */
  rowNote?: (row: TData) => ReactNode;
  /** A row's class and data attributes (a total row's look, an id the page is found by). */
  rowProps?: (row: TData) => DataRowProps;
  paging?: DataTablePaging;
  sorting?: DataTableSorting;
}

/** The column's class; `meta.className: ''` for none. */
const classOf = (column: { id: string; columnDef: { meta?: DataColumnMeta } }) => (column.columnDef.meta?.className ?? `col-${column.id}`) || undefined;

/**
 * Every table of the app (issue #14): the markup (caption, header row, row header cells, sort
 * buttons with aria-sort, the empty line, the card and the pager) written once, on TanStack
 * Table v9 with server-side sorting and paging. Tables give their columns and rows.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { columns, data, getRowId, caption, captionVisible = false, headless = false, className, plain = false, rowHeader, updating = false, empty, isFooterRow, rowNote, rowProps, paging, sorting } = props;
  const pagination: PaginationState = { pageIndex: (paging?.page ?? 1) - 1, pageSize: paging?.pageSize ?? Math.max(1, data.length) };
  const sortingState: SortingState = sorting?.sort ? [sorting.sort] : [];
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataColumn<TData>[],
    data: data as TData[],
    getRowId,
    manualPagination: true,
    manualSorting: true,
    enableSorting: sorting !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: paging?.total ?? data.length,
    state: { pagination, sorting: sortingState },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      paging?.onPageChange(next.pageIndex + 1);
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = (typeof updater === 'function' ? updater(sortingState) : updater)[0];
      if (next) sorting?.onSortChange(next.id, next.desc);
    },
  });

  const rows = table.getRowModel().rows;
  const bodyRows = isFooterRow ? rows.filter((r) => !isFooterRow(r.original)) : rows;
  const footRows = isFooterRow ? rows.filter((r) => isFooterRow(r.original)) : [];
  const renderRow = (row: (typeof rows)[number]) => {
    const cells = row.getAllCells();
    const note = rowNote?.(row.original);
    return (
      <tr key={row.id} {...rowProps?.(row.original)}>
        {(note ? cells.slice(0, 1) : cells).map((cell) => {
          const Cell = cell.column.id === rowHeader ? 'th' : 'td';
          return (
            <Cell key={cell.id} scope={Cell === 'th' ? 'row' : undefined} className={classOf(cell.column)}>
              <table.FlexRender cell={cell} />
            </Cell>
          );
        })}
        {note ? (
          <td colSpan={cells.length - 1} className="muted">
            {note}
          </td>
        ) : null}
      </tr>
    );
  };

  const tableElement = (
    <div className="table-scroll">
      <table className={[plain ? null : 'data-table', className].filter(Boolean).join(' ') || undefined} aria-busy={updating || undefined}>
        <caption className={captionVisible ? undefined : 'visually-hidden'}>{caption}</caption>
        {headless ? null : (
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const extra = sorting?.extra?.columnId === header.column.id ? sorting.extra : undefined;
                  const sorted: SortDirection = header.column.getIsSorted() || extra?.sorted || false;
                  return (
                    <th key={header.id} scope="col" className={classOf(header.column)} aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}>
                      {header.isPlaceholder ? null : canSort ? (
                        <SortButton sorted={header.column.getIsSorted()} onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                        </SortButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                      {extra ? (
                        <>
                          <span className="sort-button__sep" aria-hidden="true">
                            ·
                          </span>
                          <SortButton sorted={extra.sorted} onClick={extra.onClick}>
                            {extra.label}
                          </SortButton>
                        </>
                      ) : null}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
        )}
        <tbody>{bodyRows.map(renderRow)}</tbody>
        {footRows.length > 0 ? <tfoot>{footRows.map(renderRow)}</tfoot> : null}
      </table>
      {empty && data.length === 0 ? <p className="table-card__empty muted">{empty}</p> : null}
    </div>
  );

  if (!paging && !props.card) return tableElement;
  const first = paging && paging.total > 0 ? (paging.page - 1) * paging.pageSize + 1 : 0;
  const last = paging ? Math.min(paging.total, (paging.page - 1) * paging.pageSize + data.length) : 0;
  return (
    <div className={['table-card', updating ? 'table-card--updating' : null, props.cardClassName].filter(Boolean).join(' ')}>
      {tableElement}
      {paging ? (
        <TablePagination
          label={paging.label}
          first={first}
          last={last}
          total={paging.total}
          page={paging.page}
          pageCount={Math.max(1, table.getPageCount())}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          busy={updating}
          summary={paging.summary}
        />
      ) : null}
    </div>
  );
}
