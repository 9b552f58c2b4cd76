import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ReportSnapshotView } from '@domain/time-travel/api-schemas';
import { Alert } from '@/components/alert';
import { askedJobText } from '@/components/job-status';
import { RetryButton } from '@/components/retry-button';
import { Spinner } from '@/components/spinner';
import { useSnapshots } from '../api/list-snapshots';
import { SnapshotRequestForm } from './snapshot-request-form';
import { SNAPSHOTS_PAGE_SIZE, SnapshotsTable } from './snapshots-table';
import './time-travel.css';

const ASKED_WORDS = {
  pending: 'building. It appears below when it is ready; you can keep working meanwhile.',
  ready: 'ready. Choose “Compare with today” below.',
  failed: 'could not be built. The reason shows below.',
};

/**
 * Time travel on the Reports screens (issue #32): ask for the reports as of a past moment, watch
 * the snapshot build, compare a ready one with today, delete one. The list is the practice's,
 * shared by everyone who reads its reports; progress arrives over the live channel.
 */
export function TimeTravelPanel({ comparing, onCompare, alsoStale }: { comparing: string | undefined; onCompare: (snapshot: ReportSnapshotView | undefined) => void; alsoStale?: readonly QueryKey[] }) {
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<string | null>(null);
  const list = useSnapshots({ limit: SNAPSHOTS_PAGE_SIZE, offset: (page - 1) * SNAPSHOTS_PAGE_SIZE });
  return (
    <section className="card card--padded stack-md time-travel" aria-labelledby="time-travel-heading">
      <div>
        <h2 id="time-travel-heading" className="section-title">
          Time travel
        </h2>
        <p className="muted">See these reports as they stood at a past moment, beside today’s figures. Snapshots are built in the background and shared with your practice.</p>
      </div>
      {list.data ? (
        <SnapshotRequestForm timeZone={list.data.timeZone} earliest={list.data.earliest} onRequested={setAsked} />
      ) : list.isError ? (
        <Alert tone="error" title="Your snapshots could not be loaded" action={<RetryButton onRetry={list.refetch} />} />
      ) : (
        <Spinner label="Loading your snapshots…" />
      )}
      <div aria-live="polite">{asked ? <p className="time-travel__asked">{askedJobText(asked, list.data?.snapshots.find((s) => s.label === asked)?.status, ASKED_WORDS)}</p> : null}</div>
      {list.data ? (
        <SnapshotsTable snapshots={list.data.snapshots} total={list.data.total} page={page} onPageChange={setPage} comparing={comparing} onCompare={onCompare} alsoStale={alsoStale} />
      ) : null}
    </section>
  );
}

