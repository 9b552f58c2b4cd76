import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { type SmsNumberStatus } from '@domain/security/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { modalStore, useOwnedModal } from '@/lib/modal-store';
import { codeErrorMessage, needsNewCode } from '@/features/mfa/code-errors';
import { useSendVerificationCode } from '@/features/mfa/api/send-verification-code';
import { useSetMfaPreference } from '@/features/mfa/api/set-mfa-preference';
import { useVerifyCode } from '@/features/mfa/api/verify-code';
import { useNumberCode } from '@/features/mfa/hooks/use-number-code';
import { CodeEntryForm } from './code-entry-form';
import { PhoneNumberForm } from './phone-number-form';

import { firstStepFor, SETUP_MODALS, type MfaFlowRequest, type MfaOutcome, type SetupModal } from '@/features/mfa/setup-flow-request';

export { firstStepFor, SETUP_MODALS, type MfaFlowRequest, type MfaGoal, type MfaOutcome } from '@/features/mfa/setup-flow-request';

interface MfaSetupFlowProps {
  request: MfaFlowRequest | null;
  status: SmsNumberStatus | undefined;
  /** Reads the signed-in profile again (it carries the two-factor state); web/src/app passes it in. */
  onProfileChanged: () => Promise<unknown> | void;
  /** The flow reached its end (two-factor on, number verified, two-factor off). */
  onOutcome?: (outcome: MfaOutcome) => void;
  /** The flow closed (at the end or cancelled). */
  onClosed?: () => void;
}

const TITLES: Record<SetupModal, string> = {
  loginSecure: 'Secure your account',
  secureNewNumber: 'Add your mobile number',
  secureVerifiedNumber: 'Use your verified number?',
  secureUnverifiedNumber: 'Verify your mobile number',
  codeEntry: 'Enter your code',
  codeConfirmation: 'You’re all set',
  disableTwoFactor: 'Turn off two-factor authentication?',
};

/**
 * The multi-factor set-up modals of spec point 4, one at a time (lib/modal-store): loginSecure →
 * secureNewNumber / secureVerifiedNumber / secureUnverifiedNumber → codeEntry → codeConfirmation,
 * and disableTwoFactor. The state is the spec's: currentModalId (the modal store), formPhoneNumber,
 * dontShowAgain. Focus moves into each step as it appears and back to the trigger at the end.
 */
export function MfaSetupFlow({ request, ...rest }: MfaSetupFlowProps) {
  // Each request is a fresh run of the flow (its own state, from the account's current facts).
  return request ? <SetupFlowRun key={request.key} request={request} {...rest} /> : null;
}

