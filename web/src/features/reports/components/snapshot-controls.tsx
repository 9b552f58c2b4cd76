import type { SnapshotInfo } from '@domain/reports/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { formatInstantDateTime } from '@/features/reports/date-ranges';

interface AsOfSelectProps {
  value: string | undefined;
  snapshots: readonly SnapshotInfo[];
  onChange: (asOf: string | undefined) => void;
  disabled?: boolean;
}

/**
 * "Data as of": live read models, or one of the snapshots replayed from the event log up to a
 * past instant (`npm run projections -- rebuild NAME --as-of DATE`).
 */
export function AsOfSelect({ value, snapshots, onChange, disabled }: AsOfSelectProps) {
  const known = value === undefined || snapshots.some((s) => s.id === value);
  const options: (readonly [string, string])[] = [
    ['', 'Live (up to date)'],
    ...snapshots.map((s) => [s.id, `As of ${formatInstantDateTime(s.asOf)}`] as const),
    // A snapshot named in the URL that the list does not (yet) show stays selectable.
    ...(known ? [] : [[value, `Snapshot ${value}`] as const]),
  ];
  return (
    <SelectField
      label="Data as of"
      className="report-as-of"
      options={options}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value || undefined)}
    />
  );
}

interface SnapshotBannerProps {
  snapshot: { id: string; asOf: string; builtAt: string } | null | undefined;
  onLive: () => void;
}

/** Shown while a snapshot is chosen, so nobody mistakes past figures for today's. */
export function SnapshotBanner({ snapshot, onLive }: SnapshotBannerProps) {
  if (!snapshot) return null;
  return (
    <Alert
      tone="warning"
      title={`Showing data as of ${formatInstantDateTime(snapshot.asOf)} (snapshot built ${formatInstantDateTime(snapshot.builtAt)})`}
      action={
        <Button variant="secondary" size="sm" onClick={onLive}>
          Back to live data
        </Button>
      }
    >
      The figures are replayed from the event log up to that moment; later orders and status changes are not included.
    </Alert>
  );
}
