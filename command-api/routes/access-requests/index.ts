import { answerAccessRequestRoute } from './answer-access-request';
import { archiveAccessRequestsRoute } from './archive-access-requests';
import { cancelAccessRequestRoute } from './cancel-access-request';
import { createAccessRequestRoute } from './create-access-request';

/** Access requests (issue #4): a practice asks a patient for access; the patient answers. */
export const accessRequestsCommandRoutes = [createAccessRequestRoute, cancelAccessRequestRoute, archiveAccessRequestsRoute, answerAccessRequestRoute];
