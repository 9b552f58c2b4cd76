import { lazy, Suspense, useEffect, useState } from 'react';
import { useSmsNumber } from '@/features/mfa/api/get-sms-number';
import { Button } from '@/components/button';
import { useSetMfaPreference } from '@/features/mfa/api/set-mfa-preference';
import { firstStepFor, type MfaFlowRequest } from '@/features/mfa/setup-flow-request';
import './mfa-suggestion.css';

/**
 * The set-up steps (their dialogs and forms) load only for a user the invitation is shown to, not
 * with every signed-in page: the invitation sits above every page of every area (D-608).
 */
const loadSetupFlow = () => import('./mfa-setup-flow');
const MfaSetupFlow = lazy(() => loadSetupFlow().then((m) => ({ default: m.MfaSetupFlow })));

const INVITE_KEY = 'lensloop.mfaInvite';

/** Called by the sign-in page after a real sign-in (not an impersonation): the invitation may show once. */
export function markMfaInviteDue(accountNumber: string): void {
  try {
    window.sessionStorage.setItem(INVITE_KEY, accountNumber);
  } catch {
    /* storage unavailable: no invitation */
  }
}

function inviteDue(accountNumber: string): boolean {
  try {
    return window.sessionStorage.getItem(INVITE_KEY) === accountNumber;
  } catch {
    return false;
  }
}

function clearInvite(): void {
  try {
    window.sessionStorage.removeItem(INVITE_KEY);
  } catch {
    /* nothing to clear */
  }
}

const DISMISSED_KEY = 'lensloop.mfaInviteDismissed';

/** "Not now" is remembered in this browser for the account (D-395): the suggestion does not come back at the next sign-in. */
function dismissedBefore(accountNumber: string): boolean {
  try {
    return (window.localStorage.getItem(DISMISSED_KEY) ?? '').split(',').includes(accountNumber);
  } catch {
    return false;
  }
}
function rememberDismissed(accountNumber: string): void {
  try {
    const list = (window.localStorage.getItem(DISMISSED_KEY) ?? '').split(',').filter(Boolean);
    if (!list.includes(accountNumber)) window.localStorage.setItem(DISMISSED_KEY, [...list, accountNumber].slice(-20).join(','));
  } catch {
    /* storage unavailable */
  }
}

interface LoginSecureInviteProps {
  user: { accountNumber: string; isMfaEnabled?: boolean | undefined; hideMfaModal?: unknown; impersonatedUser?: unknown };
  /** Reads the signed-in profile again after a two-factor change (web/src/app passes it in). */
  onProfileChanged: () => Promise<unknown> | void;
}

/**
 * loginSecure: right after signing in, suggest two-factor to a user without it — unless they chose
 * "Don't show this again" (hideMfaModal), dismissed it before in this browser, or a CSR is acting
 * for them. At most once per session, and never blocking (issue #18): a card above the page's
 * content (it covers nothing); "Set up two-factor" opens the set-up steps.
 */
export function LoginSecureInvite({ user, onProfileChanged }: LoginSecureInviteProps) {
  const [due] = useState(() => !user.isMfaEnabled && user.hideMfaModal !== true && !user.impersonatedUser && !dismissedBefore(user.accountNumber) && inviteDue(user.accountNumber));
  const [open, setOpen] = useState(due);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [request, setRequest] = useState<MfaFlowRequest | null>(null);
  const preference = useSetMfaPreference({ onProfileChanged });
  // Shown once per sign-in: a reload or another page of the area does not show it again.
  useEffect(() => {
    if (inviteDue(user.accountNumber)) clearInvite();
  }, [user.accountNumber]);
  const status = useSmsNumber({ enabled: due });
  // Shown: fetch the set-up steps now, so "Set up two-factor" opens them without a wait.
  useEffect(() => {
    if (due) void loadSetupFlow();
  }, [due]);
  const hidden = user.hideMfaModal === true || user.isMfaEnabled;
  if (request)
    return (
      <Suspense fallback={null}>
        <MfaSetupFlow request={request} status={status.data} onProfileChanged={onProfileChanged} onClosed={() => setRequest(null)} />
      </Suspense>
    );
  if (!open || hidden) return null;
  const dismiss = () => {
    if (dontShowAgain) preference.mutate({ hideMfaModal: true });
    rememberDismissed(user.accountNumber);
    setOpen(false);
  };
  return (
    <aside className="mfa-suggestion card card--padded" aria-labelledby="mfa-suggestion-title">
      <div className="mfa-suggestion__text">
        <h2 id="mfa-suggestion-title" className="section-title">
          Secure your account
        </h2>
        <p>Add two-factor authentication: when you sign in, we’ll text a code to your mobile phone.</p>
      </div>
      <div className="mfa-suggestion__actions">
        <label className="checkbox">
          <input type="checkbox" checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.target.checked)} /> Don’t show this again
        </label>
        <Button size="sm" disabled={status.isPending} onClick={() => (setOpen(false), setRequest({ start: firstStepFor(status.data, 'enable'), goal: 'enable', key: Date.now() }))}>
          Set up two-factor
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </aside>
  );
}
