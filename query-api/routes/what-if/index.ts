import { getWhatIfResultRoute } from './get-what-if-result';
import { listWhatIfsRoute } from './list-what-ifs';

/** Query routes of what-if pricing replays (issue #32). */
export const whatIfQueryRoutes = [listWhatIfsRoute, getWhatIfResultRoute];
