import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnalysisJobView } from '@domain/analysis-jobs/api-schemas';
import { Alert } from './alert';
import { ConfirmDialog } from './confirm-dialog';
import { type DataColumn, DataTable, type DataTablePaging } from './data-table/data-table';

interface JobsTableProps<J extends AnalysisJobView> {
  jobs: J[];
  /** The columns, given the function that asks to delete a job (its Delete button calls it). */
  columns: (askDelete: (job: J) => void) => DataColumn<J>[];
  caption: string;
  rowHeader: string;
  className: string;
  empty: string;
  paging: DataTablePaging | undefined;
  /** The deletion command, and what the confirmation says. */
  remove: UseMutationResult<unknown, Error, { jobId: string }>;
  confirm: { title: (job: J) => string; description: string; confirmLabel: string };
  onDeleted?: (job: J) => void;
}

/**
 * A list of a practice's background analysis jobs (issue #32: snapshots, what-ifs): the table, and
 * the confirmation a deletion asks for first (its failure shown inside it).
 */
export function JobsTable<J extends AnalysisJobView>({ jobs, columns, caption, rowHeader, className, empty, paging, remove, confirm, onDeleted }: JobsTableProps<J>) {
  const [deleting, setDeleting] = useState<J | null>(null);
  const askDelete = (job: J) => {
    remove.reset();
    setDeleting(job);
  };
  return (
    <>
      <DataTable columns={columns(askDelete)} data={jobs} getRowId={(j) => j.jobId} caption={caption} className={className} rowHeader={rowHeader} empty={empty} paging={paging} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? confirm.title(deleting) : ''}
        description={confirm.description}
        confirmLabel={confirm.confirmLabel}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { jobId: deleting.jobId },
            {
              onSuccess: () => {
                onDeleted?.(deleting);
                setDeleting(null);
              },
            },
          )
        }
      >
        {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}
