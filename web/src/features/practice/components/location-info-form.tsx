import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type PracticeLocation } from '@domain/practices/api-schemas';
import { locationInfoForm, type LocationInfoFormValues } from '@domain/practices/update-location-info';
import { AddressFields } from '@/components/address-fields';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { PhoneField } from '@/components/phone-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatUsPhone } from '@/lib/format';
import { locationUpdateErrorMessage, useUpdateLocationInfo } from '@/features/practice/api/update-location-info';

type Parsed = z.output<typeof locationInfoForm>;

const fieldsOf = (l: PracticeLocation): LocationInfoFormValues => ({
  name: l.name,
  phone: formatUsPhone(l.phone),
  address1: l.address1,
  address2: l.address2 ?? '',
  city: l.city,
  state: l.state,
  zip: l.zip,
});

/** One location's name, address and phone (spec point 2 "... and location information"), with the API's own rules. */
export function LocationInfoForm({ practiceId, location, sendLocationId }: { practiceId: string; location: PracticeLocation; sendLocationId: boolean }) {
  const update = useUpdateLocationInfo(practiceId);
  const headingId = `location-form-${location.locationId}`;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<LocationInfoFormValues, unknown, Parsed>({ resolver: zodResolver(locationInfoForm), defaultValues: fieldsOf(location), mode: 'onTouched' });

  function onSubmit(v: Parsed) {
    update.mutate(
      {
        ...(sendLocationId ? { locationId: location.locationId } : {}),
        name: v.name,
        phone: v.phone,
        address: { address1: v.address1, address2: v.address2, city: v.city, state: v.state, zip: v.zip },
      },
      {
        // The saved values (as the server cleaned them) become the form's baseline.
        onSuccess: (saved) => reset(fieldsOf({ ...location, ...saved })),
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            const field = path.replace(/^address\./, '') as keyof LocationInfoFormValues;
            if (field in fieldsOf(location)) setError(field, { type: 'server', message });
          }
        },
      },
    );
  }

  return (
    <form className="form card card--padded account-card" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={headingId}>
      <div className="form__intro">
        <h2 id={headingId} className="section-title">
          {location.name}
          {location.deactivated ? <span className="badge badge--warning practice-locations__badge">Deactivated</span> : null}
        </h2>
        <p className="muted">Location name, address and phone. The name, address line 1, city, state and ZIP Code are required.</p>
      </div>
      <FormStatus
        error={update.isError && locationUpdateErrorMessage(update.error)}
        success={update.isSuccess && !isDirty && 'The location information has been saved.'}
      />
      <div className="form-grid">
        <TextField label="Location name" maxLength={250} error={errors.name?.message} {...register('name')} />
        <PhoneField label="Location phone" error={errors.phone?.message} {...register('phone')} />
        <AddressFields field={(name) => ({ error: errors[name]?.message, ...register(name) })} />
      </div>
      <div className="form__actions">
        <Button type="submit" variant="secondary" loading={update.isPending} disabled={!isDirty && !update.isError}>
          {update.isPending ? 'Saving…' : 'Save location'}
        </Button>
      </div>
    </form>
  );
}
