import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { verificationCode } from '@domain/security/check-code';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { TextField } from '@/components/text-field';

const codeForm = z.object({ code: verificationCode });
type CodeFields = z.input<typeof codeForm>;
type CodeValues = z.output<typeof codeForm>;

interface CodeEntryFormProps {
  id: string;
  onSubmit: (code: string) => void;
  /** The error to show under the field (e.g. the spec's wrong-code sentence). */
  error?: string | null;
  /** A new code was sent: clear the field. */
  codeVersion: number;
  onResend: () => void;
  resending: boolean;
  /** When "Resend code" becomes possible. */
  resendAvailableAt?: string | null;
}

function secondsUntil(iso: string | null | undefined, now: number): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/** The 6-digit code field (one-time-code autofill) and "Resend code", with its cooldown. */
export function CodeEntryForm({ id, onSubmit, error, codeVersion, onResend, resending, resendAvailableAt }: CodeEntryFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<CodeFields, unknown, CodeValues>({ resolver: zodResolver(codeForm), defaultValues: { code: '' }, mode: 'onSubmit' });
  const [now, setNow] = useState(() => Date.now());
  const wait = secondsUntil(resendAvailableAt, now);

  useEffect(() => {
    reset({ code: '' });
    setFocus('code');
  }, [codeVersion, reset, setFocus]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, []);

  const fieldError = errors.code?.message;
  return (
    <form id={id} className="form" noValidate onSubmit={handleSubmit((v) => onSubmit(v.code))}>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="code-field"
        data-autofocus
        hint="6 digits"
        error={fieldError}
        {...register('code')}
      />
      <FormStatus live="assertive" error={!fieldError && error} />
      <p className="code-resend">
        Didn’t get it?{' '}
        <Button variant="ghost" size="sm" onClick={onResend} loading={resending} disabled={wait > 0}>
          {wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
        </Button>
      </p>
    </form>
  );
}
