import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { useOpsActions } from '../api/get-actions';
import { useOpsProcesses } from '../api/get-processes';
import { useOpsProjections } from '../api/get-projections';
import { useOpsQueues } from '../api/get-queues';
import { ActionsPanel } from './actions-panel';
import { ProcessesPanel } from './processes-panel';
import { ProjectionsPanel } from './projections-panel';
import { QueuesPanel } from './queues-panel';
import './operations-console.css';

function Section({ id, title, children, query }: { id: string; title: string; children: (data: never) => ReactNode; query: { data?: unknown; isError: boolean; error: Error | null } }) {
  return (
    <section className="ops-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.data ? children(query.data as never) : query.isError ? <Alert tone="error">{query.error?.message ?? 'Could not read this.'}</Alert> : <Spinner />}
    </section>
  );
}

/**
 * The operations console (issue #33): projections, queues and jobs, processes, and what operators
 * did. Re-read every few seconds; the operators' actions arrive at once over the live channel.
 */
export function OperationsConsole() {
  const projections = useOpsProjections();
  const queues = useOpsQueues();
  const processes = useOpsProcesses();
  const actions = useOpsActions();
  return (
    <div className="ops-console">
      <Section id="ops-projections" title="Projections" query={projections}>
        {(d: NonNullable<typeof projections.data>) => (
          <>
            <p className="ops-note">{`Log head: event #${d.head.toLocaleString('en-US')}`}</p>
            <ProjectionsPanel projections={d.projections} />
          </>
        )}
      </Section>
      <Section id="ops-queues" title="Reactors and queues" query={queues}>
        {(d: NonNullable<typeof queues.data>) => <QueuesPanel data={d} />}
      </Section>
      <Section id="ops-processes" title="Processes" query={processes}>
        {(d: NonNullable<typeof processes.data>) => <ProcessesPanel processes={d.processes} />}
      </Section>
      <Section id="ops-actions" title="Recent actions" query={actions}>
        {(d: NonNullable<typeof actions.data>) => <ActionsPanel actions={d.actions} />}
      </Section>
    </div>
  );
}
