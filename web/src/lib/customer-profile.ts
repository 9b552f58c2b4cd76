import { z } from 'zod';
import { CUSTOMER_GROUPS } from '@domain/identity/customer-group';

/**
 * The customer profile as read from a response (spec point 3). Unknown fields are kept.
 * The schemas live apart from lib/session.ts so the first chunk, which reads the stored session,
 * does not carry zod (D-613); lib/stored-profile.ts checks the stored copy by the same rules.
 */
export const customerProfile = z
  .object({
    accountNumber: z.string().min(1),
    customerGroup: z.enum(CUSTOMER_GROUPS),
    email: z.string(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    practiceId: z.string().nullish(),
    locationId: z.string().nullish(),
    location: z.object({ id: z.string().optional(), name: z.string().nullish() }).loose().nullish(),
    phone: z.string().nullish(),
    dob: z.string().nullish(),
    isMfaEnabled: z.boolean().optional(),
  })
  .loose();
export type CustomerProfile = z.infer<typeof customerProfile>;

/** How the browser reads a completed sign-in (password or texted code): the profile and a token; the device token may be absent. */
export const signedInSession = customerProfile.extend({ token: z.string().min(1), deviceToken: z.string().optional() });
