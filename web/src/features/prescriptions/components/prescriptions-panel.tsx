import { type ReactNode, useEffect, useRef, useState } from 'react';
import { defaultExpirationDate, PRESCRIPTION_MESSAGES } from '@domain/prescriptions/prescription-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { useFeatureFlags } from '@/features/prescriptions/api/get-feature-flags';
import { type PrescriptionFilters, usePrescriptions } from '@/features/prescriptions/api/get-prescriptions';
import type { PrescriptionView as Prescription } from '@domain/prescriptions/api-schemas';
import { DeletePrescriptionDialog } from './delete-prescription-dialog';
import { PrescriptionCard } from './prescription-card';
import { PrescriptionFormDialog } from './prescription-form-dialog';
import './prescriptions.css';
import { usePracticeActionAllowed } from '@/hooks/use-practice-action-allowed';
import { RetryButton } from '@/components/retry-button';

type StatusFilter = '' | 'active' | 'expired' | 'due';

interface PrescriptionsPanelProps {
  /** The patient; null = the signed-in patient's own list. */
  accountNumber: string | null;
  /** Practice users add, edit and delete; patients only read. */
  canEdit: boolean;
  /** The practice's default expiry in years (1 or 2; "2 years" when it has none). */
  defaultExpiryYears?: 1 | 2 | undefined;
  /** The page's own title already says "Prescriptions": keep the section heading for screen readers only. */
  hideHeading?: boolean;
  /** Called when the list changed after a write (e.g. so the page refreshes what depends on prescriptions). */
  onChanged?: () => void;
  /** Extra actions on each prescription card, composed by the page (e.g. "Order"). */
  renderActions?: (prescription: Prescription) => ReactNode;
}

/**
 * A patient's prescriptions, newest expiration first (spec point 4), each with OD/OS, the lens
 * dimensions in spec order, active/expired, expiration, nickname and prescriber; practice users
 * add ("Add prescription"), edit, delete and change a nickname or expiration in place.
 */
export function PrescriptionsPanel({ accountNumber, canEdit, defaultExpiryYears, hideHeading = false, onChanged, renderActions }: PrescriptionsPanelProps) {
  const [status, setStatus] = useState<StatusFilter>('');
  // 'due': the spec's dueForReorder filter (issue #20).
  const filters: PrescriptionFilters = status === 'due' ? { dueForReorder: true } : status ? { status } : {};
  const list = usePrescriptions(accountNumber, filters);
  const flags = useFeatureFlags();
  const [adding, setAdding] = useState(false);
  // A blocked practice or deactivated location cannot add one (the server refuses too, spec point 4).
  const createAllowed = usePracticeActionAllowed('create prescription');
  const [editing, setEditing] = useState<Prescription | null>(null);
  const [deleting, setDeleting] = useState<Prescription | null>(null);
  const today = list.data?.today ?? new Date().toISOString().slice(0, 10);
  const dateOfServiceEnabled = flags.data?.includes('dateOfService') ?? false;
  const patientNo = list.data?.patientAccountNumber ?? accountNumber ?? '';
  // Every write invalidates the list; a re-read after the first load means something changed.
  const firstLoad = useRef<number | null>(null);
  useEffect(() => {
    if (!list.dataUpdatedAt) return;
    if (firstLoad.current === null) firstLoad.current = list.dataUpdatedAt;
    else if (list.dataUpdatedAt !== firstLoad.current) onChanged?.();
  }, [list.dataUpdatedAt, onChanged]);

  return (
    <section className="rx-panel" aria-labelledby="rx-panel-heading">
      <div className="rx-panel__toolbar">
        <h2 id="rx-panel-heading" className={hideHeading ? 'section-title visually-hidden' : 'section-title'}>
          Prescriptions
        </h2>
        <SelectField
          label="Show"
          className="rx-panel__filter"
          value={status}
          options={[
            ['', 'All prescriptions'],
            ['active', 'Active only'],
            ['expired', 'Expired only'],
            ['due', 'Due for reorder'],
          ]}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
        {canEdit ? (
          <Button onClick={() => setAdding(true)} disabled={!list.data || !createAllowed.allowed} title={createAllowed.reason}>
            Add prescription
          </Button>
        ) : null}
      </div>

      {list.isPending ? (
        <Spinner label="Loading prescriptions…" />
      ) : list.isError ? (
        <Alert tone="error" title={PRESCRIPTION_MESSAGES.loadErrorShort} action={<RetryButton onRetry={list.refetch} />}>
          {PRESCRIPTION_MESSAGES.loadError}
        </Alert>
      ) : list.data.prescriptions.length === 0 ? (
        <div className="card card--padded rx-panel__empty">
          <p>{status === 'due' ? 'No prescription is due for reorder.' : status ? `No ${status} prescriptions.` : 'No prescriptions yet.'}</p>
          {canEdit && !status ? <p className="muted">Add the patient’s contact lens prescription to order lenses for them.</p> : null}
        </div>
      ) : (
        <ul className="rx-panel__list" aria-label="Prescriptions, newest expiration first">
          {list.data.prescriptions.map((rx) => (
            <li key={rx.id}>
              <PrescriptionCard prescription={rx} today={today} canEdit={canEdit} onEdit={() => setEditing(rx)} onDelete={() => setDeleting(rx)} extraActions={renderActions?.(rx)} />
            </li>
          ))}
        </ul>
      )}

      {canEdit && adding ? (
        <PrescriptionFormDialog
          open
          onClose={() => setAdding(false)}
          accountNumber={patientNo}
          today={today}
          defaultExpiration={defaultExpirationDate(today, defaultExpiryYears)}
          dateOfServiceEnabled={dateOfServiceEnabled}
        />
      ) : null}
      {canEdit && editing ? (
        <PrescriptionFormDialog
          key={editing.id}
          open
          onClose={() => setEditing(null)}
          accountNumber={patientNo}
          prescription={editing}
          today={today}
          defaultExpiration={editing.prescriptionExpirationDate}
          dateOfServiceEnabled={dateOfServiceEnabled}
        />
      ) : null}
      {canEdit ? <DeletePrescriptionDialog prescription={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
