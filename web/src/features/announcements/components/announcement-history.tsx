import type { AnnouncementHistoryEntry } from '@domain/announcements/api-schemas';
import { formatWhen } from './labels';

/** Who did what to an announcement, newest first. */
export function AnnouncementHistory({ entries }: { entries: readonly AnnouncementHistoryEntry[] }) {
  return (
    <section className="card card--padded stack-sm" aria-labelledby="announcement-history-heading">
      <h2 id="announcement-history-heading" className="section-title">
        History
      </h2>
      <ol className="announcement-history">
        {entries.map((h, i) => (
          <li key={`${h.occurredAt}-${i}`}>
            <strong>
              {h.summary}
              {h.scheduledFor ? ` on ${formatWhen(h.scheduledFor)}` : ''}
            </strong>{' '}
            · {formatWhen(h.occurredAt)} · {h.actorName ?? h.actorAccount}
            {h.impersonatorName ? `, by CSR ${h.impersonatorName}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
