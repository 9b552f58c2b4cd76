import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerProfile } from '../../../domain/identity/customer-profile';
import { signInInput } from '../../../domain/identity/sign-in';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { verifyPassword } from '../../../infra/auth/passwords';
import { errorResponses } from '../../../infra/http/errors';
import { accountByEmail } from '../../lib/account-by-email';
import type { CommandContext } from '../../lib/context';
import { openSession } from '../../lib/open-session';

const signInReply = customerProfile.extend({ token: z.string(), position: z.number().int() });

/** POST /api/customer/signin: verify the password, open a session (SignedIn), return token + profile. */
export const signInRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/signin',
    {
      schema: { tags: ['customer'], summary: 'Sign in', body: signInInput, response: { 200: signInReply, ...errorResponses } },
      config: { auth: 'public' },
    },
    async (request) => {
      const { email, password } = request.body;
      const account = await accountByEmail(ctx.store, email);
      // Unknown account and wrong password answer alike (and cost one argon2 verification each).
      const matches = await verifyPassword(account?.state.passwordHash, password);
      if (!account || !matches) throw new DomainError('unauthorized', 'INVALID_VALUE', MESSAGES.invalidSignIn);
      const session = await openSession(app, ctx, request, account.state);
      return { ...session.profile, token: session.token, position: session.position };
    },
  );
};
