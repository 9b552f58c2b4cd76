import type { OpsProjection } from '@domain/ops/api-schemas';

const WORDS: Record<OpsProjection['state'], string> = {
  running: 'Running',
  standby: 'Standby (no worker holds it)',
  paused: 'Paused',
  rebuilding: 'Rebuilding',
  failed: 'Failing',
  stopped: 'Stopped (no worker)',
};

/** A projection's state in words, coloured by how much it needs an operator. */
export function StateBadge({ state }: { state: OpsProjection['state'] }) {
  return <span className={`ops-badge ops-badge--${state}`}>{WORDS[state]}</span>;
}
