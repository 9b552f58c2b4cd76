import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerProfile, toCustomerProfile } from '../../../domain/identity/customer-profile';
import { customerStream } from '../../../domain/identity/events';
import { decideSignIn, signInInput } from '../../../domain/identity/sign-in';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { verifyPassword } from '../../../infra/auth/passwords';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadPractice } from '../../lib/load-location';
import { metadataFor } from '../../lib/metadata';
import { accountByEmail } from '../../lib/account-by-email';

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
      const matches = await verifyPassword(account?.state.passwordHash, password);
      if (!account || !matches) throw new DomainError('unauthorized', 'INVALID_VALUE', MESSAGES.invalidSignIn);
      const { state } = account;

      const sessionId = uuidv7();
      const expiresAt = new Date(Date.now() + ctx.tokenTtlMs).toISOString();
      const actor = { accountNumber: state.accountNumber!, customerGroup: state.customerGroup! };
      const { result } = await handleCommand(
        ctx.store,
        customerStream(state.accountNumber!),
        customerDecider,
        (s) => decideSignIn({ passwordMatches: matches, sessionId, expiresAt }, s),
        { metadata: metadataFor(request, actor) },
      );

      const practice = state.practiceId ? await loadPractice(ctx.store, state.practiceId) : undefined;
      const location = practice?.locations.find((l) => l.locationId === state.locationId) ?? null;
      const token = app.jwt.sign({
        sub: state.accountNumber!,
        customerGroup: state.customerGroup!,
        sessionId,
        ...(state.practiceId ? { practiceId: state.practiceId } : {}),
        ...(state.locationId ? { locationId: state.locationId } : {}),
      });
      const profile = toCustomerProfile({
        accountNumber: state.accountNumber!,
        customerGroup: state.customerGroup!,
        email: state.email!,
        firstName: state.firstName!,
        lastName: state.lastName!,
        practiceId: state.practiceId ?? null,
        practiceName: practice?.name ?? null,
        location,
      });
      return { ...profile, token, position: result!.position };
    },
  );
};
