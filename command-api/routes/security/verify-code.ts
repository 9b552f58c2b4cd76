import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { verifiedReply, verifyCodeInput } from '../../../domain/security/api-schemas';
import { wrongCodeError } from '../../../domain/security/check-code';
import { mfaStream } from '../../../domain/security/events';
import { mfaDecider } from '../../../domain/security/mfa-state';
import { maskPhone } from '../../../domain/security/phone';
import { decideVerifyCode } from '../../../domain/security/verify-code';
import { codeHasher } from '../../../infra/auth/one-time-code';
import { securitySettings } from '../../../infra/config/security';
import { commandRoute } from '../../lib/command-route';
import { perIpPerMinute } from '../../lib/ip-rate-limit';
import { refuseWhileImpersonating } from '../../lib/mfa';

/**
 * POST /api/customer/VerifyCode: the code texted by SendVerificationCode proves the number
 * (PhoneNumberVerified); with `enableTwoFactor` it also turns two-factor on (TwoFactorEnabled).
 * A wrong code is recorded (VerificationCodeRejected) and answered "Oops! That's not the correct code."
 */
export const verifyCodeRoute = commandRoute(
  {
    path: '/api/customer/VerifyCode', tags: ['customer', 'mfa'], summary: 'Verify the SMS number with the texted code',
    description: '400 INVALID_CODE (the spec message); 422 CODE_EXPIRED, CODE_ATTEMPTS_EXHAUSTED, NO_CODE_PENDING.',
    auth: CUSTOMER_GROUPS, body: verifyCodeInput, reply: verifiedReply, errors: [429], rateLimit: perIpPerMinute,
  },
  async ({ body, claims, request, handle }, ctx) => {
    refuseWhileImpersonating(request);
    const { maxCodeAttempts } = securitySettings();
    const candidateHash = await codeHasher(ctx.sql, body.code);
    let enabledBefore = false;
    const { result, events } = await handle(mfaStream(claims.sub), mfaDecider, (state) => {
      enabledBefore = state.enabled;
      return decideVerifyCode({ candidateHash, enableTwoFactor: body.enableTwoFactor ?? false, now: new Date().toISOString(), maxAttempts: maxCodeAttempts }, state);
    });
    const verified = events.find((e) => e.type === 'PhoneNumberVerified');
    if (!result || !verified || verified.type !== 'PhoneNumberVerified') throw wrongCodeError();
    const isMfaEnabled = enabledBefore || events.some((e) => e.type === 'TwoFactorEnabled');
    return { verified: true as const, phone: verified.data.phone, maskedPhone: maskPhone(verified.data.phone), isMfaEnabled, position: result.position };
  },
);
