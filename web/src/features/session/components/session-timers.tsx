import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { isApiError } from '@/lib/api-client';
import { modalStore, useActiveModal } from '@/lib/modal-store';
import { sessionStore } from '@/lib/session';
import { tokenClaims } from '@/lib/token-claims';
import { getByToken } from '@/features/session/api/get-by-token';
import { renewSession } from '@/features/session/api/renew-session';
import { useSessionConfig } from '@/features/session/api/get-session-config';
import { noteSignOutReason } from '@/features/session/sign-out-reason';

export const LAST_ACTIVITY_KEY = 'lensloop.lastActivity';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Renew this long before the token runs out, so a slow network never lets it lapse. */
const RENEW_MARGIN_MS = 60_000;

/** "m:ss" for the countdown (spec point 4: minutes and seconds). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function storedActivity(): number {
  try {
    return Number(window.localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Expiry (ms) of a JWT, read from its payload; the browser trusts the server, this only schedules. */
function tokenExpiry(token: string): number | null {
  const { exp } = tokenClaims(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}

interface SessionTimersProps {
  /** How this area signs out (the same as its "Sign out" button). */
  onSignOut: () => void;
}

/**
 * The two session timers of spec point 9, for a signed-in area:
 * - idle timer (28 minutes by default): after that long without activity in any tab, the
 *   idle-session modal counts down (m:ss) with "Yes, I'm here"; at zero the user is signed out;
 * - token-check timer (20 minutes by default): renews the token (/session/renew; the old token
 *   stops working, D-526) and reads the profile with it (/customer/getbytoken), so someone working
 *   is never thrown out by the token's expiry.
 */
export function SessionTimers({ onSignOut }: SessionTimersProps) {
  const config = useSessionConfig();
  const active = useActiveModal();
  const open = active === 'idleSession';
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const lastActivity = useRef(0);
  const lastWrite = useRef(0);
  const signingOut = useRef(false);
  const signOut = useRef(onSignOut);
  useEffect(() => {
    signOut.current = onSignOut;
  }, [onSignOut]);

  const recordActivity = useCallback(() => {
    const t = Date.now();
    lastActivity.current = t;
    // Share it with other tabs, but not on every mouse move.
    if (t - lastWrite.current > Math.min(5_000, config.idleTimeoutMs / 10)) {
      lastWrite.current = t;
      try {
        window.localStorage.setItem(LAST_ACTIVITY_KEY, String(t));
      } catch {
        /* this tab only */
      }
    }
  }, [config.idleTimeoutMs]);

  // Activity: any input in this tab (not while the warning is up: that needs an answer).
  useEffect(() => {
    if (open) return;
    recordActivity();
    const onActivity = () => recordActivity();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
    };
  }, [open, recordActivity]);

  // The idle clock.
  useEffect(() => {
    const tick = window.setInterval(() => {
      const t = Date.now();
      const last = Math.max(lastActivity.current, storedActivity());
      setNow(t);
      if (modalStore.get() === 'idleSession') {
        if (last > t - config.idleTimeoutMs) {
          // Another tab was used meanwhile: this one is not idle after all.
          modalStore.hide('idleSession');
          setDeadline(null);
        }
        return;
      }
      if (t - last >= config.idleTimeoutMs) {
        setDeadline(last + config.idleTimeoutMs + config.idleWarningMs);
        modalStore.show('idleSession');
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [config.idleTimeoutMs, config.idleWarningMs]);

  // The countdown ran out: sign out.
  useEffect(() => {
    if (!open || deadline === null || now < deadline || signingOut.current) return;
    signingOut.current = true;
    noteSignOutReason('idle');
    modalStore.hide('idleSession');
    signOut.current();
  }, [open, deadline, now]);

  // The token-check timer: renew while signed in.
  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    function schedule() {
      const token = sessionStore.get()?.token;
      if (!token) return;
      const exp = tokenExpiry(token);
      const untilRenew = exp ? exp - Date.now() - RENEW_MARGIN_MS : config.tokenCheckMs;
      timer = window.setTimeout(() => void check(), Math.max(5_000, Math.min(config.tokenCheckMs, untilRenew)));
    }
    async function check() {
      try {
        // Renew (the old token stops working), then read the profile with the new token.
        const renewed = await getByToken(await renewSession());
        if (cancelled) return;
        const current = sessionStore.get();
        // Still the same user (not signed out or switched meanwhile): keep the renewed token.
        if (current && current.user.accountNumber === renewed.user.accountNumber) sessionStore.start(renewed);
      } catch (error) {
        if (cancelled) return;
        if (isApiError(error) && error.status === 401) {
          noteSignOutReason('expired');
          sessionStore.clear('system');
          return;
        }
        // A network hiccup: try again at the next tick.
      }
      schedule();
    }
    schedule();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [config.tokenCheckMs]);

  // The answer most people want is the default: focus "Yes, I'm here" when the warning opens.
  useEffect(() => {
    if (!open) return;
    const frame = window.requestAnimationFrame(() => document.querySelector<HTMLElement>('.idle-stay')?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [open]);

  function stay() {
    modalStore.hide('idleSession');
    setDeadline(null);
    lastWrite.current = 0;
    recordActivity();
  }

  return (
    <Dialog
      open={open}
      onClose={stay}
      title="Are you still there?"
      description={
        <p>
          You haven’t done anything for a while. For your security you’ll be signed out in{' '}
          <strong className="idle-countdown">
            <span role="timer">{formatCountdown((deadline ?? now) - now)}</span>
          </strong>
          .
        </p>
      }
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              modalStore.hide('idleSession');
              signOut.current();
            }}
          >
            Sign out now
          </Button>
          <Button onClick={stay} className="idle-stay">
            Yes, I’m here
          </Button>
        </>
      }
    />
  );
}
