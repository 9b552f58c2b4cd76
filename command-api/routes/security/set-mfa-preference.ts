import { CUSTOMER_GROUPS, requiresSecondFactor } from '../../../domain/identity/customer-group';
import { mfaPreferenceInput, mfaPreferenceReply } from '../../../domain/security/api-schemas';
import { mfaStream } from '../../../domain/security/events';
import { mfaDecider } from '../../../domain/security/mfa-state';
import { decideSetMfaPreference } from '../../../domain/security/set-mfa-preference';
import { commandRoute } from '../../lib/command-route';
import { refuseWhileImpersonating } from '../../lib/mfa';

/**
 * POST /api/customer/mfapreference: turn two-factor on (needs a verified number) or off, and the
 * "don't show again" choice of the invitation to secure the account (hideMfaModal).
 */
export const setMfaPreferenceRoute = commandRoute(
  {
    path: '/api/customer/mfapreference', tags: ['customer', 'mfa'], summary: 'Two-factor on/off and hideMfaModal',
    description: '422 SMS_NUMBER_REQUIRED / SMS_NUMBER_NOT_VERIFIED when turning two-factor on without a verified number; 422 TWO_FACTOR_REQUIRED when an analyst or operator turns it off.',
    auth: CUSTOMER_GROUPS, body: mfaPreferenceInput, reply: mfaPreferenceReply,
  },
  async ({ body, claims, handle, request }) => {
    refuseWhileImpersonating(request);
    let after = mfaDecider.initialState();
    const { result } = await handle(mfaStream(claims.sub), mfaDecider, (state) => {
      const events = decideSetMfaPreference({ ...body, secondFactorRequired: requiresSecondFactor(claims.customerGroup) }, state);
      after = events.reduce(mfaDecider.evolve, state);
      return events;
    });
    return { isMfaEnabled: after.enabled, hideMfaModal: after.hideMfaModal, position: result?.position ?? null };
  },
);
