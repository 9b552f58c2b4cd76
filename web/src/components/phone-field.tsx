import type { ComponentProps } from 'react';
import { maskUsPhoneInput } from '@/lib/format';
import { TextField } from './text-field';

/** A US phone number (10 digits), optional unless told, formatted as it is typed. */
export function PhoneField(props: ComponentProps<typeof TextField>) {
  return (
    <TextField optionalLabel type="tel" inputMode="tel" placeholder="(555) 555-0123" hint="US number, 10 digits" mask={maskUsPhoneInput} {...props} />
  );
}
