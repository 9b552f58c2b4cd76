import type { WhatIfView } from '@domain/what-if/api-schemas';
import { periodLabel } from '@domain/what-if/scenario';
import { Button, ButtonLink } from '@/components/button';
import { type DataColumn, dataColumns } from '@/components/data-table/data-table';
import { JobStatus } from '@/components/job-status';
import { JobsTable } from '@/components/jobs-table';
import { TwoLines } from '@/components/two-lines';
import { formatLocalDateTime } from '@/lib/format';
import { useDeleteWhatIf } from '../api/delete-what-if';
import './what-if.css';

const PAGE_SIZE = 10;

function columnsOf(resultHref: (jobId: string) => string, onDelete: (w: WhatIfView) => void): DataColumn<WhatIfView>[] {
  const column = dataColumns<WhatIfView>();
  return [
    column.display({ id: 'name', header: 'What-if', meta: { className: '' }, cell: ({ row }) => <TwoLines main={row.original.name} sub={periodLabel(row.original.fromMonth, row.original.toMonth)} /> }),
    column.display({ id: 'pricing', header: 'Alternative pricing', cell: ({ row }) => row.original.description.join(' ') }),
    column.display({ id: 'requested', header: 'Asked for', cell: ({ row }) => <TwoLines main={row.original.requestedBy.name} sub={formatLocalDateTime(row.original.requestedAt)} /> }),
    column.display({ id: 'status', header: 'Status', meta: { className: 'col-status' }, cell: ({ row }) => <JobStatus job={row.original} running={`Replaying ${row.original.name}`} /> }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'col-actions' },
      cell: ({ row }) => (
        <span className="row-actions">
          {row.original.status === 'ready' ? (
            <ButtonLink size="sm" variant="secondary" to={resultHref(row.original.jobId)} aria-label={`Open the figures of ${row.original.name}`}>
              Open
            </ButtonLink>
          ) : null}
          <Button size="sm" variant="ghost" aria-label={`Delete ${row.original.name}`} onClick={() => onDelete(row.original)}>
            Delete
          </Button>
        </span>
      ),
    }),
  ];
}

/** The practice's what-ifs (issue #32): each with what it replays, who asked, its state; open a ready one, delete one after a confirmation. */
export function WhatIfsTable({ whatIfs, total, page, onPageChange, resultHref }: { whatIfs: WhatIfView[]; total: number; page: number; onPageChange: (page: number) => void; resultHref: (jobId: string) => string }) {
  return (
    <JobsTable
      jobs={whatIfs}
      columns={(onDelete) => columnsOf(resultHref, onDelete)}
      caption="Your practice’s what-if pricing replays"
      className="what-ifs-table"
      rowHeader="name"
      empty="No what-ifs yet. Choose a period and a strategy above."
      paging={total > PAGE_SIZE ? { label: 'What-if pages', page, pageSize: PAGE_SIZE, total, onPageChange } : undefined}
      remove={useDeleteWhatIf()}
      confirm={{ title: (w) => `Delete “${w.name}”?`, description: 'Its figures are removed for good. Your prices and orders are not affected.', confirmLabel: 'Delete what-if' }}
    />
  );
}

export const WHAT_IFS_PAGE_SIZE = PAGE_SIZE;
