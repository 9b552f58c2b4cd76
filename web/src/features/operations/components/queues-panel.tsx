import { useState } from 'react';
import type { OpsFailedJob, OpsQueuesReply } from '@domain/ops/api-schemas';
import { Button } from '@/components/button';
import { type DataColumn, dataColumns, DataTable } from '@/components/data-table/data-table';
import { TwoLines } from '@/components/two-lines';
import { formatLocalDateTime } from '@/lib/format';
import { useRetryAllJobs } from '../api/retry-all-jobs';
import { useRetryJob } from '../api/retry-job';
import { ActionError } from './action-error';

type Queue = OpsQueuesReply['queues'][number];
type Scheduled = OpsQueuesReply['scheduled'][number];

/**
 * Reactors' queues (issue #33): per queue waiting / delayed / active / failed / dead-lettered /
 * pending in the outbox, retry all; each failed job with its error, causing event and attempts,
 * retried one by one; and the scheduled work with its next run.
 */
export function QueuesPanel({ data }: { data: OpsQueuesReply }) {
  const retry = useRetryJob();
  const retryAll = useRetryAllJobs();
  const [refusal, setRefusal] = useState<{ key: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = retry.isPending || retryAll.isPending;

  const q = dataColumns<Queue>();
  const queueColumns: DataColumn<Queue>[] = [
    q.display({ id: 'queue', header: 'Queue', cell: ({ row }) => row.original.queue }),
    ...(['waiting', 'delayed', 'active', 'failed', 'deadLettered', 'outboxPending'] as const).map((k) =>
      q.display({ id: k, header: k === 'deadLettered' ? 'Dead-lettered' : k === 'outboxPending' ? 'Not yet queued' : k[0]!.toUpperCase() + k.slice(1), meta: { className: 'col-number' }, cell: ({ row }) => row.original[k] }),
    ),
    q.display({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'col-actions' },
      cell: ({ row }) => {
        const key = `queue-${row.original.queue}`;
        return (
          <span className="row-actions ops-actions">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || row.original.failed + row.original.deadLettered === 0}
              aria-label={`Retry all failed jobs of ${row.original.queue}`}
              onClick={() => {
                setRefusal(null);
                retryAll.mutate({ queue: row.original.queue }, { onError: (err) => setRefusal({ key, message: err.message }), onSuccess: (r) => setDone(`${r.jobs} job(s) of ${r.queue} handed to the queue again.`) });
              }}
            >
              Retry all
            </Button>
            <ActionError id={`ops-error-${key}`} message={refusal?.key === key ? refusal.message : undefined} />
          </span>
        );
      },
    }),
  ];

  const j = dataColumns<OpsFailedJob>();
  const jobColumns: DataColumn<OpsFailedJob>[] = [
    j.display({ id: 'job', header: 'Job', cell: ({ row }) => <TwoLines main={row.original.queue} sub={row.original.jobId} /> }),
    j.display({ id: 'state', header: 'State', cell: ({ row }) => <span className={`ops-badge ops-badge--${row.original.state === 'dead-lettered' ? 'failed' : 'paused'}`}>{row.original.state === 'dead-lettered' ? 'Dead-lettered' : 'Failed, will retry'}</span> }),
    j.display({ id: 'attempts', header: 'Attempts', meta: { className: 'col-number' }, cell: ({ row }) => row.original.attempts }),
    j.display({ id: 'error', header: 'Last error', meta: { className: 'ops-details' }, cell: ({ row }) => <TwoLines main={row.original.lastError ?? '—'} sub={formatLocalDateTime(row.original.lastFailedAt, { seconds: true })} /> }),
    j.display({
      id: 'event',
      header: 'Caused by',
      cell: ({ row }) => (row.original.event ? <TwoLines main={row.original.event.type} sub={`#${row.original.event.position}, ${formatLocalDateTime(row.original.event.occurredAt)}`} /> : '—'),
    }),
    j.display({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'col-actions' },
      cell: ({ row }) => {
        const key = `job-${row.original.jobId}`;
        return (
          <span className="row-actions ops-actions">
            <Button
              size="sm"
              variant="primary"
              disabled={busy}
              aria-label={`Retry job ${row.original.jobId} of ${row.original.queue}`}
              onClick={() => {
                setRefusal(null);
                retry.mutate({ queue: row.original.queue, jobId: row.original.jobId }, { onError: (err) => setRefusal({ key, message: err.message }), onSuccess: () => setDone(`Job ${row.original.jobId} handed to the queue again.`) });
              }}
            >
              Retry
            </Button>
            <ActionError id={`ops-error-${key}`} message={refusal?.key === key ? refusal.message : undefined} />
          </span>
        );
      },
    }),
  ];

  const s = dataColumns<Scheduled>();
  const scheduledColumns: DataColumn<Scheduled>[] = [
    s.display({ id: 'kind', header: 'Kind', cell: ({ row }) => row.original.kind }),
    s.display({ id: 'scheduled', header: 'Scheduled', meta: { className: 'col-number' }, cell: ({ row }) => row.original.scheduled }),
    s.display({ id: 'due', header: 'Due now', meta: { className: 'col-number' }, cell: ({ row }) => row.original.due }),
    s.display({ id: 'overdue', header: 'Overdue (> 1 min)', meta: { className: 'col-number' }, cell: ({ row }) => row.original.overdue }),
    s.display({ id: 'next', header: 'Next run', cell: ({ row }) => formatLocalDateTime(row.original.nextRunAt) }),
  ];

  return (
    <>
      <div aria-live="polite">{done ? <p className="ops-note">{done}</p> : null}</div>
      <DataTable columns={queueColumns} data={data.queues} getRowId={(r) => r.queue} caption="Queues" rowHeader="queue" className="ops-table" card />
      <h3 className="ops-subheading">Failed and dead-lettered jobs</h3>
      <DataTable columns={jobColumns} data={data.jobs} getRowId={(r) => `${r.queue}/${r.jobId}`} caption="Failed and dead-lettered jobs" rowHeader="job" className="ops-table" card empty="No job has failed." />
      <h3 className="ops-subheading">Scheduled work</h3>
      <DataTable columns={scheduledColumns} data={data.scheduled} getRowId={(r) => r.kind} caption="Scheduled work" rowHeader="kind" className="ops-table" card empty="Nothing is scheduled." />
    </>
  );
}
