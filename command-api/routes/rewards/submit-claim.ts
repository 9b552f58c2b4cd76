import { randomUUID } from 'node:crypto';
import { submitClaimInput, submitClaimReply } from '../../../domain/rewards/api-schemas';
import { rewardsStream } from '../../../domain/rewards/events';
import { decideSubmitClaim } from '../../../domain/rewards/submit-claim';
import { ConcurrencyError } from '../../../infra/event-store/port';
import { commandRoute } from '../../lib/command-route';
import { loadRewards, orderClaimFacts, ownAccount, REWARDS_USERS } from './rewards-facts';

/**
 * POST /api/order/rebate/submitclaim (spec points 3 and 7: memberUID, patientAccount, orderId,
 * abbyConsent, termsAndCondition). Reads the patient's rewards stream, decides on the order's
 * eligibility (from the account, prescription, order and catalog streams) and appends
 * ClaimSubmitted with the rewards stream's expected version — so two submits of one claim can
 * never both append; the loser re-reads and is refused as a duplicate (code 7). The reactor sends
 * it to the programme. Refusals append nothing: missing consent 400; another patient's (or
 * practice's) order 404; not eligible, not yet 24 h after delivery, already claimed → 461 with
 * claimError, errorCode and the eligibility code.
 */
export const submitClaimRoute = commandRoute(
  {
    path: '/api/order/rebate/submitclaim',
    tags: ['rewards'],
    summary: 'Submit a manufacturer rewards or rebate claim for a delivered order',
    auth: REWARDS_USERS,
    body: submitClaimInput,
    reply: submitClaimReply,
    errors: [461],
  },
  async (call, ctx) => {
    const { body } = call;
    const accountNumber = ownAccount(call.claims, body.patientAccount);
    const claimId = randomUUID();
    const now = call.metadata.occurredAt;
    for (let attempt = 0; ; attempt++) {
      const { state, version } = await loadRewards(ctx.store, accountNumber);
      const facts = await orderClaimFacts(ctx, accountNumber, body.orderId, state, now);
      const decided = decideSubmitClaim(
        {
          claimId,
          accountNumber,
          orderId: body.orderId,
          prescriptionId: facts.checkout.prescriptionId,
          practiceId: facts.checkout.practiceId,
          serviceDate: facts.serviceDate,
          // The programme knows the member by the e-mail of their programme account.
          email: (facts.eligibility.manufacturerId && state.memberEmails[facts.eligibility.manufacturerId]) || facts.email,
          memberUID: body.memberUID,
          abbyConsent: body.abbyConsent,
          termsAndCondition: body.termsAndCondition,
          eligibility: facts.eligibility,
          now,
        },
        state,
      );
      try {
        const result = await ctx.store.appendToStream(
          rewardsStream(accountNumber),
          decided.map((e) => ({ type: e.type, data: e.data, metadata: call.metadata })),
          { expectedVersion: version < 0 ? 'no_stream' : version, idempotencyKey: call.idempotencyKey() },
        );
        const submitted = (result.events[0]?.data ?? decided[0]!.data) as (typeof decided)[number]['data'];
        return { claimId: submitted.claimId, status: 'submitted' as const, amountCents: submitted.amountCents, position: result.position };
      } catch (err) {
        if (err instanceof ConcurrencyError && attempt < 3) continue;
        throw err;
      }
    }
  },
);
