import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInInput, type SignInInput } from '@domain/identity/api-schemas';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { FormStatus } from '@/components/form-status';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { PasswordField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { type MfaChallenge, needsHumanCheck, signInErrorMessage, useSignIn } from '@/features/auth/api/sign-in';

// The human-check widget (and its proof-of-work worker) loads only when the throttle asks for it.
const HumanCheck = lazy(() => import('@/components/human-check').then((m) => ({ default: m.HumanCheck })));

interface SignInFormProps {
  /** Called once the session is stored; the signed-in routes take over from there. */
  onSuccess?: (session: Session) => void;
  /** Two-factor is on: the code step takes over (the page shows the completeSignIn modal). */
  onMfaRequired?: (challenge: MfaChallenge) => void;
}

type SignInFields = { email: string; password: string };

/**
 * Sign in with e-mail and password, validated by the API's own schema (domain/identity/sign-in).
 * When the sign-in throttle asks for it, a human check appears; its single-use token goes with
 * the next attempt.
 */
export function SignInForm({ onSuccess, onMfaRequired }: SignInFormProps) {
  const signIn = useSignIn({ ...(onSuccess ? { onSuccess } : {}), ...(onMfaRequired ? { onMfaRequired } : {}) });
  const [humanCheckAsked, setHumanCheckAsked] = useState(false);
  const [humanCheckToken, setHumanCheckToken] = useState<string | null>(null);
  const [humanCheckRound, setHumanCheckRound] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInFields, unknown, SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  function submit(values: SignInInput) {
    const token = humanCheckToken;
    signIn.mutate(token ? { ...values, humanCheck: token } : values, {
      onError: (error) => {
        if (needsHumanCheck(error)) setHumanCheckAsked(true);
      },
    });
    if (token) {
      // A human-check token works once: the next attempt needs a new check.
      setHumanCheckToken(null);
      setHumanCheckRound((n) => n + 1);
    }
  }

  const failure = signIn.isError ? signInErrorMessage(signIn.error) : null;
  const waitingForHumanCheck = humanCheckAsked && !humanCheckToken;

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-describedby="signin-status">
      {/* When the human check is asked for, its box below says so; other failures show here. */}
      <FormStatus id="signin-status" live="assertive" error={!(isApiError(signIn.error) && signIn.error.code === 'HUMAN_CHECK_REQUIRED') && failure} />
      <EmailField
        label="Email"
        autoComplete="username"
        autoFocus
        error={errors.email?.message}
        {...register('email', { onChange: () => signIn.isError && signIn.reset() })}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { onChange: () => signIn.isError && signIn.reset() })}
      />
      <Link className="signin__forgot" to={paths.forgotPassword.getHref()}>
        Forgot password?
      </Link>
      {humanCheckAsked ? (
        <fieldset className="human-check-field">
          <legend>Confirm you’re not a robot</legend>
          <p className="muted">There were several unsuccessful sign-ins to this account, so we need a quick check first.</p>
          <Suspense fallback={<Spinner label="Loading the check…" />}>
            <HumanCheck onVerified={setHumanCheckToken} onReset={() => setHumanCheckToken(null)} resetKey={humanCheckRound} />
          </Suspense>
        </fieldset>
      ) : null}
      <Button type="submit" size="lg" block loading={signIn.isPending} disabled={waitingForHumanCheck}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
