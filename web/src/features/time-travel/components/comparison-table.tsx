import { type ReactNode, useMemo } from 'react';
import type { FigureChanges } from '@domain/time-travel/compare-figures';
import { type DataColumn, DataTable, dataColumns } from '@/components/data-table/data-table';
import { TwoLines } from '@/components/two-lines';
import { BeforeAfter, ChangeValue, type FigureKind, showFigure } from '@/components/figure-change';

export interface ComparedColumn<K extends string> {
  key: K;
  header: string;
  kind: FigureKind;
}

export interface ComparedRow<K extends string> {
  key: string;
  name: ReactNode;
  changed: boolean;
  figures: FigureChanges<K>;
}

function columnsOf<K extends string>(rowHeader: string, figures: readonly ComparedColumn<K>[]): DataColumn<ComparedRow<K>>[] {
  const column = dataColumns<ComparedRow<K>>();
  return [
    column.display({
      id: 'label',
      header: rowHeader,
      meta: { className: '' },
      cell: ({ row }) => <TwoLines main={row.original.name} sub={row.original.changed ? <span className="badge badge--warning">Changed</span> : null} />,
    }),
    ...figures.map((f) =>
      column.display({ id: `figure-${f.key}`, header: `${f.header}, then → now`, meta: { className: 'col-num' }, cell: ({ row }) => <BeforeAfter kind={f.kind} before={row.original.figures[f.key].then} after={row.original.figures[f.key].now} sides="then, now" /> }),
    ),
  ];
}

/** Rows of a report then and now (brands, locations, periods…), each figure then → now with its change; rows that differ marked. */
export function ComparisonTable<K extends string>({ caption, rowHeader, rows, columns, empty }: { caption: string; rowHeader: string; rows: ComparedRow<K>[]; columns: readonly ComparedColumn<K>[]; empty?: ReactNode }) {
  const shape = `${rowHeader}|${columns.map((c) => c.key).join('|')}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the table's shape changes
  const tableColumns = useMemo(() => columnsOf(rowHeader, columns), [shape]);
  return (
    <DataTable
      columns={tableColumns}
      data={rows}
      getRowId={(r) => r.key}
      caption={caption}
      className="comparison-table"
      rowHeader="label"
      empty={empty ?? 'Nothing then, nothing now.'}
      rowProps={(r) => (r.changed ? { className: 'comparison-row--changed' } : {})}
    />
  );
}

interface SummaryLine {
  key: string;
  label: string;
  kind: FigureKind;
  then: number;
  now: number;
  change: number;
}

const summaryColumn = dataColumns<SummaryLine>();
const SUMMARY_COLUMNS: DataColumn<SummaryLine>[] = [
  summaryColumn.display({ id: 'label', header: 'Figure', meta: { className: '' }, cell: ({ row }) => row.original.label }),
  summaryColumn.display({ id: 'then', header: 'Then', meta: { className: 'col-num' }, cell: ({ row }) => showFigure(row.original.kind, row.original.then) }),
  summaryColumn.display({ id: 'now', header: 'Now', meta: { className: 'col-num' }, cell: ({ row }) => showFigure(row.original.kind, row.original.now) }),
  summaryColumn.display({ id: 'change', header: 'Change', meta: { className: 'col-num' }, cell: ({ row }) => <ChangeValue kind={row.original.kind} change={row.original.change} /> }),
];

/** Each figure of a summary then / now / change, the ones that moved marked. */
export function FigureSummary<K extends string>({ caption, figures, columns }: { caption: string; figures: FigureChanges<K>; columns: readonly (ComparedColumn<K> & { label?: string })[] }) {
  const lines: SummaryLine[] = columns.map((c) => ({ key: c.key, label: c.label ?? c.header, kind: c.kind, ...figures[c.key] }));
  return (
    <DataTable
      columns={SUMMARY_COLUMNS}
      data={lines}
      getRowId={(l) => l.key}
      caption={caption}
      className="comparison-table comparison-summary"
      rowHeader="label"
      rowProps={(l) => (l.change !== 0 ? { className: 'comparison-row--changed' } : {})}
    />
  );
}
