import { deleteWhatIfRoute } from './delete-what-if';
import { requestWhatIfRoute } from './request-what-if';

/** Command routes of what-if pricing replays (issue #32). */
export const whatIfCommandRoutes = [requestWhatIfRoute, deleteWhatIfRoute];
