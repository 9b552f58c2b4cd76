import type { UseFormSetError } from 'react-hook-form';
import type { ProfileFormInput } from '@domain/identity/update-profile';
import { placeFieldErrors } from './field-errors';
import { formatCalendarDate, formatUsPhone } from './format';

interface ProfileShown {
  firstName: string;
  lastName: string;
  phone: string | null;
  dob: string | null;
  addresses: readonly { address1: string; address2?: string | null; city: string; state: string; zip: string }[];
}

/** A saved profile as the personal-info form's fields (the user's own, or staff editing their patient's). */
export function profileFormFields(p: ProfileShown): ProfileFormInput {
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

const PROFILE_FIELDS = Object.keys(profileFormFields({ firstName: '', lastName: '', phone: null, dob: null, addresses: [] })) as (keyof ProfileFormInput)[];

/** A refused profile save: the API's field errors beside the form's fields (its `addresses.0.*` paths on the address fields), focus on the first. */
export function showProfileFieldErrors(error: unknown, setError: UseFormSetError<ProfileFormInput>): void {
  placeFieldErrors(error, PROFILE_FIELDS, setError, { messageOf: (field, e) => e.fieldErrors[field] ?? e.fieldErrors[`addresses.0.${field}`] });
}
