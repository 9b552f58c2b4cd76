import type { RewardsMemberLinked } from './events';
import type { RewardsState } from './rewards-decider';

/** Joining a programme or signing in to it links the programme's memberUID to the patient (a re-link with the same memberUID appends nothing). */
export function decideLinkMember(cmd: RewardsMemberLinked['data'], state: RewardsState): RewardsMemberLinked[] {
  if (state.members[cmd.manufacturerId] === cmd.memberUID && state.memberEmails[cmd.manufacturerId] === cmd.email) return [];
  return [{ type: 'RewardsMemberLinked', data: cmd }];
}
