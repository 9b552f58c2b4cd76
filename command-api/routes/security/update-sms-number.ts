import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { smsNumberInput, smsNumberReply } from '../../../domain/security/api-schemas';
import { mfaStream } from '../../../domain/security/events';
import { isPhoneVerified, mfaDecider } from '../../../domain/security/mfa-state';
import { maskPhone } from '../../../domain/security/phone';
import { decideUpdateSmsNumber } from '../../../domain/security/update-sms-number';
import { commandRoute } from '../../lib/command-route';
import { refuseWhileImpersonating } from '../../lib/mfa';

/** POST /api/customer/UpdateSMSNumber: the mobile number for codes and text notifications; it must then be verified. */
export const updateSmsNumberRoute = commandRoute(
  { path: '/api/customer/UpdateSMSNumber', tags: ['customer', 'mfa'], summary: 'Set the SMS number (then verify it)', auth: CUSTOMER_GROUPS, duringEnrolment: true, body: smsNumberInput, reply: smsNumberReply },
  async ({ body, claims, handle, request }) => {
    refuseWhileImpersonating(request);
    let after = mfaDecider.initialState();
    const { result } = await handle(mfaStream(claims.sub), mfaDecider, (state) => {
      const events = decideUpdateSmsNumber({ phone: body.phone }, state);
      after = events.reduce(mfaDecider.evolve, state);
      return events;
    });
    return { phone: after.phone, maskedPhone: maskPhone(after.phone), isVerified: isPhoneVerified(after), isMfaEnabled: after.enabled, position: result?.position ?? null };
  },
);
