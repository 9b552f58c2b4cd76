import { capabilityAccess } from '../analysis-jobs/capability-access';

/**
 * Who may use time travel (issue #32), in one place: whoever may read the reports. Today the
 * Reports screens and their API allow the practice's staff and its administrator (D-179), each
 * over their own practice only. A new role (the Analyst) is added here: its group and its scope.
 */
export const TIME_TRAVEL_GROUPS = ['Staff', 'Practice'] as const;

const access = capabilityAccess(TIME_TRAVEL_GROUPS, 'Only the practice’s staff and administrator can look at the reports as they stood.');

/** The caller's scope (ask, list, compare, delete snapshots), or 403. */
export const timeTravelScope = access.scopeOf;
/** May this viewer follow (list, see progress of) a snapshot of this practice? The live channel asks it too. */
export const mayFollowTimeTravel = access.mayFollow;
