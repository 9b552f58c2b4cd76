import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmEmailChangeForm, type ConfirmEmailChangeForm } from '@domain/identity/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { FormStatus } from '@/components/form-status';
import { PasswordField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useConfirmEmailChange } from '@/features/onboarding/api/confirm-email-change';
import { type LinkProblem, linkProblemOf } from '@/features/onboarding/api/get-email-by-token';

interface VerifyEmailFormProps {
  token: string;
  onConfirmed: (newEmail: string) => void;
  onLinkProblem: (problem: LinkProblem) => void;
}

/** Finishing an e-mail change (spec point 2): sign in with the previous e-mail and password. */
export function VerifyEmailForm({ token, onConfirmed, onLinkProblem }: VerifyEmailFormProps) {
  const confirm = useConfirmEmailChange();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmEmailChangeForm>({
    resolver: zodResolver(confirmEmailChangeForm),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  function onSubmit(values: ConfirmEmailChangeForm) {
    setFailure(null);
    confirm.mutate(
      { token, ...values },
      {
        onSuccess: (reply) => onConfirmed(reply.email),
        onError: (error) => {
          if (isApiError(error)) {
            if (error.code.startsWith('TOKEN_')) return onLinkProblem(linkProblemOf(error));
            if (error.status === 401 || error.code === 'INVALID_VALUE') return setFailure(MESSAGES.invalidSignInShown);
            if (error.code === MESSAGES.userAlreadyExists) return setFailure(MESSAGES.userAlreadyExistsShown);
          }
          setFailure(MESSAGES.somethingWentWrongRetry);
        },
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormStatus live="assertive" error={failure} />
      <EmailField label="Previous email" autoComplete="username" autoFocus error={errors.email?.message} {...register('email', { onChange: () => setFailure(null) })} />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password', { onChange: () => setFailure(null) })} />
      <Button type="submit" size="lg" block loading={confirm.isPending}>
        {confirm.isPending ? 'Confirming…' : 'Confirm new email'}
      </Button>
    </form>
  );
}
