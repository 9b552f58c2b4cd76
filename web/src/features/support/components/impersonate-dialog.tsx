import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CustomerGroup } from '@domain/identity/customer-group';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { landingPathFor } from '@/config/paths';
import { beginImpersonationErrorMessage, useBeginImpersonation } from '@/features/support/api/begin-impersonation';
import { groupLabel } from './group-label';

export interface ImpersonationCandidate {
  accountNumber: string;
  name: string;
  customerGroup: CustomerGroup;
  /** e.g. the practice and location, shown under the name. */
  detail?: string | null;
}

interface ImpersonateDialogProps {
  candidate: ImpersonationCandidate | null;
  onClose: () => void;
}

/**
 * Confirms acting as a customer, with an optional reason for the audit trail. On success the
 * browser switches to the customer's session and opens their area.
 */
export function ImpersonateDialog({ candidate, onClose }: ImpersonateDialogProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const begin = useBeginImpersonation({
    returnTo: `${location.pathname}${location.search}`,
    onStarted: (session) => navigate(landingPathFor(session.user.customerGroup)),
  });

  function close() {
    if (begin.isPending) return;
    begin.reset();
    setReason('');
    onClose();
  }

  return (
    <Dialog
      open={candidate !== null}
      onClose={close}
      title={candidate ? `Impersonate ${candidate.name}?` : 'Impersonate'}
      description={
        candidate ? (
          <p>
            You’ll see Lensloop as <strong>{candidate.name}</strong> ({groupLabel(candidate.customerGroup)}) sees it, and act with
            their permissions. Everything you change is recorded under your name in the impersonation audit trail.
          </p>
        ) : null
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={begin.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => candidate && begin.mutate({ accountNumber: candidate.accountNumber, reason: reason.trim() || undefined })}
            loading={begin.isPending}
          >
            Start impersonation
          </Button>
        </>
      }
    >
      {candidate ? (
        <div className="stack-md">
          <dl className="summary-list">
            <div>
              <dt>Customer</dt>
              <dd>{candidate.name}</dd>
            </div>
            <div>
              <dt>Account</dt>
              <dd>{candidate.accountNumber}</dd>
            </div>
            {candidate.detail ? (
              <div>
                <dt>Practice</dt>
                <dd>{candidate.detail}</dd>
              </div>
            ) : null}
          </dl>
          <TextField
            label="Reason"
            optionalLabel
            hint="For the audit trail, e.g. “Patient called about a late order”."
            maxLength={250}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && candidate && !begin.isPending) {
                event.preventDefault();
                begin.mutate({ accountNumber: candidate.accountNumber, reason: reason.trim() || undefined });
              }
            }}
          />
          {begin.isError ? <Alert tone="error">{beginImpersonationErrorMessage(begin.error)}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
