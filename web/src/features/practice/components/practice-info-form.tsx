import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PracticeInfo, updatePracticeInfoInput, type UpdatePracticeInfoInput, type UpdatePracticeInfoValues } from '@domain/practices/api-schemas';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { PhoneField } from '@/components/phone-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatUsPhone } from '@/lib/format';
import { practiceUpdateErrorMessage, useUpdatePracticeInfo } from '@/features/practice/api/update-practice-info';

/** The practice's name and phone (spec point 2 "Manage practice: practice ... information"), for the administrator. */
export function PracticeInfoForm({ practice }: { practice: PracticeInfo }) {
  const update = useUpdatePracticeInfo(practice.practiceId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<UpdatePracticeInfoInput, unknown, UpdatePracticeInfoValues>({
    resolver: zodResolver(updatePracticeInfoInput),
    defaultValues: { practiceName: practice.name, phone: formatUsPhone(practice.phone) },
    mode: 'onTouched',
  });

  function onSubmit(values: UpdatePracticeInfoValues) {
    update.mutate(values, {
      onSuccess: (saved) => reset({ practiceName: saved.name, phone: formatUsPhone(saved.phone) }),
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'practiceName' || field === 'phone') setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    });
  }

  return (
    <form className="form card card--padded account-card" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="practice-form-heading">
      <div className="form__intro">
        <h2 id="practice-form-heading" className="section-title">
          Practice information
        </h2>
        <p className="muted">
          The practice name is required. Practice ID <strong>{practice.practiceId}</strong>.
        </p>
      </div>
      <FormStatus
        error={update.isError && practiceUpdateErrorMessage(update.error)}
        success={update.isSuccess && !isDirty && 'Your practice information has been saved.'}
      />
      <div className="form-grid">
        <TextField label="Practice name" autoComplete="organization" maxLength={250} error={errors.practiceName?.message} {...register('practiceName')} />
        <PhoneField label="Practice phone" autoComplete="tel-national" error={errors.phone?.message} {...register('phone')} />
      </div>
      <div className="form__actions">
        <Button type="submit" loading={update.isPending} disabled={!isDirty && !update.isError}>
          {update.isPending ? 'Saving…' : 'Save practice information'}
        </Button>
      </div>
    </form>
  );
}
