import { z } from 'zod';
import { addressSchema } from '@domain/identity/api-schemas';

/** What the account screens need of the profile (read from /customer/get). */
export interface AccountProfile {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  dob: string | null;
  addresses: z.infer<typeof addressSchema>[];
}

const addresses = z.array(addressSchema);

/** From the loose profile the app keeps (unknown fields pass through) to the account screens' shape. */
export function toAccountProfile(p: { email: string; firstName?: string | null; lastName?: string | null; phone?: string | null; dob?: string | null; addresses?: unknown }): AccountProfile {
  const parsed = addresses.safeParse(p.addresses ?? []);
  return {
    email: p.email,
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    phone: p.phone ?? null,
    dob: p.dob ?? null,
    addresses: parsed.success ? parsed.data : [],
  };
}
