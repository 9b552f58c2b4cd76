import type { CustomerGroup } from '../identity/customer-group';

/**
 * Events of an impersonation stream: `impersonation-{impersonationId}`. One stream per session,
 * so a session's start and end never contend with anything else.
 */
export interface ImpersonationBegan {
  type: 'ImpersonationBegan';
  data: {
    impersonationId: string;
    /** The session opened for the user (its SignedIn is on the user's own stream). */
    sessionId: string;
    csrAccountNumber: string;
    csrName: string;
    /** The CSR's own session, which the browser returns to when the impersonation ends. */
    csrSessionId: string;
    targetAccountNumber: string;
    targetGroup: Exclude<CustomerGroup, 'CSR'>;
    targetName: string;
    targetEmail: string;
    practiceId?: string;
    practiceName?: string;
    locationId?: string;
    /** Why the CSR is acting for the user (optional, free text). */
    reason?: string;
  };
}

/** How the browser ends a session: the banner's "End session", a new customer search, or signing out. */
export const CLIENT_END_CAUSES = ['end-session', 'new-search', 'sign-out'] as const;
/** How a session ended: as the browser asked, or never opened (its SignedIn failed after ImpersonationBegan, D-524). */
export const IMPERSONATION_END_CAUSES = [...CLIENT_END_CAUSES, 'not-opened'] as const;
export type ImpersonationEndCause = (typeof IMPERSONATION_END_CAUSES)[number];

export interface ImpersonationEnded {
  type: 'ImpersonationEnded';
  data: {
    impersonationId: string;
    sessionId: string;
    cause: ImpersonationEndCause;
  };
}

export type ImpersonationEvent = ImpersonationBegan | ImpersonationEnded;

export const impersonationStream = (impersonationId: string) => `impersonation-${impersonationId}`;
