import type { CustomerProfile } from '@domain/identity/api-schemas';

/** Unit tests: a whole profile as the server's replies carry it (domain/identity `customerProfile`), with `fields` over it. */
export function aProfile(fields: Partial<CustomerProfile> & Pick<CustomerProfile, 'accountNumber' | 'customerGroup' | 'email'>): CustomerProfile {
  return {
    firstName: '',
    lastName: '',
    dob: null,
    phone: null,
    addresses: [],
    practiceId: null,
    practiceName: null,
    locationId: null,
    defaultLocation: null,
    location: null,
    hideMfaModal: false,
    isMfaEnabled: false,
    registrationDate: null,
    isImported: false,
    lastSyncDate: null,
    hidePmsUpdateBanner: false,
    hidePmsIntegrationBanner: false,
    impersonatedUser: null,
    csrName: null,
    ...fields,
  };
}
