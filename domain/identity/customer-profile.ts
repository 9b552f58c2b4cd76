import { hasCompletedProfile } from '../patients/profile-completeness';
import type { LocationSummary } from '../practices/api-schemas';
import type { CustomerProfile } from './api-schemas';


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
