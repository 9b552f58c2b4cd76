import { type ReactNode, useMemo } from 'react';
import { formatMoney } from '@domain/pricing/money';
import { type DataColumn, DataTable, dataColumns } from '@/components/data-table/data-table';
import { FigureLink } from './figure-link';

export interface FigureColumn<Row> {
  header: string;
  value: (row: Row) => number;
  kind: 'count' | 'money';
  /** What the figure counts, e.g. "orders", "net sales" (the link says "12 orders on 11/03/2026"). */
  what: string | ((value: number) => string);
}

interface FiguresTableProps<Row> {
  caption: string;
  rowHeader: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The row's name cell. */
  name: (row: Row) => ReactNode;
  /** The row in words for the links: "on 11/03/2026", "for Acuvue". */
  scopeText: (row: Row) => string;
  href: (row: Row) => string;
  /** No orders behind the row: its figures are not links. */
  isEmpty?: (row: Row) => boolean;
  columns: FigureColumn<Row>[];
  /** A footer row (e.g. the range's totals). */
  total?: { label: string; row: Row; scopeText: string; href: string } | undefined;
}

/** A line of the table: the row with its name, its words and its link (the total is one too, in the foot). */
interface FigureLine<Row> {
  key: string;
  row: Row;
  name: ReactNode;
  scope: string;
  href: string;
  empty: boolean;
  isTotal: boolean;
}

function show(kind: 'count' | 'money', value: number): string {
  return kind === 'money' ? formatMoney(value) : value.toLocaleString('en-US');
}

function columnsOf<Row>(rowHeader: string, figures: FigureColumn<Row>[]): DataColumn<FigureLine<Row>>[] {
  const column = dataColumns<FigureLine<Row>>();
  return [
    column.display({ id: 'label', header: rowHeader, meta: { className: '' }, cell: ({ row }) => row.original.name }),
    ...figures.map((col, i) =>
      column.display({
        id: `figure-${i}`,
        header: col.header,
        meta: { className: 'col-num' },
        cell: ({ row }) => {
          const line = row.original;
          const value = col.value(line.row);
          const what = typeof col.what === 'function' ? col.what(value) : col.what;
          return <FigureLink text={show(col.kind, value)} what={`${what} ${line.scope}`} href={line.href} empty={line.empty} />;
        },
      }),
    ),
  ];
}

/** A dashboard table whose every number links to the orders behind it. */
export function FiguresTable<Row>({ caption, rowHeader, rows, rowKey, name, scopeText, href, isEmpty, columns, total }: FiguresTableProps<Row>) {
  // The figure columns are the same on every render of a table (only their rows change).
  const shape = `${rowHeader}|${columns.map((c) => c.header).join('|')}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the table's shape changes
  const tableColumns = useMemo(() => columnsOf(rowHeader, columns), [shape]);
  const lines: FigureLine<Row>[] = rows.map((row) => ({ key: rowKey(row), row, name: name(row), scope: scopeText(row), href: href(row), empty: isEmpty?.(row) ?? false, isTotal: false }));
  if (total) lines.push({ key: '\u0000total', row: total.row, name: total.label, scope: total.scopeText, href: total.href, empty: isEmpty?.(total.row) ?? false, isTotal: true });
  return (
    <DataTable
      columns={tableColumns}
      data={lines}
      getRowId={(line) => line.key}
      caption={caption}
      className="report-figures"
      rowHeader="label"
      isFooterRow={(line) => line.isTotal}
    />
  );
}
