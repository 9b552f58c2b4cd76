import type { QueryKey } from '@tanstack/react-query';
import type { ReportSnapshotView } from '@domain/time-travel/api-schemas';
import { Button } from '@/components/button';
import { type DataColumn, dataColumns } from '@/components/data-table/data-table';
import { JobStatus } from '@/components/job-status';
import { JobsTable } from '@/components/jobs-table';
import { TwoLines } from '@/components/two-lines';
import { formatLocalDateTime } from '@/lib/format';
import { useDeleteSnapshot } from '../api/delete-snapshot';

interface SnapshotActions {
  comparing: string | undefined;
  onCompare: (snapshot: ReportSnapshotView) => void;
  onDelete: (snapshot: ReportSnapshotView) => void;
}

function columnsOf({ comparing, onCompare, onDelete }: SnapshotActions): DataColumn<ReportSnapshotView>[] {
  const column = dataColumns<ReportSnapshotView>();
  return [
    column.display({ id: 'asOf', header: 'Reports as of', meta: { className: '' }, cell: ({ row }) => row.original.label.replace(/^As of /, '') }),
    column.display({ id: 'requested', header: 'Asked for by', cell: ({ row }) => <TwoLines main={row.original.requestedBy.name} sub={formatLocalDateTime(row.original.requestedAt)} /> }),
    column.display({ id: 'status', header: 'Status', meta: { className: 'col-status' }, cell: ({ row }) => <JobStatus job={row.original} running={`Building the snapshot ${row.original.label.replace(/^As of/, 'as of')}`} /> }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'col-actions' },
      cell: ({ row }) => {
        const s = row.original;
        const what = s.label.replace(/^As of/, 'as of');
        return (
          <span className="row-actions">
            {s.status === 'ready' ? (
              <Button size="sm" variant={comparing === s.snapshotId ? 'primary' : 'secondary'} aria-pressed={comparing === s.snapshotId} aria-label={`Compare the reports ${what} with today`} onClick={() => onCompare(s)}>
                {comparing === s.snapshotId ? 'Comparing' : 'Compare with today'}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" aria-label={`Delete the snapshot ${what}`} onClick={() => onDelete(s)}>
              Delete
            </Button>
          </span>
        );
      },
    }),
  ];
}

const PAGE_SIZE = 10;

/**
 * The practice's snapshots (issue #32), shared by everyone of it: building ones with their live
 * progress, ready ones to compare with today, each deleted after a confirmation.
 */
export function SnapshotsTable({
  snapshots,
  total,
  page,
  onPageChange,
  comparing,
  onCompare,
  alsoStale,
}: {
  snapshots: ReportSnapshotView[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  comparing: string | undefined;
  onCompare: (snapshot: ReportSnapshotView | undefined) => void;
  alsoStale?: readonly QueryKey[];
}) {
  return (
    <JobsTable
      jobs={snapshots}
      columns={(onDelete) => columnsOf({ comparing, onCompare, onDelete })}
      caption="Your practice’s snapshots of the reports"
      className="snapshots-table"
      rowHeader="asOf"
      empty="No snapshots yet. Choose a date above to see your reports as they stood then."
      paging={total > PAGE_SIZE ? { label: 'Snapshot pages', page, pageSize: PAGE_SIZE, total, onPageChange } : undefined}
      remove={useDeleteSnapshot(alsoStale)}
      confirm={{
        title: (s) => `Delete the snapshot ${s.label.replace(/^As of/, 'as of')}?`,
        description: 'It is removed for everyone in your practice. Today’s reports are not affected, and you can ask for the same moment again later.',
        confirmLabel: 'Delete snapshot',
      }}
      onDeleted={(s) => comparing === s.snapshotId && onCompare(undefined)}
    />
  );
}

export const SNAPSHOTS_PAGE_SIZE = PAGE_SIZE;
