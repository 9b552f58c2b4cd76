import { joinProgrammeRoute } from './join-programme';
import { signInProgrammeRoute } from './sign-in-programme';
import { submitClaimRoute } from './submit-claim';

/** Command routes of manufacturer rewards and rebates (issue #15). */
export const rewardsCommandRoutes = [submitClaimRoute, joinProgrammeRoute, signInProgrammeRoute];
