import { pauseProjectionRoute } from './pause-projection';
import { rebuildProjectionRoute } from './rebuild-projection';
import { resumeProjectionRoute } from './resume-projection';
import { retryAllJobsRoute } from './retry-all-jobs';
import { retryJobRoute } from './retry-job';

/** The operations console's actions (issue #33): each an event with the operator as actor, acted on by the workers. */
export const opsCommandRoutes = [pauseProjectionRoute, resumeProjectionRoute, rebuildProjectionRoute, retryJobRoute, retryAllJobsRoute];
