import type { Decider } from '../shared/decider';
import type { CustomerGroup } from './customer-group';
import type { CustomerEvent } from './events';

export interface CustomerState {
  exists: boolean;
  accountNumber?: string;
  customerGroup?: CustomerGroup;
  email?: string;
  firstName?: string;
  lastName?: string;
  practiceId?: string;
  locationId?: string;
  passwordHash?: string;
  openSessions: string[];
  /** Event ids of the events whose welcome e-mail has been sent. */
  welcomeEmailsFor: string[];
}

export const initialCustomerState = (): CustomerState => ({ exists: false, openSessions: [], welcomeEmailsFor: [] });

export function evolveCustomer(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerRegistered':
      return { ...state, exists: true, ...event.data };
    case 'PatientCreated':
      return { ...state, exists: true, ...event.data, customerGroup: 'Patient' };
    case 'PasswordSet':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'SignedIn':
      return { ...state, openSessions: [...state.openSessions, event.data.sessionId] };
    case 'SignedOut':
      return { ...state, openSessions: state.openSessions.filter((s) => s !== event.data.sessionId) };
    case 'WelcomeEmailSent':
      return { ...state, welcomeEmailsFor: [...state.welcomeEmailsFor, event.data.causationEventId] };
  }
}

/** Only the fold is shared here; each operation's decide lives in its own file. */
export const customerDecider: Pick<Decider<CustomerState, never, CustomerEvent>, 'initialState' | 'evolve'> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
};
