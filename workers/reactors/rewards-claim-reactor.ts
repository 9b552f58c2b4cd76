import type { ClaimSubmitted } from '../../domain/rewards/events';
import { reactorOf } from './reactor';

export const SUBMIT_REWARDS_CLAIM = 'submit-rewards-claim';

export interface RewardsClaimJobPayload {
  accountNumber: string;
  claimId: string;
  eventId: string;
}

/** Each ClaimSubmitted is sent to the manufacturer's programme by one job whose id is the event id (issue #15). */
export const rewardsClaimReactor = reactorOf<ClaimSubmitted, RewardsClaimJobPayload>({
  name: 'reactor_rewards_claim',
  eventTypes: ['ClaimSubmitted'],
  jobName: SUBMIT_REWARDS_CLAIM,
  payload: (event) => ({ accountNumber: event.data.accountNumber, claimId: event.data.claimId }),
});