function SetupFlowRun({ request, status, onProfileChanged, onOutcome, onClosed }: Omit<MfaSetupFlowProps, 'request'> & { request: MfaFlowRequest }) {
  const owner = `mfa-setup-${useId()}`;
  const active = useOwnedModal(owner);
  const current = (SETUP_MODALS as readonly string[]).includes(active ?? '') ? (active as SetupModal) : null;
  const goal = request.goal;
  const [formPhoneNumber, setFormPhoneNumber] = useState<string | null>(status?.phone ?? null);
  const [maskedPhone, setMaskedPhone] = useState<string | null>(status?.maskedPhone ?? null);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState<MfaOutcome | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const code = useNumberCode({ onError: (err) => fail(err), onResend: () => setError(null) });
  const sendCode = useSendVerificationCode();
  const verify = useVerifyCode({ onProfileChanged });
  const preference = useSetMfaPreference({ onProfileChanged });
  const busy = code.sending || sendCode.isPending || verify.isPending || preference.isPending;

  // The run opens at its first modal.
  useEffect(() => {
    modalStore.show(request.start, owner);
  }, [request.start, owner]);

  // Each step takes focus when it appears (after the dialog's own focus handling).
  useEffect(() => {
    if (!current) return;
    const frame = window.requestAnimationFrame(() => {
      const root = bodyRef.current?.closest('dialog');
      const target =
        root?.querySelector<HTMLElement>('.dialog__body [data-autofocus], .dialog__body input:not([disabled])') ??
        root?.querySelector<HTMLElement>('.dialog__footer .btn--primary:not([disabled]), .dialog__footer .btn--danger:not([disabled])');
      target?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [current]);

  function go(next: SetupModal) {
    setError(null);
    modalStore.show(next, owner);
  }

  function close() {
    if (current === 'loginSecure' && dontShowAgain) preference.mutate({ hideMfaModal: true });
    if (current) modalStore.hide(current, owner);
    if (finished) onOutcome?.(finished);
    onClosed?.();
  }

  function fail(err: unknown) {
    setError(codeErrorMessage(err));
  }

  async function submitNumber(phone: string) {
    setError(null);
    try {
      const updated = await code.sendTo(phone);
      setFormPhoneNumber(updated.phone);
      setMaskedPhone(updated.maskedPhone);
      go('codeEntry');
    } catch (err) {
      fail(err);
    }
  }

  async function sendToCurrentNumber() {
    setError(null);
    try {
      const sent = await sendCode.mutateAsync();
      setMaskedPhone(sent.maskedPhone);
      code.sent(sent);
      go('codeEntry');
    } catch (err) {
      if (needsNewCode(err)) go('codeEntry');
      fail(err);
    }
  }

  function submitCode(code: string) {
    setError(null);
    verify.mutate(
      { code, enableTwoFactor: goal === 'enable' },
      {
        onSuccess: (done) => {
          setMaskedPhone(done.maskedPhone);
          setFinished(goal === 'enable' ? 'enabled' : 'verified');
          go('codeConfirmation');
        },
        onError: fail,
      },
    );
  }

  function enableWithVerifiedNumber() {
    setError(null);
    preference.mutate(
      { isMfaEnabled: true },
      {
        onSuccess: () => {
          setFinished('enabled');
          go('codeConfirmation');
        },
        onError: fail,
      },
    );
  }

  function disable() {
    setError(null);
    preference.mutate(
      { isMfaEnabled: false },
      {
        onSuccess: () => {
          onOutcome?.('disabled');
          modalStore.hide('disableTwoFactor', owner);
          onClosed?.();
        },
        onError: fail,
      },
    );
  }

  let description: ReactNode = null;
  let body: ReactNode = null;
  let footer: ReactNode = null;
  // The number steps offer going back to entering another number beside their main button.
  const withAnotherNumber = (label: string, primary: ReactNode) => (
    <>
      <Button variant="ghost" onClick={() => go('secureNewNumber')}>
        {label}
      </Button>
      {primary}
    </>
  );
  const errorBox = error ? (
    <Alert tone="error" announce>
      {error}
    </Alert>
  ) : null;

  switch (current) {
    case 'loginSecure':
      description = (
        <p>
          Add two-factor authentication: when you sign in, we’ll text a code to your mobile phone, so nobody can get into your
          account with your password alone.
        </p>
      );
      body = (
        <label className="checkbox">
          <input type="checkbox" checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.target.checked)} />
          <span>Don’t show this again</span>
        </label>
      );
      footer = (
        <>
          <Button variant="ghost" onClick={close}>
            Not now
          </Button>
          <Button
            onClick={() => {
              if (dontShowAgain) preference.mutate({ hideMfaModal: true });
              go(firstStepFor(status, 'enable'));
            }}
          >
            Set up two-factor
          </Button>
        </>
      );
      break;
    case 'secureNewNumber':
      description = <p>We’ll text a 6-digit code to this number to make sure it’s yours.</p>;
      body = (
        <>
          <PhoneNumberForm id="mfa-phone-form" defaultPhone={formPhoneNumber} onSubmit={(phone) => void submitNumber(phone)} />
          {errorBox}
        </>
      );
      footer = (
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="mfa-phone-form" loading={busy}>
            Send code
          </Button>
        </>
      );
      break;
    case 'secureVerifiedNumber':
      description = (
        <p>
          We’ll text a code to <strong>{status?.maskedPhone ?? maskedPhone}</strong> each time you sign in.
        </p>
      );
      body = errorBox;
      footer = withAnotherNumber(
        'Use another number',
        <Button onClick={enableWithVerifiedNumber} loading={busy}>
          Turn on two-factor
        </Button>,
      );
      break;
    case 'secureUnverifiedNumber':
      description = (
        <p>
          We’ll text a 6-digit code to <strong>{maskedPhone ?? status?.maskedPhone}</strong> to make sure it’s yours.
        </p>
      );
      body = errorBox;
      footer = withAnotherNumber(
        'Use another number',
        <Button onClick={() => void sendToCurrentNumber()} loading={busy}>
          Send code
        </Button>,
      );
      break;
    case 'codeEntry':
      description = (
        <p>
          We texted a 6-digit code to <strong>{maskedPhone ?? status?.maskedPhone}</strong>. It expires in 10 minutes.
        </p>
      );
      body = (
        <CodeEntryForm
          id="mfa-code-form"
          onSubmit={submitCode}
          error={error}
          {...code.field}
        />
      );
      footer = withAnotherNumber(
        'Try another number',
        <Button type="submit" form="mfa-code-form" loading={verify.isPending}>
          Verify
        </Button>,
      );
      break;
    case 'codeConfirmation':
      description =
        finished === 'enabled' || goal === 'enable' ? (
          <p>
            Two-factor authentication is on. Next time you sign in, we’ll text a code to <strong>{maskedPhone ?? status?.maskedPhone}</strong>.
          </p>
        ) : (
          <p>
            Your mobile number <strong>{maskedPhone ?? status?.maskedPhone}</strong> is verified.
          </p>
        );
      footer = (
        <Button onClick={close} data-autofocus>
          Done
        </Button>
      );
      break;
    case 'disableTwoFactor':
      description = <p>Your account will be protected by your password only. You can turn two-factor back on at any time.</p>;
      body = errorBox;
      footer = (
        <>
          <Button variant="ghost" onClick={close}>
            Keep it on
          </Button>
          <Button variant="danger" onClick={disable} loading={busy}>
            Turn off
          </Button>
        </>
      );
      break;
    default:
      break;
  }

  return (
    <Dialog
      open={current !== null}
      onClose={close}
      title={current ? TITLES[current] : ''}
      tone={current === 'codeConfirmation' ? 'success' : 'default'}
      description={description}
      footer={footer}
    >
      <div ref={bodyRef} data-modal-id={current ?? undefined}>
        {body}
      </div>
    </Dialog>
  );
}
