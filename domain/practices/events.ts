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

export type PracticeEvent = PracticeRegistered | LocationAdded;

export const practiceStream = (practiceId: string) => `practice-${practiceId}`;
