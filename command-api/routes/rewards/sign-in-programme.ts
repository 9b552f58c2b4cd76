import { memberReply, signInProgrammeInput } from '../../../domain/rewards/api-schemas';
import { rewardsStream } from '../../../domain/rewards/events';
import { decideLinkMember } from '../../../domain/rewards/link-member';
import { rewardsDecider } from '../../../domain/rewards/rewards-decider';
import { REWARDS_MESSAGES } from '../../../domain/rewards/rewards-messages';
import { DomainError } from '../../../domain/shared/errors';
import { commandRoute } from '../../lib/command-route';
import { manufacturerIdOf, ownAccount, programmeOf, REWARDS_USERS } from './rewards-facts';

/** POST /api/order/rebate/signin (the /sign-in screen): signs in to an existing programme account and links its memberUID. */
export const signInProgrammeRoute = commandRoute(
  { path: '/api/order/rebate/signin', tags: ['rewards'], summary: "Sign in to a manufacturer's rewards or rebate programme", auth: REWARDS_USERS, body: signInProgrammeInput, reply: memberReply },
  async (call, ctx) => {
    const accountNumber = ownAccount(call.claims, call.body.patientAccount);
    const { manufacturerId } = await manufacturerIdOf(ctx, call.body.manufacturer);
    const member = await programmeOf(ctx).signIn({ manufacturerId, email: call.body.email, password: call.body.password });
    if (!member) throw new DomainError('validation', 'PROGRAMME_SIGN_IN_FAILED', REWARDS_MESSAGES.signInFailed);
    const email = call.body.email.trim().toLowerCase();
    const handled = await call.handle(rewardsStream(accountNumber), rewardsDecider, (s) =>
      decideLinkMember({ accountNumber, manufacturerId, memberUID: member.memberUID, via: 'signIn', email, at: call.metadata.occurredAt }, s),
    );
    return { manufacturerId, memberUID: member.memberUID, position: handled.result?.position ?? null };
  },
);
