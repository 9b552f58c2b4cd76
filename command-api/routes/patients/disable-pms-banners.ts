import { customerDecider, type CustomerState } from '../../../domain/identity/customer-decider';
import { customerStream, type CustomerEvent } from '../../../domain/identity/events';
import { positionReply } from '../../../domain/patients/api-schemas';
import { decideDisablePmsIntegrationBanner, decideDisablePmsUpdateBanner } from '../../../domain/patients/pms-banners';
import { commandRoute } from '../../lib/command-route';

/**
 * The signed-in practice user hides a PMS banner for themselves: the event goes on their own
 * customer stream (D-075). Staff and practice administrators.
 */
function disablePmsBannerRoute(path: string, summary: string, step: string, decide: (state: CustomerState) => CustomerEvent[]) {
  return commandRoute({ path, tags: ['customer'], summary, auth: ['Staff', 'Practice'], reply: positionReply }, async ({ claims, handle }) => {
    const { result } = await handle(customerStream(claims.sub), customerDecider, decide, { step });
    return { position: result?.position ?? null };
  });
}

/** POST /api/customer/disablepmsintegrationbanner */
export const disablePmsIntegrationBannerRoute = disablePmsBannerRoute(
  '/api/customer/disablepmsintegrationbanner',
  'Hide the "connect your PMS" banner',
  'pms-integration-banner',
  decideDisablePmsIntegrationBanner,
);

/** POST /api/customer/disablepmsupdatebanner */
export const disablePmsUpdateBannerRoute = disablePmsBannerRoute(
  '/api/customer/disablepmsupdatebanner',
  'Dismiss the "patients updated from your PMS" banner',
  'pms-update-banner',
  decideDisablePmsUpdateBanner,
);
