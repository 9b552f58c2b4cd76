import { joinProgrammeInput, memberReply } from '../../../domain/rewards/api-schemas';
import { rewardsStream } from '../../../domain/rewards/events';
import { decideLinkMember } from '../../../domain/rewards/link-member';
import { rewardsDecider } from '../../../domain/rewards/rewards-decider';
import { patientNotFound } from '../../../domain/patients/patient-access';
import { commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';
import { manufacturerIdOf, ownAccount, programmeOf, REWARDS_USERS } from './rewards-facts';

/**
 * POST /api/order/rebate/join (the /join-now screen): joins the manufacturer's programme with the
 * patient's profile (name and e-mail, no retyping) and links the memberUID it answers
 * (RewardsMemberLinked on the patient's rewards stream). Joining again links the same member.
 */
export const joinProgrammeRoute = commandRoute(
  { path: '/api/order/rebate/join', tags: ['rewards'], summary: "Join a manufacturer's rewards or rebate programme", auth: REWARDS_USERS, body: joinProgrammeInput, reply: memberReply },
  async (call, ctx) => {
    const accountNumber = ownAccount(call.claims, call.body.patientAccount);
    const { manufacturerId } = await manufacturerIdOf(ctx, call.body.manufacturer);
    const account = await loadAccount(ctx.store, accountNumber);
    if (!account.exists || !account.email) throw patientNotFound();
    const { memberUID } = await programmeOf(ctx).join({ manufacturerId, accountNumber, email: account.email, firstName: account.firstName ?? '', lastName: account.lastName ?? '' });
    const handled = await call.handle(rewardsStream(accountNumber), rewardsDecider, (s) =>
      decideLinkMember({ accountNumber, manufacturerId, memberUID, via: 'join', email: account.email!, at: call.metadata.occurredAt }, s),
    );
    return { manufacturerId, memberUID, position: handled.result?.position ?? null };
  },
);
