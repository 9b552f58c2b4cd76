import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assertCanConfirmEmailChange,
  confirmEmailChangeInput,
  type ConfirmEmailChangeCheck,
  decideConfirmEmailChange,
} from '../../../domain/identity/confirm-email-change';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream, emailStream } from '../../../domain/identity/events';
import { decideReleaseEmail, evolveEmailReservation } from '../../../domain/identity/reserve-email';
import { verifyPassword } from '../../../infra/auth/passwords';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { verifyLinkToken } from '../../lib/link-token';
import { loadAccount } from '../../lib/load-account';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { reserveEmail } from '../../lib/reserve-email';

/**
 * POST /api/customer/confirmemailchange (public): finishes an e-mail change from the link sent to
 * the new address, by signing in with the previous e-mail and password. Reserves the new address
 * (USER_ALREADY_EXISTS if someone took it meanwhile), appends EmailChanged, then releases the old
 * address (EmailReleased) so it no longer blocks anyone. Wrong e-mail or password → 401
 * INVALID_VALUE like sign-in (the browser does not reload on this route's 401, spec point 7);
 * a used or expired link → TOKEN_USED / TOKEN_EXPIRED (the page goes to /verifyemailexpired).
 */
export const confirmEmailChangeRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/confirmemailchange',
    {
      schema: {
        tags: ['customer'],
        summary: 'Confirm an e-mail address change',
        body: confirmEmailChangeInput,
        response: { 200: z.object({ email: z.string(), position: z.number().int() }), ...errorResponses },
      },
      config: { auth: 'public' },
    },
    async (request) => {
      const { token, email, password } = request.body;
      const claims = await verifyLinkToken(ctx.sql, token, ['verify-email']);
      const accountNumber = claims.sub;
      const state = await loadAccount(ctx.store, accountNumber);
      const check: ConfirmEmailChangeCheck = {
        changeId: claims.jti,
        email,
        passwordMatches: await verifyPassword(state.passwordHash, password),
        now: new Date(),
      };
      assertCanConfirmEmailChange(check, state);
      const metadata = metadataFor(request, { accountNumber, customerGroup: state.customerGroup! });
      const newEmail = state.pendingEmailChange!.newEmail;

      const owner = await reserveEmail(ctx.store, newEmail, accountNumber, metadata, idempotencyKeyOf(request, 'reserve-email'));
      if (owner !== accountNumber) throw new Error('the new address was reserved for another account');
      const { result, events } = await handleCommand(
        ctx.store,
        customerStream(accountNumber),
        customerDecider,
        (s) => decideConfirmEmailChange(check, s),
        { metadata, idempotencyKey: idempotencyKeyOf(request, 'confirm-email-change') },
      );
      const changed = events[0];
      if (!result || changed?.type !== 'EmailChanged') throw new Error('EmailChanged was not appended');
      const released = await handleCommand(
        ctx.store,
        emailStream(changed.data.previousEmail),
        { initialState: () => ({}), evolve: evolveEmailReservation },
        (s) => decideReleaseEmail({ email: changed.data.previousEmail, accountNumber }, s),
        { metadata },
      );
      return { email: changed.data.email, position: released.result?.position ?? result.position };
    },
  );
};
