import { useEffect, useState } from 'react';
import { useSmsNumber } from '@/features/mfa/api/get-sms-number';
import { MfaSetupFlow, type MfaFlowRequest } from './mfa-setup-flow';

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

interface LoginSecureInviteProps {
  user: { accountNumber: string; isMfaEnabled?: boolean | undefined; hideMfaModal?: unknown; impersonatedUser?: unknown };
  /** Reads the signed-in profile again after a two-factor change (web/src/app passes it in). */
  onProfileChanged: () => Promise<unknown> | void;
}

/**
 * loginSecure: right after signing in, invite a user without two-factor to secure the account —
 * unless they chose "Don't show this again" (hideMfaModal) or a CSR is acting for them.
 */
export function LoginSecureInvite({ user, onProfileChanged }: LoginSecureInviteProps) {
  const [request] = useState<MfaFlowRequest | null>(() => {
    if (user.isMfaEnabled || user.hideMfaModal === true || user.impersonatedUser) return null;
    return inviteDue(user.accountNumber) ? { start: 'loginSecure', goal: 'enable', key: 1 } : null;
  });
  // Shown once per sign-in: a reload or another page of the area does not show it again.
  useEffect(() => {
    if (inviteDue(user.accountNumber)) clearInvite();
  }, [user.accountNumber]);
  const status = useSmsNumber({ enabled: request !== null });
  if (!request || status.isPending) return null;
  return <MfaSetupFlow request={request} status={status.data} onProfileChanged={onProfileChanged} />;
}
