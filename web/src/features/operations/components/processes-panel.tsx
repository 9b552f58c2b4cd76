import type { OpsProcessesReply } from '@domain/ops/api-schemas';
import { type DataColumn, dataColumns, DataTable } from '@/components/data-table/data-table';
import { TwoLines } from '@/components/two-lines';
import { formatLocalDateTime } from '@/lib/format';

type Process = OpsProcessesReply['processes'][number];

const uptime = (s: number | null) => (s === null ? '—' : s < 120 ? `${s} s` : s < 7200 ? `${Math.round(s / 60)} min` : `${(s / 3600).toFixed(1)} h`);

/** Each process of the deployment (the registry, D-708): role, version, uptime, ready or not, projections it runs. */
export function ProcessesPanel({ processes }: { processes: Process[] }) {
  const c = dataColumns<Process>();
  const columns: DataColumn<Process>[] = [
    c.display({ id: 'process', header: 'Process', cell: ({ row }) => <TwoLines main={row.original.role} sub={`${row.original.host}, pid ${row.original.pid}`} /> }),
    c.display({ id: 'version', header: 'Version', cell: ({ row }) => `${row.original.version}${row.original.commit ? ` (${row.original.commit})` : ''}` }),
    c.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <span className={`ops-badge ops-badge--${row.original.status === 'up' ? (row.original.ready ? 'running' : 'paused') : 'failed'}`}>
          {row.original.status === 'up' ? (row.original.ready ? 'Up, ready' : 'Up, not ready') : row.original.status === 'gone' ? 'Gone (no heartbeat)' : 'Stopped'}
        </span>
      ),
    }),
    c.display({ id: 'uptime', header: 'Uptime', cell: ({ row }) => uptime(row.original.uptimeSeconds) }),
    c.display({ id: 'heartbeat', header: 'Last heartbeat', cell: ({ row }) => formatLocalDateTime(row.original.lastHeartbeatAt, { seconds: true }) }),
    c.display({ id: 'projections', header: 'Projections run', meta: { className: 'col-number' }, cell: ({ row }) => row.original.projections }),
  ];
  return <DataTable columns={columns} data={processes} getRowId={(p) => p.processId} caption="Processes" rowHeader="process" className="ops-table" card empty="No process has reported." />;
}
