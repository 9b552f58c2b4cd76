import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changePasswordForm, type ChangePasswordForm as Fields } from '@domain/identity/change-password';
import { PASSWORD_MESSAGES, isWeakPassword } from '@domain/shared/validation';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { PasswordRules } from '@/components/password-rules';
import { PasswordField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { changePasswordErrorMessage, useChangePassword } from '@/features/account/api/change-password';

const EMPTY: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };
const HINT = '8 to 20 characters, with a lowercase and an uppercase letter, a number and a special character.';

/** Change password: current, new (rules shown live) and confirmation; the e-mail is the user's own. */
export function ChangePasswordForm({ email, firstName, lastName }: { email: string; firstName: string; lastName: string }) {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      changePasswordForm.superRefine((v, ctx) => {
        if (v.newPassword && isWeakPassword(v.newPassword, { email, firstName, lastName })) {
          ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_MESSAGES.weak });
        }
      }),
    [email, firstName, lastName],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onTouched' });
  const typed = useWatch({ control, name: 'newPassword' });

  function onSubmit(values: Fields) {
    setDone(false);
    change.mutate(
      { email, oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setDone(true);
          reset(EMPTY);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.code === 'WEAK_PASSWORD') setError('newPassword', { type: 'server', message: PASSWORD_MESSAGES.weak }, { shouldFocus: true });
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field === 'oldPassword' || field === 'newPassword') setError(field, { type: 'server', message });
          }
        },
      },
    );
  }

  const failure = change.isError ? changePasswordErrorMessage(change.error) : null;
  return (
    <form className="form account-form" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="password-heading">
      <h2 id="password-heading" className="section-title">
        Password
      </h2>
      <FormStatus error={failure} success={done && 'Your password has been changed. Use the new one the next time you sign in.'} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label="Current password" autoComplete="current-password" error={errors.oldPassword?.message} {...register('oldPassword', { onChange: () => change.isError && change.reset() })} />
      <div className="password-field">
        <PasswordField label="New password" autoComplete="new-password" hint={HINT} error={errors.newPassword?.message} {...register('newPassword')} />
        <PasswordRules id="change-password-rules" value={typed} />
      </div>
      <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <div className="form__actions">
        <Button type="submit" loading={change.isPending}>
          {change.isPending ? 'Changing password…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
