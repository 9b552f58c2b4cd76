import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { codeSentReply, sendVerificationCodeInput } from '../../../domain/security/api-schemas';
import { securitySettings } from '../../../infra/config/security';
import { commandRoute } from '../../lib/command-route';
import { perIpPerMinute } from '../../lib/ip-rate-limit';
import { refuseWhileImpersonating, sendCode } from '../../lib/mfa';

/**
 * POST /api/customer/SendVerificationCode: texts a 6-digit code to the number set with
 * UpdateSMSNumber (10 minutes; a new code replaces the previous one).
 */
export const sendVerificationCodeRoute = commandRoute(
  {
    path: '/api/customer/SendVerificationCode', tags: ['customer', 'mfa'], summary: 'Text a code to the SMS number',
    description: '422 SMS_NUMBER_REQUIRED without a number; 429 RESEND_TOO_SOON / TOO_MANY_CODES; 422 SMS_SEND_FAILED.',
    auth: CUSTOMER_GROUPS, duringEnrolment: true, body: sendVerificationCodeInput, reply: codeSentReply, errors: [429], rateLimit: perIpPerMinute,
  },
  async ({ claims, metadata, request }, ctx) => {
    refuseWhileImpersonating(request);
    return sendCode(ctx, claims.sub, 'verify-phone', { metadata, settings: securitySettings() });
  },
);
