import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { editEmailInput, type EditEmailInput } from '@domain/identity/api-schemas';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { FormStatus } from '@/components/form-status';
import { emailChangeErrorMessage, useRequestEmailChange } from '@/features/account/api/request-email-change';

/**
 * Change the e-mail address: a confirmation link goes to the new address; the change is made
 * when the user opens it and signs in with the current e-mail and password.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const request = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }, unknown, EditEmailInput>({
    resolver: zodResolver(editEmailInput),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const sentTo = request.isSuccess ? request.data.email : null;
  const failure = request.isError ? emailChangeErrorMessage(request.error) : null;
  return (
    <form
      className="form account-form"
      noValidate
      onSubmit={handleSubmit((values) => request.mutate(values, { onSuccess: () => reset({ email: '' }) }))}
      aria-labelledby="email-heading"
    >
      <h2 id="email-heading" className="section-title">
        Email address
      </h2>
      <p className="muted">
        You sign in with <strong className="account-email">{currentEmail}</strong>. To change it, enter the new address: we send it a link, and
        the change is made once you open the link and sign in with your current email and password.
      </p>
      <FormStatus
        error={failure}
        successTitle="Check your inbox"
        success={sentTo && <>We sent a confirmation link to {sentTo}. It works for 24 hours; until then you keep signing in with {currentEmail}.</>}
      />
      <EmailField
        label="New email address"
        autoComplete="email"
        maxLength={250}
        error={errors.email?.message}
        {...register('email', { onChange: () => request.isError && request.reset() })}
      />
      <div className="form__actions">
        <Button type="submit" variant="secondary" loading={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </div>
    </form>
  );
}
