import type { ProgrammeAnswer } from '../../domain/rewards/record-claim-outcome';

/**
 * The manufacturers' rewards and rebate programmes (issue #15): an external party. Members join
 * or sign in (the programme answers a memberUID); claims are answered approved, denied, pending,
 * duplicate or error (461…) by the programme's own rules. The sandbox (./sandbox.ts) stands in
 * for all three in development and tests, with latency.
 */
export interface ProgrammeMember {
  manufacturerId: string;
  accountNumber: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface ProgrammeClaim {
  /** Our claim id: the programme's idempotency key (a retried call answers the same). */
  claimId: string;
  manufacturerId: string;
  memberUID: string;
  email: string;
  orderId: string;
  amountCents: number;
  serviceDate: string;
}

/** A programme that did not answer (network, 5xx): the job retries with backoff. */
export class ProgrammeUnavailableError extends Error {}

export interface RewardsProgrammePort {
  join(member: ProgrammeMember): Promise<{ memberUID: string }>;
  /** null: the programme does not know that e-mail and password. */
  signIn(input: { manufacturerId: string; email: string; password: string }): Promise<{ memberUID: string } | null>;
  submitClaim(claim: ProgrammeClaim): Promise<ProgrammeAnswer>;
}
