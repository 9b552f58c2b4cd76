import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { requiresSecondFactor } from '@domain/identity/customer-group';
import type { Session } from '@/lib/session';
import { useSmsNumber } from '@/features/mfa/api/get-sms-number';
import { firstStepFor, MfaSetupFlow, type MfaFlowRequest, type MfaOutcome } from './mfa-setup-flow';

const OUTCOME_TEXT: Record<MfaOutcome, string> = {
  enabled: 'Two-factor authentication is on.',
  verified: 'Your mobile number is verified.',
  disabled: 'Two-factor authentication is off.',
};

/**
 * Account security: two-factor status and the SMS number (spec point 2 "Manage account … two-factor
 * status"), with turning it on (the set-up modals), changing the number and turning it off.
 */
export function TwoFactorSettings({ session, onProfileChanged }: { session?: Session | null; onProfileChanged: () => Promise<unknown> | void }) {
  const status = useSmsNumber();
  // A CSR acting for the user sees the settings but cannot change them (the API refuses too).
  const readOnly = Boolean(session?.user.impersonatedUser);
  // Analysts and operators always sign in with a texted code (D-742): no "Turn off".
  const required = requiresSecondFactor(session?.user.customerGroup);
  const [request, setRequest] = useState<MfaFlowRequest | null>(null);
  const [outcome, setOutcome] = useState<MfaOutcome | null>(null);
  const open = (start: MfaFlowRequest['start'], goal: MfaFlowRequest['goal'] = 'enable') => {
    setOutcome(null);
    setRequest({ start, goal, key: Date.now() });
  };

  const data = status.data;
  return (
    <section className="card card--padded two-factor" aria-labelledby="two-factor-title">
      <div className="two-factor__head">
        <div>
          <h2 id="two-factor-title" className="section-title">
            Two-factor authentication
          </h2>
          <p className="muted">
            {required
              ? 'Your role always signs in with a 6-digit code we text to your mobile phone, so it stays on.'
              : 'When it’s on, signing in also needs a 6-digit code we text to your mobile phone.'}
          </p>
        </div>
        {data ? (
          <span className={data.isMfaEnabled ? 'badge badge--success' : 'badge badge--neutral'}>{data.isMfaEnabled ? 'On' : 'Off'}</span>
        ) : null}
      </div>

      {status.isPending ? <Spinner label="Loading your security settings…" /> : null}
      {status.isError ? <Alert tone="error">We couldn’t load your security settings. Please reload the page.</Alert> : null}

      {data ? (
        <>
          <dl className="two-factor__facts">
            <div>
              <dt>SMS number</dt>
              <dd>
                {data.maskedPhone ? (
                  <>
                    <span>{data.maskedPhone}</span>{' '}
                    <span className={data.isVerified ? 'badge badge--success' : 'badge badge--neutral'}>{data.isVerified ? 'Verified' : 'Not verified'}</span>
                  </>
                ) : (
                  <span className="muted">No number yet</span>
                )}
              </dd>
            </div>
            {data.isMfaEnabled && data.signInCodesTo && data.signInCodesTo !== data.maskedPhone ? (
              <div>
                <dt>Sign-in codes go to</dt>
                <dd>{data.signInCodesTo} (until the new number is verified)</dd>
              </div>
            ) : null}
          </dl>
          <div aria-live="polite">{outcome ? <Alert tone="success">{OUTCOME_TEXT[outcome]}</Alert> : null}</div>
          {readOnly ? (
            <Alert tone="info">Only the account holder can change two-factor settings.</Alert>
          ) : (
            <div className="two-factor__actions">
              {data.isMfaEnabled ? (
                <>
                  <Button variant="secondary" onClick={() => open('secureNewNumber')}>
                    Change number
                  </Button>
                  {!data.isVerified && data.phone ? (
                    <Button variant="secondary" onClick={() => open('secureUnverifiedNumber')}>
                      Verify number
                    </Button>
                  ) : null}
                  {required ? null : (
                    <Button variant="ghost" onClick={() => open('disableTwoFactor')}>
                      Turn off
                    </Button>
                  )}
                </>
              ) : (
                <>
                  <Button onClick={() => open(firstStepFor(data, 'enable'))}>Turn on two-factor</Button>
                  {data.phone ? (
                    <Button variant="secondary" onClick={() => open('secureNewNumber', 'verify')}>
                      Change number
                    </Button>
                  ) : null}
                </>
              )}
            </div>
          )}
        </>
      ) : null}

      <MfaSetupFlow request={request} status={data} onProfileChanged={onProfileChanged} onOutcome={setOutcome} />
    </section>
  );
}
