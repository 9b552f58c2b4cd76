import { useState } from 'react';
import type { OpsProjection } from '@domain/ops/api-schemas';
import { Button } from '@/components/button';
import { type DataColumn, dataColumns, DataTable } from '@/components/data-table/data-table';
import { ProgressBar } from '@/components/progress-bar';
import { TwoLines } from '@/components/two-lines';
import { formatLocalDateTime } from '@/lib/format';
import { usePauseProjection } from '../api/pause-projection';
import { useRebuildProjection } from '../api/rebuild-projection';
import { useResumeProjection } from '../api/resume-projection';
import { ActionError } from './action-error';
import { StateBadge } from './state-badge';

const lagWords = (p: OpsProjection) => `${p.lag.toLocaleString('en-US')}${p.lag >= 10_000 ? '+' : ''} events${p.lagSeconds !== null && p.lag > 0 ? ` · ${p.lagSeconds.toFixed(1)} s` : ''}`;

function Details({ p }: { p: OpsProjection }) {
  return (
    <>
      {p.rebuild && p.rebuild.status !== 'abandoned' ? (
        <ProgressBar label={`Rebuilding ${p.name}`} done={p.rebuild.applied} total={p.rebuild.total} ratePerSecond={p.rebuild.eventsPerSecond} etaSeconds={p.rebuild.etaSeconds} />
      ) : null}
      {p.rebuild?.status === 'abandoned' ? <p className="ops-note">A rebuild was asked for but its worker is gone; ask again.</p> : null}
      {p.paused ? <p className="ops-note">{`Paused by ${p.paused.by} at ${formatLocalDateTime(p.paused.at, { seconds: true })}`}</p> : null}
      {p.lastError ? (
        <p className="ops-error-text">
          {`Last error ${formatLocalDateTime(p.lastError.at, { seconds: true })}: ${p.lastError.message}`}
          {p.lastError.event ? ` — on event ${p.lastError.event.type} #${p.lastError.event.position} (${p.lastError.event.id})` : ''}
        </p>
      ) : null}
      {p.lastRebuild ? (
        <p className="ops-note">
          {p.lastRebuild.outcome === 'completed'
            ? `Last rebuild ${formatLocalDateTime(p.lastRebuild.at)}: ${p.lastRebuild.applied?.toLocaleString('en-US') ?? ''} events in ${p.lastRebuild.seconds ?? 0} s, swapped in`
            : `Last rebuild failed ${formatLocalDateTime(p.lastRebuild.at)}: ${p.lastRebuild.reason ?? ''}`}
        </p>
      ) : null}
    </>
  );
}

/**
 * Every projection and reactor (issue #33): where it is, how far behind, its state and rate, its last
 * error with its event; pause, resume, rebuild — each a command, a refusal in words beside it.
 */
export function ProjectionsPanel({ projections }: { projections: OpsProjection[] }) {
  const pause = usePauseProjection();
  const resume = useResumeProjection();
  const rebuild = useRebuildProjection();
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);
  const act = (name: string, mutation: typeof pause) => {
    setRefusal(null);
    mutation.mutate({ projection: name }, { onError: (err) => setRefusal({ name, message: err.message }) });
  };
  const busy = pause.isPending || resume.isPending || rebuild.isPending;
  const column = dataColumns<OpsProjection>();
  const columns: DataColumn<OpsProjection>[] = [
    column.display({ id: 'name', header: 'Projection', cell: ({ row }) => <TwoLines main={row.original.name} sub={`${row.original.kind}, version ${row.original.version}`} /> }),
    column.display({ id: 'state', header: 'State', cell: ({ row }) => <TwoLines main={<StateBadge state={row.original.state} />} sub={row.original.runningOn ? `on ${row.original.runningOn.host} (pid ${row.original.runningOn.pid})` : 'no worker'} /> }),
    column.display({ id: 'position', header: 'Position', meta: { className: 'col-number' }, cell: ({ row }) => row.original.position.toLocaleString('en-US') }),
    column.display({ id: 'lag', header: 'Lag', cell: ({ row }) => lagWords(row.original) }),
    column.display({ id: 'rate', header: 'Apply rate', cell: ({ row }) => (row.original.ratePerSecond === null ? '—' : `${row.original.ratePerSecond} events/s`) }),
    column.display({ id: 'details', header: 'Details', meta: { className: 'ops-details' }, cell: ({ row }) => <Details p={row.original} /> }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'col-actions' },
      cell: ({ row }) => {
        const p = row.original;
        const errorId = `ops-error-${p.name}`;
        const described = refusal?.name === p.name ? { 'aria-describedby': errorId } : {};
        return (
          <span className="row-actions ops-actions">
            {p.paused ? (
              <Button size="sm" variant="primary" disabled={busy} aria-label={`Resume ${p.name}`} onClick={() => act(p.name, resume)} {...described}>
                Resume
              </Button>
            ) : (
              <Button size="sm" variant="secondary" disabled={busy} aria-label={`Pause ${p.name}`} onClick={() => act(p.name, pause)} {...described}>
                Pause
              </Button>
            )}
            {p.kind === 'read model' ? (
              <Button size="sm" variant="ghost" disabled={busy} aria-label={`Rebuild ${p.name}`} onClick={() => act(p.name, rebuild)} {...described}>
                Rebuild
              </Button>
            ) : null}
            <ActionError id={errorId} message={refusal?.name === p.name ? refusal.message : undefined} />
          </span>
        );
      },
    }),
  ];
  return <DataTable columns={columns} data={projections} getRowId={(p) => p.name} caption="Projections and reactors" rowHeader="name" className="ops-table" card />;
}
