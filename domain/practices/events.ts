/** Events of a practice stream: `practice-{practiceId}`. */
export interface Address {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface PracticeRegistered {
  type: 'PracticeRegistered';
  data: { practiceId: string; name: string; phone?: string };
}

export interface LocationAdded {
  type: 'LocationAdded';
  data: { practiceId: string; locationId: string; name: string; address: Address; phone?: string };
}

/** A location's address and phone as the flat fields its views and read model keep (an absent part is null). */
export function locationContactOf(d: { address: Address; phone?: string | null }) {
  return { address1: d.address.address1, address2: d.address.address2 ?? null, city: d.address.city, state: d.address.state, zip: d.address.zip, phone: d.phone ?? null };
}

export const practiceStream = (practiceId: string) => `practice-${practiceId}`;

/** The practice's default prescription expiry (spec point 7 "Expiry"/"New Expiry", point 9): 1 or 2 years. */
export interface DefaultPrescriptionExpirySet {
  type: 'DefaultPrescriptionExpirySet';
  data: { practiceId: string; years: 1 | 2 };
}

/** Practice account states (spec point 4): set by support (CSR) only. */
export interface PracticeBlocked {
  type: 'PracticeBlocked';
  data: { practiceId: string };
}
export interface PracticeUnblocked {
  type: 'PracticeUnblocked';
  data: { practiceId: string };
}
export interface CreditHoldPlaced {
  type: 'CreditHoldPlaced';
  data: { practiceId: string };
}
export interface CreditHoldReleased {
  type: 'CreditHoldReleased';
  data: { practiceId: string };
}
export interface LocationDeactivated {
  type: 'LocationDeactivated';
  data: { practiceId: string; locationId: string };
}
export interface LocationReactivated {
  type: 'LocationReactivated';
  data: { practiceId: string; locationId: string };
}

/** Practice information edited (issue #4, `/customer/practice/update`): the full new values. */
export interface PracticeInfoUpdated {
  type: 'PracticeInfoUpdated';
  data: { practiceId: string; name: string; phone: string | null };
}

/** Location information edited (`/customer/location/update`): the full new values. */
export interface LocationInfoUpdated {
  type: 'LocationInfoUpdated';
  data: { practiceId: string; locationId: string; name: string; address: Address; phone: string | null };
}

/** A location's e-mail notification preferences (`/customer/SetPracticeNotificationPreference`): only the keys that changed. */
export interface PracticeNotificationPreferencesChanged {
  type: 'PracticeNotificationPreferencesChanged';
  data: { practiceId: string; locationId: string; changes: Partial<Record<string, boolean>> };
}

export type PracticeEvent =
  | PracticeRegistered
  | PracticeInfoUpdated
  | LocationInfoUpdated
  | PracticeNotificationPreferencesChanged
  | LocationAdded
  | DefaultPrescriptionExpirySet
  | PracticeBlocked
  | PracticeUnblocked
  | CreditHoldPlaced
  | CreditHoldReleased
  | LocationDeactivated
  | LocationReactivated;
