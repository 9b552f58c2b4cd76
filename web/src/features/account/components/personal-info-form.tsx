import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileForm, profileFormToInput, type ProfileFormInput, type ProfileFormValues } from '@domain/identity/update-profile';
import { US_STATES } from '@domain/shared/us-states';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate, formatUsPhone, maskUsDateInput, maskUsPhoneInput } from '@/lib/format';
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

const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, name] as const);

function toFields(p: AccountProfile): ProfileFormInput {
  const a = p.addresses[0];
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    phone: formatUsPhone(p.phone),
    dob: formatCalendarDate(p.dob),
    address1: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zip: a?.zip ?? '',
  };
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
    defaultValues: toFields(profile),
    mode: 'onTouched',
  });

  function onSubmit(values: ProfileFormValues) {
    const input = profileFormToInput(values, withAddress);
    if (!withDateOfBirth) delete input.dob;
    update.mutate(input, {
      // What was saved becomes the form's baseline, so "saved" shows until the next edit.
      onSuccess: () => reset(getValues()),
      onError: (error) => {
        if (!isApiError(error)) return;
        let first = true;
        for (const [path, message] of Object.entries(error.fieldErrors)) {
          const field = path.replace(/^addresses\.0\./, '') as keyof ProfileFormInput;
          if (field in toFields(profile)) {
            setError(field, { type: 'server', message }, { shouldFocus: first });
            first = false;
          }
        }
      },
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
      <div aria-live="polite" aria-atomic="true">
        {update.isError ? (
          <Alert tone="error" announce={false}>
            {isApiError(update.error) && update.error.status === 400 ? 'Please correct the highlighted fields.' : PERSONAL_INFO_UPDATE_ERROR}
          </Alert>
        ) : saved ? (
          <Alert tone="success" announce={false}>
            Your personal info has been saved.
          </Alert>
        ) : null}
      </div>
      <div className="form-grid">
        <TextField label="First name" autoComplete="given-name" maxLength={250} error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={250} error={errors.lastName?.message} {...register('lastName')} />
        <TextField
          label="Phone"
          optionalLabel
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 555-0123"
          hint="US number, 10 digits"
          mask={maskUsPhoneInput}
          error={errors.phone?.message}
          {...register('phone')}
        />
        {withDateOfBirth ? (
          <TextField
            label="Date of birth"
            optionalLabel
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM/DD/YYYY"
            mask={maskUsDateInput}
            error={errors.dob?.message}
            {...register('dob')}
          />
        ) : null}
      </div>
      {withAddress ? (
        <fieldset className="form-fieldset">
          <legend className="form-fieldset__legend">
            Address <span className="field__optional">(optional)</span>
          </legend>
          <div className="form-grid">
            <TextField className="form-grid__wide" label="Address line 1" autoComplete="address-line1" maxLength={250} error={errors.address1?.message} {...register('address1')} />
            <TextField className="form-grid__wide" label="Address line 2" optionalLabel autoComplete="address-line2" maxLength={250} error={errors.address2?.message} {...register('address2')} />
            <TextField label="City" autoComplete="address-level2" maxLength={250} error={errors.city?.message} {...register('city')} />
            <SelectField label="State" autoComplete="address-level1" placeholder="Choose a state" options={STATE_OPTIONS} error={errors.state?.message} {...register('state')} />
            <TextField label="ZIP Code" inputMode="numeric" autoComplete="postal-code" maxLength={10} error={errors.zip?.message} {...register('zip')} />
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
