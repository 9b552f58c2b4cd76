import type { Decider } from '../shared/decider';
import type { CustomerGroup } from './customer-group';
import type { CustomerEvent, ProfileAddress } from './events';

export interface PendingPasswordReset {
  resetId: string;
  requestedAt: string;
  expiresAt: string;
}

export interface PendingEmailChange {
  changeId: string;
  newEmail: string;
  requestedAt: string;
  expiresAt: string;
}

export interface CustomerState {
  exists: boolean;
  accountNumber?: string;
  customerGroup?: CustomerGroup;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  dob?: string | null;
  addresses: ProfileAddress[];
  practiceId?: string;
  locationId?: string;
  passwordHash?: string;
  openSessions: string[];
  /** Event ids of the events whose welcome e-mail has been sent. */
  welcomeEmailsFor: string[];
  /** A welcome e-mail is due (account created or re-send requested) and not yet sent. */
  welcomeEmailPending: boolean;
  /** Ids of e-mailed links (welcome, reset) already used to set a password: each works once. */
  usedTokenIds: string[];
  /** Reset links issued since the password was last set; setting a password voids them all. */
  pendingResets: PendingPasswordReset[];
  /** The e-mail change awaiting confirmation; a newer request replaces it. */
  pendingEmailChange?: PendingEmailChange;
  /** Patients: deactivated by their practice (shown as "deleted"); staff by their administrator; distributor staff by a CSR. Cannot sign in. */
  deactivated?: boolean;
  /** Patients: flagged by the practice for an invite. */
  inviteFlagged?: boolean;
  /** Patients: created by a PMS import, and when the PMS last synced them. */
  isImported?: boolean;
  lastSyncDate?: string;
  /** Practice users: hid the "connect your PMS" banner. */
  pmsIntegrationBannerHidden?: boolean;
}

export const initialCustomerState = (): CustomerState => ({
  exists: false,
  addresses: [],
  openSessions: [],
  welcomeEmailsFor: [],
  welcomeEmailPending: false,
  usedTokenIds: [],
  pendingResets: [],
});

export function evolveCustomer(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerRegistered':
      return { ...state, exists: true, ...event.data };
    case 'PatientCreated':
      return { ...state, exists: true, ...event.data, customerGroup: 'Patient', welcomeEmailPending: true };
    case 'PasswordSet': {
      const { tokenId } = event.data;
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        usedTokenIds: tokenId ? [...state.usedTokenIds, tokenId] : state.usedTokenIds,
        pendingResets: [],
        welcomeEmailPending: false,
      };
    }
    case 'PasswordResetRequested':
      return { ...state, pendingResets: [...state.pendingResets, event.data] };
    case 'SignedIn':
      return { ...state, openSessions: [...state.openSessions, event.data.sessionId] };
    case 'SignedOut':
      return { ...state, openSessions: state.openSessions.filter((s) => s !== event.data.sessionId) };
    case 'WelcomeEmailRequested':
      return { ...state, welcomeEmailPending: true };
    case 'WelcomeEmailSent':
      return { ...state, welcomeEmailsFor: [...state.welcomeEmailsFor, event.data.causationEventId], welcomeEmailPending: false };
    case 'EmailChangeRequested':
      return { ...state, pendingEmailChange: event.data };
    case 'EmailChanged': {
      const { pendingEmailChange: _done, ...rest } = state;
      return { ...rest, email: event.data.email, usedTokenIds: [...state.usedTokenIds, event.data.changeId] };
    }
    case 'CustomerProfileUpdated':
      return { ...state, ...event.data };
    case 'PatientDeactivated':
    case 'StaffMemberDeactivated':
    case 'DistributorStaffDeactivated':
      return { ...state, deactivated: true, openSessions: [] };
    case 'DistributorStaffReactivated':
      return { ...state, deactivated: false };
    case 'InviteFlagSet':
      return { ...state, inviteFlagged: event.data.flagged };
    case 'PatientSyncedFromPms':
      return {
        ...state,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        dob: event.data.dob ?? state.dob,
        phone: event.data.phone ?? state.phone,
        lastSyncDate: event.data.lastSyncDate,
      };
    case 'PmsIntegrationBannerDisabled':
      return { ...state, pmsIntegrationBannerHidden: true };
    default:
      // Events of later slices that this fold does not need.
      return state;
  }
}

/** Only the fold is shared here; each operation's decide lives in its own file. */
export const customerDecider: Pick<Decider<CustomerState, never, CustomerEvent>, 'initialState' | 'evolve'> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
};
