import { createHash } from 'node:crypto';
import type { ProgrammeAnswer } from '../../domain/rewards/record-claim-outcome';
import { type ProgrammeClaim, type ProgrammeMember, type RewardsProgrammePort, ProgrammeUnavailableError } from './port';

/**
 * The programmes' sandbox (issue #15, D-307), like the payments sandbox: no network, its own
 * rules, with latency. Member ids are derived from (manufacturer, e-mail), so every process of a
 * deployment agrees on them without shared memory. Claims, by the e-mail's plus-tag (as the
 * payments sandbox uses magic card numbers) and otherwise by programme:
 * - `+deny` → denied; `+error` → error 461; `+nopoints` → approved with 0 points (→ claim error);
 *   `+pending` → pending; `+flaky` → unavailable on the first call (the job retries);
 * - an unknown memberUID for that e-mail → error 461 "Member not found";
 * - a second claim id for an order already claimed at the programme → duplicate;
 * - otherwise rewards programmes approve (1 point per cent), rebate programmes answer pending
 *   (a rebate is reviewed) when the amount is over $50, else approve.
 * The same claim id always gets the same answer (idempotent).
 */
export interface SandboxProgrammeOptions {
  latencyMs?: number;
  /** manufacturerId → 'rewards' | 'rebates' */
  programmes?: Record<string, 'rewards' | 'rebates'>;
  secret?: string;
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function sandboxMemberUID(manufacturerId: string, email: string, secret = 'lensloop-rewards-sandbox'): string {
  const prefix = manufacturerId.replace(/^MFR-/, '').slice(0, 3).toUpperCase();
  return `${prefix}-${hash(`${secret}:${manufacturerId}:${email.trim().toLowerCase()}`).slice(0, 10).toUpperCase()}`;
}

export interface SandboxProgramme extends RewardsProgrammePort {
  /** Calls of submitClaim that reached the programme (tests: a replay sends no second claim). */
  readonly claimCalls: ProgrammeClaim[];
}

export function createSandboxProgramme(options: SandboxProgrammeOptions = {}): SandboxProgramme {
  const latency = options.latencyMs ?? 0;
  const secret = options.secret ?? 'lensloop-rewards-sandbox';
  const programmes = options.programmes ?? { 'MFR-AURORA': 'rewards', 'MFR-MERIDIAN': 'rewards', 'MFR-COASTAL': 'rebates' };
  const answers = new Map<string, ProgrammeAnswer>();
  const claimedOrders = new Map<string, string>();
  const flakySeen = new Set<string>();
  const claimCalls: ProgrammeClaim[] = [];
  const tag = (email: string) => /\+([a-z]+)@/i.exec(email)?.[1]?.toLowerCase() ?? '';

  return {
    claimCalls,
    async join(member: ProgrammeMember) {
      await sleep(latency);
      return { memberUID: sandboxMemberUID(member.manufacturerId, member.email, secret) };
    },
    async signIn({ manufacturerId, email, password }) {
      await sleep(latency);
      if (password.length < 8) return null;
      return { memberUID: sandboxMemberUID(manufacturerId, email, secret) };
    },
    async submitClaim(claim: ProgrammeClaim): Promise<ProgrammeAnswer> {
      await sleep(latency);
      claimCalls.push(claim);
      const known = answers.get(claim.claimId);
      if (known) return known;
      const t = tag(claim.email);
      if (t === 'flaky' && !flakySeen.has(claim.claimId)) {
        flakySeen.add(claim.claimId);
        throw new ProgrammeUnavailableError('sandbox programme unavailable');
      }
      const answer = decide();
      answers.set(claim.claimId, answer);
      return answer;

      function decide(): ProgrammeAnswer {
        const programmeClaimId = `PC-${hash(`${secret}:${claim.claimId}`).slice(0, 12).toUpperCase()}`;
        if (sandboxMemberUID(claim.manufacturerId, claim.email, secret) !== claim.memberUID) return { status: 'error', httpStatus: 461, message: 'Member not found.' };
        const orderKey = `${claim.manufacturerId}:${claim.orderId}`;
        const previous = claimedOrders.get(orderKey);
        if (previous && previous !== claim.claimId) return { status: 'duplicate', programmeClaimId: null };
        if (t === 'error') return { status: 'error', httpStatus: 461, message: null };
        claimedOrders.set(orderKey, claim.claimId);
        if (t === 'deny') return { status: 'denied', programmeClaimId, message: 'The programme could not verify this purchase.' };
        if (t === 'nopoints') return { status: 'approved', programmeClaimId, points: 0 };
        if (t === 'pending') return { status: 'pending', programmeClaimId };
        if (programmes[claim.manufacturerId] === 'rebates' && claim.amountCents > 5_000) return { status: 'pending', programmeClaimId };
        return { status: 'approved', programmeClaimId, points: claim.amountCents };
      }
    },
  };
}
