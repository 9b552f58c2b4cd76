import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { DomainError } from '../../../domain/shared/errors';
import { wrongCodeError } from '../../../domain/security/check-code';
import { decideCompleteMfaSignIn, mfaLoginInput } from '../../../domain/security/complete-mfa-sign-in';
import { mfaStream } from '../../../domain/security/events';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { mfaDecider } from '../../../domain/security/mfa-state';
import { signedInReply } from '../../../domain/security/sign-in-request';
import { signDeviceToken } from '../../../infra/auth/device-token';
import { codeHasher, contextHash } from '../../../infra/auth/one-time-code';
import { securitySettings } from '../../../infra/config/security';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { perIpPerMinute, registerIpRateLimit } from '../../lib/ip-rate-limit';
import { loadAccount } from '../../lib/load-account';
import { metadataFor } from '../../lib/metadata';
import { parseMfaContext } from '../../lib/mfa';
import { openSession } from '../../lib/open-session';
import { recordAttempt } from '../../lib/sign-in-attempts';

/**
 * POST /api/customer/mfalogin: the second step of a sign-in with two-factor on. The texted code of
 * THIS sign-in (its mfaContext), within 10 minutes, a few guesses per code; then the session opens
 * (MfaSignInVerified in the MFA stream, SignedIn in the account stream) and the reply is the same
 * as a sign-in's.
 */
export const mfaLoginRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  await registerIpRateLimit(app);
  app.post(
    '/api/customer/mfalogin',
    {
      schema: {
        tags: ['customer', 'mfa'],
        summary: 'Complete a sign-in with the texted code',
        description:
          '400 INVALID_CODE "Oops! That\'s not the correct code."; 422 CODE_EXPIRED / CODE_ATTEMPTS_EXHAUSTED (request a new code with /customer/resendmfacode); 401 MFA_CONTEXT_INVALID when the sign-in is unknown or over.',
        body: mfaLoginInput,
        response: { 200: signedInReply, ...errorResponses, 422: errorBody, 429: errorBody },
      },
      config: { auth: 'public', rateLimit: perIpPerMinute },
    },
    async (request) => {
      const settings = securitySettings();
      const { accountNumber, secret } = parseMfaContext(request.body.mfaContext);
      const account = await loadAccount(ctx.store, accountNumber);
      if (!account.exists || !account.passwordHash) {
        throw new DomainError('unauthorized', 'MFA_CONTEXT_INVALID', SECURITY_MESSAGES.mfaContextInvalid);
      }
      const actor = { accountNumber, customerGroup: account.customerGroup! };
      const metadata = metadataFor(request, actor);
      const sessionId = uuidv7();
      const hashOf = await codeHasher(ctx.sql, request.body.code);
      const ctxHash = await contextHash(ctx.sql, secret);

      const { events } = await handleCommand(
        ctx.store,
        mfaStream(accountNumber),
        mfaDecider,
        (state) =>
          decideCompleteMfaSignIn(
            { contextHash: ctxHash, candidateHash: hashOf, sessionId, now: new Date().toISOString(), maxAttempts: settings.maxCodeAttempts },
            state,
          ),
        { metadata },
      );
      if (events[0]?.type === 'VerificationCodeRejected') {
        await recordAttempt(ctx.sql, { accountKey: accountNumber, ip: request.ip, outcome: 'failed', stage: 'code' });
        throw wrongCodeError();
      }
      const session = await openSession(app, ctx, request, account, { sessionId, metadata });
      const deviceToken = await signDeviceToken(ctx.sql, accountNumber, settings.deviceTokenTtlMs);
      return { ...session.profile, token: session.token, deviceToken, position: session.position };
    },
  );
};
