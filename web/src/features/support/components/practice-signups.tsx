import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SignupRow } from '@domain/practice-signups/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { dataColumns } from '@/components/data-table/data-table';
import { PagedTableRead } from '@/components/data-table/paged-table-read';
import { Dialog } from '@/components/dialog';
import { TextAreaField } from '@/components/text-area-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatUsPhone } from '@/lib/format';
import { SIGNUP_PAGE_SIZE, type SignupStatusFilter, usePracticeSignups } from '@/features/support/api/list-practice-signups';
import { useApprovePracticeSignup, useDeclinePracticeSignup } from '@/features/support/api/review-practice-signup';
import { formatInstantDateTime } from './format-time';
import { StatusFilterBar } from './status-filter-bar';
import { useStatusPageParams } from './use-status-page-params';

const STATUS_OPTIONS = [
  ['pending', 'Waiting for review'],
  ['approved', 'Approved'],
  ['declined', 'Declined'],
  ['all', 'All'],
] as const;

type Review = { signup: SignupRow; action: 'approve' | 'decline' } | null;

function ReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const approve = useApprovePracticeSignup();
  const decline = useDeclinePracticeSignup();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const mutation = review?.action === 'approve' ? approve : decline;
  function close() {
    if (mutation.isPending) return;
    approve.reset();
    decline.reset();
    setReason('');
    setReasonError(undefined);
    onClose();
  }
  function confirm() {
    if (!review) return;
    if (review.action === 'approve') {
      approve.mutate({ signupId: review.signup.signupId });
      return;
    }
    if (!reason.trim()) {
      setReasonError('Please give the applicant a reason');
      return;
    }
    decline.mutate({ signupId: review.signup.signupId, reason }, { onError: (e) => isApiError(e) && e.fieldErrors.reason && setReasonError(e.fieldErrors.reason) });
  }
  const s = review?.signup;
  const done = mutation.isSuccess;
  return (
    <Dialog
      open={review !== null}
      onClose={close}
      tone={done ? 'success' : 'default'}
      title={!review ? '' : done ? (review.action === 'approve' ? 'Practice approved' : 'Sign-up declined') : review.action === 'approve' ? 'Approve this practice?' : 'Decline this sign-up?'}
      description={
        s ? (
          done ? (
            review?.action === 'approve' ? (
              <p>
                {s.practiceName} is registered. {s.contactName} gets a welcome email at <strong>{s.email}</strong> to set a password.
              </p>
            ) : (
              <p>
                {s.contactName} gets an email at <strong>{s.email}</strong> with your reason.
              </p>
            )
          ) : review?.action === 'approve' ? (
            <p>
              This registers {s.practiceName} with its first location ({s.address}) and makes {s.contactName} its practice administrator, who gets a welcome
              email to set a password.
            </p>
          ) : (
            <p>{s.contactName} is emailed the reason below.</p>
          )
        ) : null
      }
      footer={
        done ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button variant={review?.action === 'decline' ? 'danger' : 'primary'} onClick={confirm} loading={mutation.isPending}>
              {review?.action === 'approve' ? 'Approve practice' : 'Decline sign-up'}
            </Button>
          </>
        )
      }
    >
      {review?.action === 'decline' && !done ? (
        <TextAreaField label="Reason (sent to the applicant)" rows={4} maxLength={250} value={reason} error={reasonError} onChange={(e) => setReason(e.target.value)} />
      ) : null}
      {mutation.isError && !(isApiError(mutation.error) && mutation.error.fieldErrors.reason) ? (
        <Alert tone="error">{isApiError(mutation.error) && mutation.error.status < 500 ? mutation.error.message : 'Something went wrong, please try again.'}</Alert>
      ) : null}
    </Dialog>
  );
}

/** /csr/practice-signups: practices asking to join; the CSR approves or declines with a reason (issue #17). */
export function PracticeSignups() {
  const { status, page, setStatus, setPage } = useStatusPageParams<SignupStatusFilter>(STATUS_OPTIONS, 'pending');
  const query = usePracticeSignups(status, page);
  const [review, setReview] = useState<Review>(null);

  const column = dataColumns<SignupRow>();
  const columns = column.columns([
    column.accessor('practiceName', {
      id: 'practice',
      header: 'Practice',
      meta: { className: '' },
      cell: ({ row: { original: s } }) => (
        <div className="cell-stack">
          <span className="cell-strong">{s.practiceId ? <Link to={paths.csr.practice.getHref(s.practiceId)}>{s.practiceName}</Link> : s.practiceName}</span>
          <span className="cell-sub">{s.address}</span>
        </div>
      ),
    }),
    column.accessor('contactName', {
      header: 'Contact person',
      meta: { className: '' },
      cell: ({ row: { original: s } }) => (
        <div className="cell-stack">
          <span>{s.contactName}</span>
          <span className="cell-sub">{s.email}</span>
          <span className="cell-sub">{formatUsPhone(s.phone)}</span>
        </div>
      ),
    }),
    column.accessor('requestedAt', { header: 'Requested', meta: { className: 'cell-nowrap' }, cell: ({ getValue }) => formatInstantDateTime(getValue()) }),
    column.display({
      id: 'review',
      header: 'Review',
      cell: ({ row: { original: s } }) =>
        s.status === 'pending' ? (
          <div className="row-actions">
            <Button size="sm" onClick={() => setReview({ signup: s, action: 'approve' })}>
              Approve<span className="visually-hidden"> {s.practiceName}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setReview({ signup: s, action: 'decline' })}>
              Decline<span className="visually-hidden"> {s.practiceName}</span>
            </Button>
          </div>
        ) : s.status === 'approved' ? (
          <span className="badge badge--success">Approved</span>
        ) : (
          <div className="cell-stack">
            <span className="badge badge--neutral">Declined</span>
            <span className="cell-sub">{s.declineReason}</span>
          </div>
        ),
    }),
  ]);

  return (
    <div className="stack-lg">
      <StatusFilterBar options={STATUS_OPTIONS} status={status} onChange={setStatus} />
      <PagedTableRead
        query={query}
        errorText="Something went wrong while attempting to load the sign-ups."
        loadingLabel="Loading sign-ups…"
        emptyList={<Alert tone="info">{status === 'pending' ? 'No sign-ups are waiting for review.' : 'No sign-ups here.'}</Alert>}
        rows={(data) => data.signups}
        columns={columns}
        getRowId={(s) => s.signupId}
        caption={status === 'pending' ? 'Sign-ups waiting for review, oldest first' : 'Practice sign-ups'}
        rowHeader="practice"
        paging={{ label: 'Sign-up pages', page, pageSize: SIGNUP_PAGE_SIZE, onPageChange: setPage }}
      />
      <ReviewDialog review={review} onClose={() => setReview(null)} />
    </div>
  );
}
