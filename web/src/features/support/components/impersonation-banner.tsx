import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { paths } from '@/config/paths';
import type { Impersonation } from '@/lib/impersonation';
import { displayName, type SessionUser } from '@/lib/session';
import { useEndImpersonation } from '@/features/support/api/end-impersonation';
import { groupLabel } from './group-label';

interface ImpersonationBannerProps {
  impersonation: Impersonation;
  user: SessionUser;
}

type Confirming = 'end-session' | 'new-search' | null;

/**
 * The persistent strip shown in every area while a CSR acts as a user: who is being acted for,
 * "End session" and "New customer search", each after a confirmation (spec point 4: ending asks
 * first; a new customer search ends the session after a confirmation).
 */
export function ImpersonationBanner({ impersonation, user }: ImpersonationBannerProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const end = useEndImpersonation({
    returnTo: (cause) => (cause === 'new-search' ? paths.csr.root.getHref() : impersonation.returnTo || paths.csr.root.getHref()),
  });
  const name = displayName(user);
  const csrName = displayName(impersonation.csr.user);

  function confirm() {
    if (!confirming) return;
    end.mutate(confirming);
  }

  function close() {
    if (end.isPending) return;
    end.reset();
    setConfirming(null);
  }

  return (
    <>
      <div className="impersonation-banner" role="region" aria-label="Impersonation">
        <svg className="impersonation-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <p className="impersonation-banner__text">
          You are acting as <strong>{name}</strong> ({groupLabel(user.customerGroup)})
          <span className="impersonation-banner__by"> · signed in as {csrName}</span>
        </p>
        <div className="impersonation-banner__actions">
          <button type="button" className="impersonation-banner__button" onClick={() => setConfirming('new-search')}>
            New customer search
          </button>
          <button type="button" className="impersonation-banner__button impersonation-banner__button--primary" onClick={() => setConfirming('end-session')}>
            End session
          </button>
        </div>
      </div>

      <Dialog
        open={confirming !== null}
        onClose={close}
        title={confirming === 'new-search' ? 'Start a new customer search?' : 'End this session?'}
        description={
          confirming === 'new-search' ? (
            <p>
              Searching for another customer ends your session as <strong>{name}</strong>. What you changed is kept and recorded in
              the impersonation audit trail.
            </p>
          ) : (
            <p>
              You’ll stop acting as <strong>{name}</strong> and return to your own account ({csrName}). What you changed is kept and
              recorded in the impersonation audit trail.
            </p>
          )
        }
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={end.isPending}>
              Keep acting as {user.firstName || name}
            </Button>
            <Button onClick={confirm} loading={end.isPending}>
              {confirming === 'new-search' ? 'End session and search' : 'End session'}
            </Button>
          </>
        }
      >
        {end.isError ? <Alert tone="error">We couldn’t end the session. Please try again.</Alert> : null}
      </Dialog>
    </>
  );
}
