import { liveUpdatesRoute } from './stream-live-updates';

/** The live channel (issue #16). */
export const liveQueryRoutes = [liveUpdatesRoute];
