import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Logo } from '@/components/logo';
import { landingPathFor } from '@/config/paths';
import type { Impersonation } from '@/lib/impersonation';
import { displayName, type SessionUser } from '@/lib/session';
import { useEndImpersonation } from '@/features/support/api/end-impersonation';
import { groupLabel } from './group-label';

/**
 * Opening the support area while acting as a customer: starting a new customer search ends the
 * session, after this confirmation (spec point 4). Keeping it goes back to the customer's area.
 */
export function ImpersonationGate({ impersonation, user }: { impersonation: Impersonation; user: SessionUser }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Ending here stays on the support address the CSR opened.
  const end = useEndImpersonation({ returnTo: () => `${location.pathname}${location.search}` });
  const name = displayName(user);

  return (
    <div className="impersonation-gate">
      <div className="card card--padded impersonation-gate__card" role="dialog" aria-modal="false" aria-labelledby="gate-title" aria-describedby="gate-text">
        <Logo />
        <h1 id="gate-title" className="impersonation-gate__title" tabIndex={-1} data-route-focus>
          Start a new customer search?
        </h1>
        <p id="gate-text">
          You are acting as <strong>{name}</strong> ({groupLabel(user.customerGroup)}). Searching for another customer ends this session
          and returns you to your own account ({displayName(impersonation.csr.user)}).
        </p>
        {end.isError ? <Alert tone="error">We couldn’t end the session. Please try again.</Alert> : null}
        <div className="impersonation-gate__actions">
          <Button variant="secondary" onClick={() => navigate(landingPathFor(user.customerGroup))} disabled={end.isPending}>
            Keep acting as {user.firstName || name}
          </Button>
          <Button onClick={() => end.mutate('new-search')} loading={end.isPending}>
            End session and search
          </Button>
        </div>
      </div>
    </div>
  );
}
