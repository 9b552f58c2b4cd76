import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signInInput, type SignInInput } from '../../../../../domain/identity/sign-in';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PasswordField, TextField } from '../../../components/text-field';
import type { Session } from '../../../lib/session';
import { signInErrorMessage, useSignIn } from '../api/sign-in';

interface SignInFormProps {
  /** Called once the session is stored; the signed-in routes take over from there. */
  onSuccess?: (session: Session) => void;
}

type SignInFields = { email: string; password: string };

/** Sign in with e-mail and password, validated by the API's own schema (domain/identity/sign-in). */
export function SignInForm({ onSuccess }: SignInFormProps) {
  const signIn = useSignIn(onSuccess ? { onSuccess } : {});
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

  const failure = signIn.isError ? signInErrorMessage(signIn.error) : null;

  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))} aria-describedby="signin-status">
      <div id="signin-status" aria-live="assertive" aria-atomic="true">
        {failure ? <Alert tone="error" announce={false}>{failure}</Alert> : null}
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
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
      <Button type="submit" size="lg" block loading={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
