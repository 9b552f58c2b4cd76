import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_RX_EXPIRY_OPTIONS, setDefaultRxExpiryInput, type SetDefaultRxExpiryInput } from '@domain/practices/api-schemas';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { SelectField } from '@/components/select-field';
import { useDefaultRxExpiry } from '@/features/practice/api/get-default-rx-expiry';
import { PRACTICE_LOAD_ERROR } from '@/features/practice/api/get-practice';
import { setDefaultRxExpiryErrorMessage, useSetDefaultRxExpiry } from '@/features/practice/api/set-default-rx-expiry';

const OPTIONS = DEFAULT_RX_EXPIRY_OPTIONS.map((o) => [o, o] as const);

/** The practice's default prescription expiration (spec points 7 and 9). Practice administrators edit; staff read. */
export function DefaultRxExpiryForm({ practiceId, canEdit }: { practiceId: string; canEdit: boolean }) {
  const current = useDefaultRxExpiry(practiceId);
  const save = useSetDefaultRxExpiry(practiceId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<SetDefaultRxExpiryInput>({ resolver: zodResolver(setDefaultRxExpiryInput), defaultValues: { newExpiry: '2 years' } });

  useEffect(() => {
    if (current.data) reset({ newExpiry: current.data });
  }, [current.data, reset]);

  return (
    <form
      className="form card card--padded account-card"
      noValidate
      aria-labelledby="rx-expiry-heading"
      onSubmit={handleSubmit((values) => save.mutate(values.newExpiry, { onSuccess: (r) => reset({ newExpiry: r.expiry }) }))}
    >
      <div className="form__intro">
        <h2 id="rx-expiry-heading" className="section-title">
          Default prescription expiration
        </h2>
        <p className="muted">How long new prescriptions written at your practice stay valid unless you choose otherwise.</p>
      </div>
      <FormStatus
        loading={current.isPending && 'Loading the default prescription expiration…'}
        error={current.isError ? PRACTICE_LOAD_ERROR : save.isError && setDefaultRxExpiryErrorMessage(save.error)}
        success={save.isSuccess && !isDirty && <>Saved. New prescriptions now expire after {save.data.expiry}.</>}
      />
      {current.data ? (
        <>
          <SelectField
            label="New prescriptions expire after"
            options={OPTIONS}
            disabled={!canEdit}
            hint={canEdit ? undefined : 'Only your practice administrator can change this.'}
            {...register('newExpiry', { onChange: () => save.isError && save.reset() })}
          />
          {canEdit ? (
            <div className="form__actions">
              <Button type="submit" variant="secondary" loading={save.isPending} disabled={!isDirty}>
                {save.isPending ? 'Saving…' : 'Save expiration'}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </form>
  );
}
