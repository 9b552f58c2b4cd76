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

export type PracticeEvent =
  | PracticeRegistered
  | LocationAdded
  | DefaultPrescriptionExpirySet
  | PracticeBlocked
  | PracticeUnblocked
  | CreditHoldPlaced
  | CreditHoldReleased
  | LocationDeactivated
  | LocationReactivated;
