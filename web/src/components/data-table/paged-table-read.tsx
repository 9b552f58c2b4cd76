import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ListRead } from '../list-read';
import { DataTable, type DataTablePaging, type DataTableProps } from './data-table';

interface PagedTableReadProps<T extends { total: number }, Row extends RowData> extends Omit<DataTableProps<Row>, 'data' | 'updating' | 'paging' | 'empty'> {
  /** The page's read; a placeholder (the previous page) shows as updating while the next one loads. */
  query: { isError: boolean; data: T | undefined; refetch: () => unknown; isPlaceholderData: boolean };
  /** What failed, said to the user (with a "Try again" beside it). */
  errorText: string;
  loadingLabel: string;
  /** What an empty list shows instead of the table. */
  emptyList: ReactNode;
  /** The reply's rows. */
  rows: (data: T) => readonly Row[];
  /** The pager, without the total (the reply's) and with the "page X of Y" summary. */
  paging: Omit<DataTablePaging, 'total' | 'summary'>;
}

/** A server-paged list on screen: ListRead's error, spinner and empty state, else one page of a DataTable. */
export function PagedTableRead<T extends { total: number }, Row extends RowData>({ query, errorText, loadingLabel, emptyList, rows, paging, ...table }: PagedTableReadProps<T, Row>) {
  return (
    <ListRead query={query} errorText={errorText} loadingLabel={loadingLabel} empty={emptyList}>
      {(data) => <DataTable {...table} data={rows(data)} updating={query.isPlaceholderData} paging={{ ...paging, total: data.total, summary: 'pages' }} />}
    </ListRead>
  );
}
