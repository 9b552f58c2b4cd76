import type { UseFormRegisterReturn } from 'react-hook-form';
import { US_STATES } from '@domain/shared/us-states';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, name] as const);

export type AddressFieldName = 'address1' | 'address2' | 'city' | 'state' | 'zip';

interface AddressFieldsProps {
  /** The form's registration and message for one of the address fields. */
  field: (name: AddressFieldName) => UseFormRegisterReturn & { error?: string | undefined };
  /** False where staff type someone else's address: the browser must not offer the user's own. */
  autoFill?: boolean;
}

/** A US postal address's fields (lines 1 and 2, city, state, ZIP Code), for a `form-grid`. */
export function AddressFields({ field, autoFill = true }: AddressFieldsProps) {
  const auto = (token: string) => (autoFill ? token : 'off');
  return (
    <>
      <TextField className="form-grid__wide" label="Address line 1" autoComplete={auto('address-line1')} maxLength={250} {...field('address1')} />
      <TextField className="form-grid__wide" label="Address line 2" optionalLabel autoComplete={auto('address-line2')} maxLength={250} {...field('address2')} />
      <TextField label="City" autoComplete={auto('address-level2')} maxLength={250} {...field('city')} />
      <SelectField label="State" autoComplete={autoFill ? 'address-level1' : undefined} placeholder="Choose a state" options={STATE_OPTIONS} {...field('state')} />
      <TextField label="ZIP Code" inputMode="numeric" autoComplete={auto('postal-code')} maxLength={10} {...field('zip')} />
    </>
  );
}
