import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** An e-mail address field (e-mail keyboard, no spell check). */
export function EmailField(props: ComponentProps<typeof TextField>) {
  return <TextField type="email" inputMode="email" spellCheck={false} {...props} />;
}
