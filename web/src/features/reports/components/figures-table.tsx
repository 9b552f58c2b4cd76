import type { ReactNode } from 'react';
import { formatDollars } from '@domain/ordering/order-history';
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

function show(kind: 'count' | 'money', value: number): string {
  return kind === 'money' ? formatDollars(value) : value.toLocaleString('en-US');
}

/** A dashboard table whose every number links to the orders behind it. */
export function FiguresTable<Row>({ caption, rowHeader, rows, rowKey, name, scopeText, href, isEmpty, columns, total }: FiguresTableProps<Row>) {
  const cells = (row: Row, scope: string, link: string, empty: boolean) =>
    columns.map((col) => {
      const value = col.value(row);
      const what = typeof col.what === 'function' ? col.what(value) : col.what;
      return (
        <td key={col.header} className="col-num">
          <FigureLink text={show(col.kind, value)} what={`${what} ${scope}`} href={link} empty={empty} />
        </td>
      );
    });
  return (
    <div className="table-scroll">
      <table className="data-table report-figures">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((col) => (
              <th key={col.header} scope="col" className="col-num">
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{name(row)}</th>
              {cells(row, scopeText(row), href(row), isEmpty?.(row) ?? false)}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr>
              <th scope="row">{total.label}</th>
              {cells(total.row, total.scopeText, total.href, isEmpty?.(total.row) ?? false)}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
