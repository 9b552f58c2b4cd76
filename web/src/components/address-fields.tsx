import type { UseFormRegisterReturn } from 'react-hook-form';
import { US_STATES } from '@domain/shared/us-states';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, name] as const);

export type AddressFieldName = 'address1' | 'address2' | 'city' | 'state' | 'zip';

interface AddressFieldsProps {
  /** The form's registration and message for one of the address fields. */
  field: (name: AddressFieldName) => UseFormRegisterReturn & { error?: string | undefined };
}

/** A US postal address's fields (lines 1 and 2, city, state, ZIP Code), for a `form-grid`. */
export function AddressFields({ field }: AddressFieldsProps) {
  return (
    <>
      <TextField className="form-grid__wide" label="Address line 1" autoComplete="address-line1" maxLength={250} {...field('address1')} />
      <TextField className="form-grid__wide" label="Address line 2" optionalLabel autoComplete="address-line2" maxLength={250} {...field('address2')} />
      <TextField label="City" autoComplete="address-level2" maxLength={250} {...field('city')} />
      <SelectField label="State" autoComplete="address-level1" placeholder="Choose a state" options={STATE_OPTIONS} {...field('state')} />
      <TextField label="ZIP Code" inputMode="numeric" autoComplete="postal-code" maxLength={10} {...field('zip')} />
    </>
  );
}
