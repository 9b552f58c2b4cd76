import type { FastifyPluginAsync } from 'fastify';
import type { CommandContext } from '../lib/context';
import { mfaLoginRoute } from './customer/mfalogin';
import { mfaPreferenceRoute } from './customer/mfapreference';
import { recaptchaRoutes } from './customer/recaptcha';
import { resendMfaCodeRoute } from './customer/resendmfacode';
import { sendVerificationCodeRoute } from './customer/send-verification-code';
import { setNotificationPreferenceRoute } from './customer/set-notification-preference';
import { unsubscribeRoute } from './customer/unsubscribe';
import { updateSmsNumberRoute } from './customer/update-sms-number';
import { verifyCodeRoute } from './customer/verify-code';

/** Account security: SMS number and two-factor, human check, notification preferences (issue #3). */
export const securityRoutes: FastifyPluginAsync<CommandContext> = async (app, ctx) => {
  for (const route of [
    updateSmsNumberRoute,
    sendVerificationCodeRoute,
    verifyCodeRoute,
    resendMfaCodeRoute,
    mfaPreferenceRoute,
    mfaLoginRoute,
    recaptchaRoutes,
    setNotificationPreferenceRoute,
    unsubscribeRoute,
  ]) {
    await app.register(route, ctx);
  }
};
