import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef, useState } from 'react';
import { API_BASE, apiClient, isApiError } from '@/lib/api-client';

// The widget's proof-of-work runs in a worker bundled with the app (strict CSP: no blob: workers).
globalThis.$altcha?.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export type HumanCheckState = 'pending' | 'success' | 'failure';

interface HumanCheckProps {
  /** A single-use human-check token for the protected request, from /customer/recaptcha/verify. */
  onVerified: (token: string) => void;
  /** Called when the check fails or the solution expires; the token, if any, is no longer valid. */
  onReset?: () => void;
  /** Bump to start a fresh check (e.g. after the token was used). */
  resetKey?: number;
}

/**
 * Human verification without a third-party service (spec: POST /customer/recaptcha/verify): the
 * ALTCHA widget solves a proof-of-work challenge from our API in the background; its payload is
 * verified by `/customer/recaptcha/verify`, which answers a single-use token for the form's own
 * request. States follow the spec: pending, then success (no error) or failure (error or rejection).
 */
export function HumanCheck({ onVerified, onReset, resetKey = 0 }: HumanCheckProps) {
  const ref = useRef<HTMLElement>(null);
  // The state of this round only: a fresh round (resetKey) starts with no status, not the last round's "verified".
  const [round, setRound] = useState<{ key: number; state: HumanCheckState } | null>(null);
  const state = round?.key === resetKey ? round.state : null;
  const callbacks = useRef({ onVerified, onReset });
  useEffect(() => {
    callbacks.current = { onVerified, onReset };
  }, [onVerified, onReset]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    let active = true;
    const setState = (next: HumanCheckState) => setRound({ key: resetKey, state: next });
    async function verify(payload: string) {
      setState('pending');
      try {
        // Made only when the response value exists (spec point 7).
        const reply = await apiClient.command<{ token?: string }>('/customer/recaptcha/verify', { response: payload }, { auth: false });
        if (!active) return;
        if (!reply?.token) throw new Error('no token');
        setState('success');
        callbacks.current.onVerified(reply.token);
      } catch (error) {
        if (!active) return;
        setState('failure');
        callbacks.current.onReset?.();
        if (!isApiError(error)) console.error(error);
        (widget as HTMLElement & { reset?: () => void }).reset?.();
      }
    }
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      if (detail?.state === 'verified' && detail.payload) void verify(detail.payload);
      if (detail?.state === 'expired' || detail?.state === 'error') {
        setState('failure');
        callbacks.current.onReset?.();
      }
    };
    widget.addEventListener('statechange', onState);
    return () => {
      active = false;
      widget.removeEventListener('statechange', onState);
    };
  }, [resetKey]);

  return (
    <div className="human-check">
      <div key={resetKey} className="human-check__widget">
        <altcha-widget
          ref={ref}
          challenge={`${API_BASE}/customer/recaptcha/challenge`}
          name="altcha"
          type="checkbox"
          configuration={JSON.stringify({ hideFooter: true, credentials: 'same-origin' })}
        />
      </div>
      <p className="human-check__status" role="status" aria-live="polite">
        {state === 'pending' ? 'Checking…' : state === 'success' ? 'Thanks, you are verified.' : state === 'failure' ? "That didn't work. Please try the check again." : ''}
      </p>
    </div>
  );
}
