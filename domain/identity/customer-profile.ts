import { z } from 'zod';
import { CUSTOMER_GROUPS } from './customer-group';
import { hasCompletedProfile } from '../patients/profile-completeness';

/** The customer profile as read from a response (spec point 3). */
export const locationSummary = z.object({
  locationId: z.string(),
  practiceId: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
});
export type LocationSummary = z.infer<typeof locationSummary>;

export const addressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const customerProfile = z.object({
  accountNumber: z.string(),
  customerGroup: z.enum(CUSTOMER_GROUPS),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().nullable(),
  phone: z.string().nullable(),
  addresses: z.array(addressSchema),
  practiceId: z.string().nullable(),
  practiceName: z.string().nullable(),
  locationId: z.string().nullable(),
  defaultLocation: z.string().nullable(),
  location: locationSummary.nullable(),
  hideMfaModal: z.boolean(),
  isMfaEnabled: z.boolean(),
  registrationDate: z.string().nullable(),
  isImported: z.boolean(),
  lastSyncDate: z.string().nullable(),
  hidePmsUpdateBanner: z.boolean(),
  hidePmsIntegrationBanner: z.boolean(),
  /** Set while a CSR is acting as this user (issue #3). */
  impersonatedUser: z.string().nullable(),
  csrName: z.string().nullable(),
  /** Patient group only (spec point 3): the welcome e-mail went out; the profile has DOB, phone and an address. */
  hasBeenSentEmail: z.boolean().optional(),
  hasCompletedProfile: z.boolean().optional(),
  /** Patient group, as the practice sees it (spec point 3 Patient flags): registered, deactivated ("deleted"), flagged for an invite, invite bounced. */
  isRegistered: z.boolean().optional(),
  isDeactivated: z.boolean().optional(),
  isInviteFlagged: z.boolean().optional(),
  isEmailBounced: z.boolean().optional(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export interface ProfileFacts {
  accountNumber: string;
  customerGroup: CustomerProfile['customerGroup'];
  email: string;
  firstName: string;
  lastName: string;
  dob?: string | null;
  phone?: string | null;
  practiceId?: string | null;
  practiceName?: string | null;
  location?: LocationSummary | null;
  registrationDate?: string | null;
  addresses?: readonly { address1: string; address2?: string | null; city: string; state: string; zip: string }[];
  hasBeenSentEmail?: boolean;
  impersonator?: { accountNumber: string; name: string };
  /** Two-factor facts (domain/security, the MFA read model). */
  isMfaEnabled?: boolean;
  hideMfaModal?: boolean;
  /** PMS facts (patients: created by an import; practice users: banner choices). */
  isImported?: boolean;
  lastSyncDate?: string | null;
  hidePmsUpdateBanner?: boolean;
  hidePmsIntegrationBanner?: boolean;
  /** Patient flags. */
  isRegistered?: boolean;
  isDeactivated?: boolean;
  isInviteFlagged?: boolean;
  isEmailBounced?: boolean;
}

/** One mapping from known facts to the profile shape, used by sign-in and by /customer/get. */
export function toCustomerProfile(f: ProfileFacts): CustomerProfile {
  return {
    accountNumber: f.accountNumber,
    customerGroup: f.customerGroup,
    email: f.email,
    firstName: f.firstName,
    lastName: f.lastName,
    dob: f.dob ?? null,
    phone: f.phone ?? null,
    addresses: (f.addresses ?? []).map((a) => ({ address1: a.address1, address2: a.address2 ?? null, city: a.city, state: a.state, zip: a.zip })),
    practiceId: f.practiceId ?? null,
    practiceName: f.practiceName ?? null,
    locationId: f.location?.locationId ?? null,
    defaultLocation: f.location?.locationId ?? null,
    location: f.location ?? null,
    hideMfaModal: f.hideMfaModal ?? false,
    isMfaEnabled: f.isMfaEnabled ?? false,
    registrationDate: f.registrationDate ?? null,
    isImported: f.isImported ?? false,
    lastSyncDate: f.lastSyncDate ?? null,
    hidePmsUpdateBanner: f.hidePmsUpdateBanner ?? false,
    hidePmsIntegrationBanner: f.hidePmsIntegrationBanner ?? false,
    impersonatedUser: f.impersonator ? f.accountNumber : null,
    csrName: f.impersonator?.name ?? null,
    ...(f.customerGroup === 'Patient'
      ? {
          hasBeenSentEmail: f.hasBeenSentEmail ?? false,
          hasCompletedProfile: hasCompletedProfile(f),
          isRegistered: f.isRegistered ?? false,
          isDeactivated: f.isDeactivated ?? false,
          isInviteFlagged: f.isInviteFlagged ?? false,
          isEmailBounced: f.isEmailBounced ?? false,
        }
      : {}),
  };
}
