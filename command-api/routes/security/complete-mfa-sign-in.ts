import { v7 as uuidv7 } from 'uuid';
import { mfaLoginInput, signedInReply } from '../../../domain/security/api-schemas';
import { wrongCodeError } from '../../../domain/security/check-code';
import { decideCompleteMfaSignIn } from '../../../domain/security/complete-mfa-sign-in';
import { mfaStream } from '../../../domain/security/events';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { mfaDecider } from '../../../domain/security/mfa-state';
import { DomainError } from '../../../domain/shared/errors';
import { signDeviceToken } from '../../../infra/auth/device-token';
import { codeHasher, contextHash } from '../../../infra/auth/one-time-code';
import { securitySettings } from '../../../infra/config/security';
import { commandRoute } from '../../lib/command-route';
import { perIpPerMinute } from '../../lib/ip-rate-limit';
import { loadAccount } from '../../lib/load-account';
import { parseMfaContext } from '../../lib/mfa';
import { openSession } from '../../lib/open-session';
import { recordAttempt } from '../../lib/sign-in-attempts';

/**
 * POST /api/customer/mfalogin: the second step of a sign-in with two-factor on. The texted code of
 * THIS sign-in (its mfaContext), within 10 minutes, a few guesses per code; then the session opens
 * (MfaSignInVerified in the MFA stream, SignedIn in the account stream) and the reply is the same
 * as a sign-in's.
 */
export const mfaLoginRoute = commandRoute(
  {
    path: '/api/customer/mfalogin', tags: ['customer', 'mfa'], summary: 'Complete a sign-in with the texted code',
    description: '400 INVALID_CODE "Oops! That\'s not the correct code."; 422 CODE_EXPIRED / CODE_ATTEMPTS_EXHAUSTED (request a new code with /customer/resendmfacode); 401 MFA_CONTEXT_INVALID when the sign-in is unknown or over.',
    auth: 'public', body: mfaLoginInput, reply: signedInReply, errors: [429], rateLimit: perIpPerMinute,
  },
  async ({ body, handle, metadataAs, request }, ctx) => {
    const settings = securitySettings();
    const { accountNumber, secret } = parseMfaContext(body.mfaContext);
    const account = await loadAccount(ctx.store, accountNumber);
    if (!account.exists || !account.passwordHash) throw new DomainError('unauthorized', 'MFA_CONTEXT_INVALID', SECURITY_MESSAGES.mfaContextInvalid);
    const metadata = metadataAs({ accountNumber, customerGroup: account.customerGroup! });
    const sessionId = uuidv7();
    const candidateHash = await codeHasher(ctx.sql, body.code);
    const ctxHash = await contextHash(ctx.sql, secret);
    const now = new Date().toISOString();

    const { events } = await handle(
      mfaStream(accountNumber),
      mfaDecider,
      (state) => decideCompleteMfaSignIn({ contextHash: ctxHash, candidateHash, sessionId, now, maxAttempts: settings.maxCodeAttempts }, state),
      { metadata },
    );
    if (events[0]?.type === 'VerificationCodeRejected') {
      await recordAttempt(ctx.sql, { accountKey: accountNumber, ip: request.ip, outcome: 'failed', stage: 'code' });
      throw wrongCodeError();
    }
    const session = await openSession(request.server, ctx, request, account, { sessionId, metadata, secondFactor: true });
    const deviceToken = await signDeviceToken(ctx.sql, accountNumber, settings.deviceTokenTtlMs);
    return { ...session.profile, token: session.token, deviceToken, position: session.position };
  },
);
