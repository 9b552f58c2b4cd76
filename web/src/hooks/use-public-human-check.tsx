import { lazy, Suspense, useState } from 'react';

const HumanCheck = lazy(() => import('@/components/human-check').then((m) => ({ default: m.HumanCheck })));

/**
 * The human check the sign-in page uses (ALTCHA), for a public form: its widget, the token once
 * solved, and a fresh round after each attempt (a token works once). Used by the contact and
 * practice sign-up forms and "Forgot password?".
 */
export function usePublicHumanCheck() {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [missing, setMissing] = useState(false);
  const widget = (
    <>
      <Suspense fallback={null}>
        <HumanCheck
          onVerified={(t) => {
            setToken(t);
            setMissing(false);
          }}
          onReset={() => setToken(null)}
          resetKey={round}
        />
      </Suspense>
      {missing && !token ? (
        <p className="field__error" role="alert">
          Please confirm you’re not a robot first.
        </p>
      ) : null}
    </>
  );
  return {
    widget,
    /** The token to send, or null after showing the reminder. */
    take(): string | null {
      if (!token) setMissing(true);
      return token;
    },
    /** After a request: the token is spent either way. */
    renew() {
      setToken(null);
      setRound((n) => n + 1);
    },
  };
}
