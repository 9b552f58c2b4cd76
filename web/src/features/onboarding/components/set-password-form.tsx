import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { newPasswordPair, type NewPasswordPair } from '@domain/identity/set-password';
import { MESSAGES } from '@domain/shared/errors';
import { PASSWORD_MESSAGES, isWeakPassword } from '@domain/shared/validation';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { PasswordRules } from '@/components/password-rules';
import { PasswordField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { type LinkProblem, linkProblemOf } from '@/features/onboarding/api/get-email-by-token';
import { useSetPassword } from '@/features/onboarding/api/set-password';

interface SetPasswordFormProps {
  token: string;
  /** The account the link is for (from /customer/emailbytoken). */
  email: string;
  submitLabel: string;
  /** The password is set: the caller signs in or shows the next step. */
  onDone: (credentials: { email: string; password: string }) => void;
  /** The link turned out to be used or expired while the page was open. */
  onLinkProblem: (problem: LinkProblem) => void;
}

const HINT = '8 to 20 characters, with a lowercase and an uppercase letter, a number and a special character.';

/** New password and confirmation with the spec's rules shown live; the same schema as the API. */
export function SetPasswordForm({ token, email, submitLabel, onDone, onLinkProblem }: SetPasswordFormProps) {
  const setPassword = useSetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      newPasswordPair.superRefine((v, ctx) => {
        if (v.newPassword && isWeakPassword(v.newPassword, { email })) {
          ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_MESSAGES.weak });
        }
      }),
    [email],
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<NewPasswordPair>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const typed = useWatch({ control, name: 'newPassword' });

  function onSubmit(values: NewPasswordPair) {
    setFailure(null);
    setPassword.mutate(
      { token, ...values },
      {
        onSuccess: () => onDone({ email, password: values.newPassword }),
        onError: (error) => {
          if (isApiError(error)) {
            if (error.code.startsWith('TOKEN_')) return onLinkProblem(linkProblemOf(error));
            if (error.code === 'WEAK_PASSWORD') return setError('newPassword', { type: 'server', message: PASSWORD_MESSAGES.weak }, { shouldFocus: true });
            const fields = Object.entries(error.fieldErrors).filter(([f]) => f === 'newPassword' || f === 'confirmPassword');
            fields.forEach(([field, message], i) => setError(field as keyof NewPasswordPair, { type: 'server', message }, { shouldFocus: i === 0 }));
            if (fields.length) return;
          }
          setFailure(MESSAGES.somethingWentWrongRetry);
        },
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormStatus live="assertive" error={failure} />
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="password-field">
        <PasswordField label="New password" autoComplete="new-password" hint={HINT} error={errors.newPassword?.message} {...register('newPassword')} />
        <PasswordRules id="new-password-rules" value={typed} />
      </div>
      <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <Button type="submit" size="lg" block loading={setPassword.isPending}>
        {setPassword.isPending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
