import { useEffect, useRef } from 'react';
import { HISTORY_MESSAGES } from '@domain/history/api-schemas';
import type { HistoryRecordType } from '@domain/history/record-keys';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useHistory } from '@/features/history/api/get-history';
import { formatHistoryTime, onBehalfText, whoText } from '@/features/history/format-entry';
import './history.css';
import { RetryButton } from '@/components/retry-button';

interface HistoryListProps {
  recordType: HistoryRecordType;
  recordId: string;
  /** What the record is called, for the list's accessible name ("prescription Daily wear"). */
  label: string;
}

/**
 * A record's history, newest first: when (MM/dd/yyyy h:mm a), who ("Jane Smith (staff)", and "by
 * CSR Alex Kim on their behalf" where a CSR acted), and what happened in plain words. "Show older"
 * loads the next page and moves focus to its first entry.
 */
export function HistoryList({ recordType, recordId, label }: HistoryListProps) {
  const query = useHistory(recordType, recordId);
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const focusIndex = useRef<number | null>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (focusIndex.current === null || entries.length <= focusIndex.current) return;
    itemRefs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [entries.length]);

  if (query.isPending) return <Spinner label="Loading the history…" />;
  if (query.isError) {
    return (
      <Alert
        tone="error"
        action={
          <RetryButton onRetry={query.refetch} />
        }
      >
        {query.error.message && query.error.message.startsWith('VALUE_NOT_FOUND') ? query.error.message : HISTORY_MESSAGES.loadError}
      </Alert>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">No history yet</p>
        <p className="empty-state__text">{HISTORY_MESSAGES.empty}</p>
      </div>
    );
  }

  return (
    <div className="history">
      <p className="history__count" aria-live="polite">
        Showing {entries.length} of {total} {total === 1 ? 'event' : 'events'}, newest first
      </p>
      <div className="history__scroll" tabIndex={0} role="region" aria-label={`History of ${label}`}>
        <ol className="history__list">
          {entries.map((e, i) => {
            const behalf = onBehalfText(e);
            return (
              <li
                key={`${e.eventId}-${i}`}
                className="history__entry"
                tabIndex={-1}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
              >
                <div className="history__meta">
                  <time dateTime={e.occurredAt} className="history__time">
                    {formatHistoryTime(e.occurredAt)}
                  </time>
                  <span className="history__who">
                    {whoText(e)}
                    {behalf ? <span className="history__behalf">, {behalf}</span> : null}
                  </span>
                </div>
                <p className="history__summary">{e.summary}</p>
              </li>
            );
          })}
        </ol>
      </div>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => {
            focusIndex.current = entries.length;
            void query.fetchNextPage();
          }}
        >
          Show older
        </Button>
      ) : null}
      {query.isFetchNextPageError ? <Alert tone="error">{HISTORY_MESSAGES.loadError}</Alert> : null}
    </div>
  );
}
