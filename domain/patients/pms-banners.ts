import type { CustomerState } from '../identity/customer-decider';
import type { PmsIntegrationBannerDisabled, PmsUpdateBannerDisabled } from '../identity/events';
import { DomainError } from '../shared/errors';
import type { PmsIntegrationStatus } from './api-schemas';

/**
 * Banner rules (decision D-075): "connect your PMS" shows until the location has imported from its
 * PMS or the user hid it; "patients were updated from your PMS" shows after an import until the
 * user dismissed it after that import (a later import shows it again).
 */
export function pmsBannerFlags(facts: {
  lastSyncDate: string | null;
  integrationBannerHidden: boolean;
  updateBannerDismissedAt: string | null;
}): PmsIntegrationStatus {
  const integrated = facts.lastSyncDate !== null;
  return {
    isSignupLocationPmsIntegrated: integrated,
    lastSyncDate: facts.lastSyncDate,
    hidePmsIntegrationBanner: facts.integrationBannerHidden || integrated,
    hidePmsUpdateBanner: !integrated || (facts.updateBannerDismissedAt !== null && facts.updateBannerDismissedAt >= facts.lastSyncDate!),
  };
}

function assertPracticeUser(state: CustomerState) {
  if (!state.exists || (state.customerGroup !== 'Staff' && state.customerGroup !== 'Practice')) {
    throw new DomainError('forbidden', 'FORBIDDEN', 'Only practice accounts have PMS banners.');
  }
}

/** Hiding the integration banner is for good: once is enough. */
export function decideDisablePmsIntegrationBanner(state: CustomerState): PmsIntegrationBannerDisabled[] {
  assertPracticeUser(state);
  if (state.pmsIntegrationBannerHidden) return [];
  return [{ type: 'PmsIntegrationBannerDisabled', data: {} }];
}

/** Dismissing the update banner is recorded each time (its time decides which import it hid). */
export function decideDisablePmsUpdateBanner(state: CustomerState): PmsUpdateBannerDisabled[] {
  assertPracticeUser(state);
  return [{ type: 'PmsUpdateBannerDisabled', data: {} }];
}
