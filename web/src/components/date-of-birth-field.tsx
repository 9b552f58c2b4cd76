import type { ComponentProps } from 'react';
import { maskUsDateInput } from '@/lib/format';
import { TextField } from './text-field';

/** A date of birth as a US calendar date (MM/DD/YYYY), optional, masked as it is typed. */
export function DateOfBirthField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return <TextField label="Date of birth" optionalLabel inputMode="numeric" placeholder="MM/DD/YYYY" mask={maskUsDateInput} {...props} />;
}
