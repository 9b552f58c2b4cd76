import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@domain/identity/messages';
import { emailDisplayName, EMAIL_DISPLAY_NAME_MAX } from '@domain/practices/api-schemas';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { TextField } from '@/components/text-field';
import { useEmailDisplayName } from '@/features/account/api/get-email-display-name';
import { DISPLAY_NAME_RULE, emailDisplayNameErrorMessage, useUpsertEmailDisplayName } from '@/features/account/api/upsert-email-display-name';

// In the form the rule is said in words; the API answers with the spec's INVALID_VALUE text.
const schema = z.object({ emailDisplayName: z.string().refine((v) => emailDisplayName.safeParse(v).success, DISPLAY_NAME_RULE) });
type Fields = { emailDisplayName: string };

/**
 * The sender name the practice's patients see on its e-mails (the welcome e-mail). `blockedReason`:
 * the practice's account state refuses "update custom e-mail display name" (spec point 4), so the
 * button is disabled and the reason shown beside it.
 */
export function EmailDisplayNameForm({ practiceId, blockedReason }: { practiceId: string; blockedReason?: string | undefined }) {
  const current = useEmailDisplayName(practiceId);
  const upsert = useUpsertEmailDisplayName(practiceId);
  const loaded = current.data && 'emailDisplayName' in current.data ? current.data : undefined;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<Fields>({
    resolver: zodResolver(schema),
    defaultValues: { emailDisplayName: '' },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (loaded) reset({ emailDisplayName: loaded.emailDisplayName });
  }, [loaded, reset]);

  return (
    <form
      className="form card card--padded account-card"
      noValidate
      onSubmit={handleSubmit((values) => upsert.mutate(values.emailDisplayName))}
      aria-labelledby="display-name-heading"
    >
      <div className="form__intro">
        <h2 id="display-name-heading" className="section-title">
          Patient emails
        </h2>
        <p className="muted">The sender name your patients see on the invitations Lensloop sends for your practice.</p>
      </div>
      <FormStatus
        loading={current.isPending && 'Loading the email display name…'}
        error={!loaded ? ACCOUNT_MESSAGES.displayNameLoadError : upsert.isError && emailDisplayNameErrorMessage(upsert.error)}
        success={upsert.isSuccess && !isDirty && <>Saved. New invitations show “{upsert.data.emailDisplayName}” as the sender.</>}
      />
      {loaded ? (
        <>
          <TextField
            label="Email display name"
            maxLength={EMAIL_DISPLAY_NAME_MAX}
            hint={loaded.isCustom ? 'Your practice’s own sender name.' : 'Your practice name is used until you choose another.'}
            error={errors.emailDisplayName?.message}
            {...register('emailDisplayName', { onChange: () => upsert.isError && upsert.reset() })}
          />
          <div className="form__actions">
            {blockedReason ? (
              <p id="display-name-blocked" className="practice-action-blocked">
                {blockedReason}
              </p>
            ) : null}
            <Button
              type="submit"
              variant="secondary"
              loading={upsert.isPending}
              disabled={!isDirty || Boolean(blockedReason)}
              title={blockedReason}
              aria-describedby={blockedReason ? 'display-name-blocked' : undefined}
            >
              {upsert.isPending ? 'Saving…' : 'Save display name'}
            </Button>
          </div>
        </>
      ) : null}
    </form>
  );
}
