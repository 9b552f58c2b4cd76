import { v7 as uuidv7 } from 'uuid';
import { lacksSecondFactor } from '../../../domain/identity/access-token';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { DISTRIBUTOR_STAFF_GROUPS } from '../../../domain/identity/customer-group';
import { customerStream } from '../../../domain/identity/events';
import { decideEndPasswordOnlySessions } from '../../../domain/identity/sign-out';
import { completeMfaEnrolmentInput, signedInReply } from '../../../domain/security/api-schemas';
import { wrongCodeError } from '../../../domain/security/check-code';
import { decideCompleteMfaEnrolment } from '../../../domain/security/complete-mfa-enrolment';
import { mfaStream } from '../../../domain/security/events';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { mfaDecider } from '../../../domain/security/mfa-state';
import { DomainError } from '../../../domain/shared/errors';
import { signDeviceToken } from '../../../infra/auth/device-token';
import { codeHasher } from '../../../infra/auth/one-time-code';
import { securitySettings } from '../../../infra/config/security';
import { commandRoute } from '../../lib/command-route';
import { perIpPerMinute } from '../../lib/ip-rate-limit';
import { loadAccount } from '../../lib/load-account';
import { openSession } from '../../lib/open-session';

/**
 * POST /api/customer/mfaenrolment (D-742): the last step of the two-factor enrolment an analyst or
 * operator must finish on their first sign-in. The code texted to the number they entered
 * (UpdateSMSNumber, SendVerificationCode) proves it and turns two-factor on; as the second factor of
 * this sign-in it opens a session whose token carries `mfa`, and every session opened with the
 * password alone (this one included) ends. The reply is a sign-in's. Every later sign-in asks for a
 * texted code (/customer/mfalogin); an account already enrolled answers 401 MFA_ALREADY_ENROLLED.
 */
export const completeMfaEnrolmentRoute = commandRoute(
  {
    path: '/api/customer/mfaenrolment', tags: ['customer', 'mfa'], summary: 'Finish the required two-factor enrolment with the texted code',
    description: '400 INVALID_CODE (the spec message); 422 CODE_EXPIRED, CODE_ATTEMPTS_EXHAUSTED, NO_CODE_PENDING; 422 MFA_ENROLMENT_NOT_NEEDED for a session that already has its second factor.',
    auth: DISTRIBUTOR_STAFF_GROUPS, duringEnrolment: true, body: completeMfaEnrolmentInput, reply: signedInReply, errors: [429], rateLimit: perIpPerMinute,
  },
  async ({ body, claims, handle, request }, ctx) => {
    if (!lacksSecondFactor(claims)) throw new DomainError('rule', 'MFA_ENROLMENT_NOT_NEEDED', SECURITY_MESSAGES.enrolmentNotNeeded);
    const { maxCodeAttempts, deviceTokenTtlMs } = securitySettings();
    const candidateHash = await codeHasher(ctx.sql, body.code);
    const sessionId = uuidv7();
    const { events } = await handle(mfaStream(claims.sub), mfaDecider, (state) =>
      decideCompleteMfaEnrolment({ candidateHash, sessionId, now: new Date().toISOString(), maxAttempts: maxCodeAttempts }, state),
    );
    if (!events.some((e) => e.type === 'MfaSignInVerified')) throw wrongCodeError();
    const account = await loadAccount(ctx.store, claims.sub);
    const session = await openSession(request.server, ctx, request, account, { sessionId, secondFactor: true });
    await handle(customerStream(claims.sub), customerDecider, (s) => decideEndPasswordOnlySessions({ keep: sessionId }, s), { step: 'end-password-only-sessions' });
    const deviceToken = await signDeviceToken(ctx.sql, claims.sub, deviceTokenTtlMs);
    return { ...session.profile, token: session.token, deviceToken, position: session.position };
  },
);
