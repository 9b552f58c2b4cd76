import { completeMfaEnrolmentRoute } from './complete-mfa-enrolment';
import { mfaLoginRoute } from './complete-mfa-sign-in';
import { humanCheckChallengeRoute } from './get-human-check-challenge';
import { resendMfaCodeRoute } from './resend-mfa-code';
import { sendVerificationCodeRoute } from './send-verification-code';
import { setMfaPreferenceRoute } from './set-mfa-preference';
import { setNotificationPreferenceRoute } from './set-notification-preferences';
import { unsubscribeRoute } from './unsubscribe-by-link';
import { updateSmsNumberRoute } from './update-sms-number';
import { verifyCodeRoute } from './verify-code';
import { verifyHumanCheckRoute } from './verify-human-check';

/** Account security: SMS number and two-factor, human check, notification preferences (issue #3). */
export const securityCommandRoutes = [
  updateSmsNumberRoute,
  sendVerificationCodeRoute,
  verifyCodeRoute,
  resendMfaCodeRoute,
  setMfaPreferenceRoute,
  mfaLoginRoute,
  completeMfaEnrolmentRoute,
  humanCheckChallengeRoute,
  verifyHumanCheckRoute,
  setNotificationPreferenceRoute,
  unsubscribeRoute,
];
