import { z } from 'zod';
import { locationSummary } from '../identity/customer-profile';
import { DEFAULT_RX_EXPIRY_OPTIONS } from './set-default-rx-expiry';

/** A practice location as the practice screens read it: its summary plus its account state. */
export const practiceLocation = locationSummary.extend({ deactivated: z.boolean() });
export type PracticeLocation = z.infer<typeof practiceLocation>;

/** `POST /api/customer/practice/get`: the caller's practice with its locations and account states. */
export const practiceInfo = z.object({
  practiceId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** Spec point 3, practice group field. */
  isPracticeBlocked: z.boolean(),
  isCreditOnHold: z.boolean(),
  defaultRxExpiry: z.enum(DEFAULT_RX_EXPIRY_OPTIONS),
  locations: z.array(practiceLocation),
});
export type PracticeInfo = z.infer<typeof practiceInfo>;
