import type { OpsActionsReply } from '@domain/ops/api-schemas';
import { formatLocalDateTime } from '@/lib/format';

/** The operators' latest actions in words (the audit trail of the console's events). */
export function ActionsPanel({ actions }: { actions: OpsActionsReply['actions'] }) {
  if (actions.length === 0) return <p className="ops-note">No action yet.</p>;
  return (
    <ol className="ops-audit">
      {actions.map((a) => (
        <li key={a.position}>
          <time dateTime={a.at}>{formatLocalDateTime(a.at, { seconds: true })}</time> <span>{a.description}</span> <span className="ops-note">{`by ${a.actor}`}</span>
        </li>
      ))}
    </ol>
  );
}
