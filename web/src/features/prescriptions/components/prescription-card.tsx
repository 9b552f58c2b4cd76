import type { ReactNode } from 'react';
import { expirationDateError, maxExpirationDate, nicknameError, PRESCRIPTION_MESSAGES } from '@domain/prescriptions/prescription-rules';
import { Button } from '@/components/button';
import { formatCalendarDate } from '@/lib/format';
import { supplyUntilLabel } from '@domain/ordering/reorder';
import type { PrescriptionView as Prescription } from '@domain/prescriptions/api-schemas';
import { useUpdatePrescriptionExpiration } from '@/features/prescriptions/api/update-prescription-expiration';
import { useUpdatePrescriptionNickname } from '@/features/prescriptions/api/update-prescription-nickname';
import { InlineEdit } from './inline-edit';
import { PrescriptionEyes } from './prescription-eyes';

/** YYYY-MM-DD → MM/DD/YYYY (the product's date display). */
const usDate = formatCalendarDate;

interface PrescriptionCardProps {
  prescription: Prescription;
  today: string;
  canEdit: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Extra actions composed by the page (e.g. the ordering feature's "Order" button). */
  extraActions?: ReactNode;
}

/** One prescription: nickname, status, expiration, prescriber and both eyes; practice users edit inline. */
export function PrescriptionCard({ prescription: rx, today, canEdit, onEdit, onDelete, extraActions }: PrescriptionCardProps) {
  const nickname = useUpdatePrescriptionNickname();
  const expiration = useUpdatePrescriptionExpiration();
  const headingId = `rx-${rx.id}-title`;
  return (
    <article className={`card rx-card${rx.isExpired ? ' rx-card--expired' : ''}`} aria-labelledby={headingId}>
      <header className="rx-card__header">
        <div className="rx-card__title">
          <InlineEdit
            label="Nickname"
            value={rx.prescriptionNickname}
            maxLength={250}
            disabled={!canEdit}
            validate={nicknameError}
            onSave={async (value) => {
              await nickname.mutateAsync({ id: rx.id, patientAccountNo: rx.patientAccountNo, prescriptionNickname: value });
            }}
          >
            <h3 id={headingId} className="rx-card__nickname">
              {rx.prescriptionNickname}
            </h3>
          </InlineEdit>
          {rx.isExpired ? <span className="badge badge--danger">Expired</span> : <span className="badge badge--success">Active</span>}
          {rx.createdInPms ? <span className="badge badge--neutral">From PMS</span> : null}
          {rx.dueForReorder ? <span className="badge badge--warning">Due for reorder</span> : null}
        </div>
        {canEdit || extraActions ? (
          <div className="rx-card__actions">
            {extraActions}
            {canEdit ? (
              <>
                <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit prescription ${rx.prescriptionNickname}`}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" className="rx-card__delete" onClick={onDelete} aria-label={`Delete prescription ${rx.prescriptionNickname}`}>
                  Delete
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </header>
      <dl className="rx-card__facts">
        <div>
          <dt>Expires</dt>
          <dd>
            <InlineEdit
              label="Expiration date"
              type="date"
              value={rx.prescriptionExpirationDate}
              max={maxExpirationDate(today)}
              disabled={!canEdit}
              validate={(v) => expirationDateError(v, today)}
              onSave={async (value) => {
                try {
                  await expiration.mutateAsync({ id: rx.id, patientAccountNo: rx.patientAccountNo, prescriptionExpirationDate: value });
                } catch (e) {
                  throw new Error(e instanceof Error && e.message ? e.message : PRESCRIPTION_MESSAGES.expirationUpdateError, { cause: e });
                }
              }}
            >
              <time dateTime={rx.prescriptionExpirationDate}>{usDate(rx.prescriptionExpirationDate)}</time>
            </InlineEdit>
          </dd>
        </div>
        <div>
          <dt>Supply</dt>
          <dd>{rx.supplyUntil ? supplyUntilLabel(rx.supplyUntil) : <span className="muted">No orders yet</span>}</dd>
        </div>
        <div>
          <dt>Prescriber</dt>
          <dd>{rx.prescriber ?? <span className="muted">Not given</span>}</dd>
        </div>
        {rx.dateOfService ? (
          <div>
            <dt>Date of service</dt>
            <dd>{usDate(rx.dateOfService)}</dd>
          </div>
        ) : null}
        {rx.sameForBothEyes ? (
          <div>
            <dt>Eyes</dt>
            <dd>Same for both eyes</dd>
          </div>
        ) : null}
      </dl>
      <PrescriptionEyes prescription={rx} />
      {rx.isExpired ? <p className="rx-card__note">This prescription has expired. The patient needs to call the doctor before ordering.</p> : null}
    </article>
  );
}
