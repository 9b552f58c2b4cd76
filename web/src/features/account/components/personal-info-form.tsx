import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileForm, profileFormToInput, type ProfileFormInput, type ProfileFormValues } from '@domain/identity/update-profile';
import { AddressFields } from '@/components/address-fields';
import { DateOfBirthField } from '@/components/date-of-birth-field';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { PhoneField } from '@/components/phone-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { profileFormFields, showProfileFieldErrors } from '@/lib/profile-form';
import { PERSONAL_INFO_UPDATE_ERROR, useUpdateProfile } from '@/features/account/api/update-profile';
import type { AccountProfile } from './account-profile';

interface PersonalInfoFormProps {
  profile: AccountProfile;
  /** Patients keep a home (shipping) address; practice users do not. */
  withAddress: boolean;
  withDateOfBirth: boolean;
  /** Refresh the shown profile after a save. */
  onSaved: () => unknown;
}

/** Personal info (spec point 2, "Manage account: personal info"), validated with the API's schema. */
export function PersonalInfoForm({ profile, withAddress, withDateOfBirth, onSaved }: PersonalInfoFormProps) {
  const update = useUpdateProfile({ onSaved });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileForm),
    defaultValues: profileFormFields(profile),
    mode: 'onTouched',
  });

  function onSubmit(values: ProfileFormValues) {
    const input = profileFormToInput(values, withAddress);
    if (!withDateOfBirth) delete input.dob;
    update.mutate(input, {
      // What was saved becomes the form's baseline, so "saved" shows until the next edit.
      onSuccess: () => reset(getValues()),
      onError: (error) => showProfileFieldErrors(error, setError),
    });
  }

  const saved = update.isSuccess && !isDirty;
  return (
    <form className="form card card--padded account-card" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="personal-info-heading">
      <div className="form__intro">
        <h2 id="personal-info-heading" className="section-title">
          Personal info
        </h2>
        <p className="muted">First and last name are required.{withAddress ? ' An address is used as your delivery address.' : ''}</p>
      </div>
      <FormStatus
        error={update.isError && (isApiError(update.error) && update.error.status === 400 ? 'Please correct the highlighted fields.' : PERSONAL_INFO_UPDATE_ERROR)}
        success={saved && 'Your personal info has been saved.'}
      />
      <div className="form-grid">
        <TextField label="First name" autoComplete="given-name" maxLength={250} error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={250} error={errors.lastName?.message} {...register('lastName')} />
        <PhoneField label="Phone" autoComplete="tel-national" error={errors.phone?.message} {...register('phone')} />
        {withDateOfBirth ? (
          <DateOfBirthField autoComplete="bday" error={errors.dob?.message} {...register('dob')} />
        ) : null}
      </div>
      {withAddress ? (
        <fieldset className="form-fieldset">
          <legend className="form-fieldset__legend">
            Address <span className="field__optional">(optional)</span>
          </legend>
          <div className="form-grid">
            <AddressFields field={(name) => ({ error: errors[name]?.message, ...register(name) })} />
          </div>
        </fieldset>
      ) : null}
      <div className="form__actions">
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save personal info'}
        </Button>
      </div>
    </form>
  );
}
