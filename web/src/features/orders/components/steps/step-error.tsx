import { Alert } from '@/components/alert';
import { errorText, isCartExpired } from './step-common';

/** A step's failed call in the user's words; an expired cart is not shown here (the flow offers to restart the order). */
export function StepError({ error }: { error: unknown }) {
  return error && !isCartExpired(error) ? <Alert tone="error">{errorText(error)}</Alert> : null;
}
