import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { signInReply, signInRequest } from '../../../domain/security/api-schemas';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { signInGate } from '../../../domain/security/sign-in-throttle';
import { signDeviceToken, verifyDeviceToken } from '../../../infra/auth/device-token';
import { contextHash } from '../../../infra/auth/one-time-code';
import { verifyPassword } from '../../../infra/auth/passwords';
import { securitySettings } from '../../../infra/config/security';
import { requireHumanCheck } from '../../../infra/http/human-check';
import { accountByEmail } from '../../lib/account-by-email';
import { commandRoute } from '../../lib/command-route';
import type { CommandContext } from '../../lib/context';
import { perIpPerMinute } from '../../lib/ip-rate-limit';
import { loadMfa, sendCode } from '../../lib/mfa';
import { openSession } from '../../lib/open-session';
import { accountKeyFor, failureCounts, prepareSignInAttempts, recordAttempt } from '../../lib/sign-in-attempts';

/**
 * POST /api/customer/signin: throttle → (human check) → password → session, or, with two-factor
 * on, a texted code and an `mfaContext` for /customer/mfalogin instead of a token.
 *
 * Throttling (domain/security/sign-in-throttle.ts): failed attempts are counted per account
 * (unknown e-mails alike), per known device and per IP over the last hour in the sign-in attempt
 * log; beyond the thresholds a human check is required, and beyond the hard cap attempts are
 * refused without checking the password — except from a device this account signed in on before.
 */
const signInCommand = commandRoute(
  {
    path: '/api/customer/signin', tags: ['customer'], summary: 'Sign in',
    description: 'E-mail and password. Answers the profile with a bearer token and a device token, or — when two-factor is on — `mfaRequired` with an `mfaContext` for /customer/mfalogin (a code was texted). 401 INVALID_VALUE for a wrong pair; 401 HUMAN_CHECK_REQUIRED / HUMAN_CHECK_FAILED when the throttle asks for a human check (send `humanCheck` from /customer/recaptcha/verify); 429 TOO_MANY_ATTEMPTS over the hourly cap; 429 TOO_MANY_REQUESTS per IP.',
    auth: 'public', body: signInRequest, reply: signInReply, errors: [429], rateLimit: perIpPerMinute,
  },
  async ({ body, request, metadataAs }, ctx) => {
    const { email, password, humanCheck, deviceToken } = body;
    const settings = securitySettings();
    const account = await accountByEmail(ctx.store, email);
    const accountNumber = account?.state.accountNumber;
    const accountKey = accountKeyFor(accountNumber, email);
    const deviceId = await verifyDeviceToken(ctx.sql, deviceToken, accountNumber);
    const ip = request.ip;

    const gate = signInGate(await failureCounts(ctx.sql, { accountKey, deviceId, ip }), deviceId !== undefined, settings);
    if (gate.verdict === 'refuse') {
      await recordAttempt(ctx.sql, { accountKey, ip, outcome: 'refused' });
      throw new DomainError('too_many', 'TOO_MANY_ATTEMPTS', SECURITY_MESSAGES.tooManySignInAttempts);
    }
    if (gate.verdict === 'human-check') {
      try {
        await requireHumanCheck(ctx.sql, humanCheck, request);
      } catch (err) {
        await recordAttempt(ctx.sql, { accountKey, ip, outcome: 'challenged' });
        throw err;
      }
    }
    const countedDevice = gate.verdict === 'check' && gate.trustedDevice ? deviceId : undefined;

    // Unknown account and wrong password answer alike (and cost one argon2 verification each); so does
    // a deactivated account, before any sign-in code is texted to it.
    const matches = await verifyPassword(account?.state.passwordHash, password);
    if (!account || !matches || account.state.deactivated) {
      await recordAttempt(ctx.sql, { accountKey, deviceId: countedDevice, ip, outcome: 'failed' });
      throw new DomainError('unauthorized', 'INVALID_VALUE', MESSAGES.invalidSignIn);
    }
    await recordAttempt(ctx.sql, { accountKey, deviceId: countedDevice, ip, outcome: 'succeeded' });

    const mfa = await loadMfa(ctx.store, accountNumber!);
    if (mfa.enabled && mfa.verifiedPhone) {
      const secret = randomBytes(32).toString('base64url');
      const sent = await sendCode(ctx, accountNumber!, 'sign-in', {
        contextHash: await contextHash(ctx.sql, secret),
        metadata: metadataAs({ accountNumber: accountNumber!, customerGroup: account.state.customerGroup! }),
        settings,
      });
      return {
        mfaRequired: true as const,
        mfaContext: `${accountNumber}.${secret}`,
        accountNumber: accountNumber!,
        maskedPhone: sent.maskedPhone,
        codeExpiresAt: sent.expiresAt,
        resendAvailableAt: sent.resendAvailableAt,
      };
    }

    const session = await openSession(request.server, ctx, request, account.state);
    const device = await signDeviceToken(ctx.sql, accountNumber!, settings.deviceTokenTtlMs, deviceId);
    return { ...session.profile, token: session.token, deviceToken: device, position: session.position };
  },
);

/** The sign-in attempt log's table is made before the route takes requests. */
export const signInRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  await prepareSignInAttempts(ctx.sql);
  await signInCommand(app, ctx);
};
