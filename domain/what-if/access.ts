import { capabilityAccess } from '../analysis-jobs/capability-access';

/**
 * Who may run what-if replays (issue #32), in one place: a practice's administrator, over their
 * own practice only — staff never see them (pricing strategy is the administrator's decision, and
 * the replay shows the practice's margins). A new role (the Analyst) is added here: its group and scope.
 */
export const WHAT_IF_GROUPS = ['Practice'] as const;

const access = capabilityAccess(WHAT_IF_GROUPS, 'Only your practice administrator can run and read what-if pricing replays.');

/** The caller's scope (run, list, read, delete what-ifs), or 403. */
export const whatIfScope = access.scopeOf;
/** May this viewer follow (list, see progress of) a what-if of this practice? The live channel asks it too. */
export const mayFollowWhatIf = access.mayFollow;
