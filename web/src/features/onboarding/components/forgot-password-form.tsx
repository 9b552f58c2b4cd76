import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgetPasswordInput, type ForgetPasswordInput } from '@domain/identity/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { FormStatus } from '@/components/form-status';
import { usePublicHumanCheck } from '@/hooks/use-public-human-check';
import { isApiError } from '@/lib/api-client';
import { useForgetPassword } from '@/features/onboarding/api/forget-password';

interface ForgotPasswordFormProps {
  onSent: (result: { email: string; message: string }) => void;
}

/** "Forgot password?": the e-mail to send a reset link to. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const forget = useForgetPassword();
  // A public form: the request carries a single-use human-check token (spec: human verification).
  const humanCheck = usePublicHumanCheck();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }, unknown, ForgetPasswordInput>({
    resolver: zodResolver(forgetPasswordInput),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  function onSubmit(values: ForgetPasswordInput) {
    const token = humanCheck.take();
    if (!token) return;
    forget.mutate({ ...values, humanCheck: token }, {
      onSuccess: (reply) => onSent({ email: values.email, message: reply.message }),
      onError: (error) => {
        // The token was spent (or refused): start a fresh check for the next try.
        humanCheck.renew();
        const message = isApiError(error) ? error.fieldErrors.email : undefined;
        if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
      },
    });
  }

  const failed = forget.isError && !(isApiError(forget.error) && forget.error.fieldErrors.email);
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormStatus live="assertive" error={failed && MESSAGES.somethingWentWrongRetry} />
      <EmailField label="Email" autoComplete="username" autoFocus error={errors.email?.message} {...register('email')} />
      {humanCheck.widget}
      <Button type="submit" size="lg" block loading={forget.isPending}>
        {forget.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
