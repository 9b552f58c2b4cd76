import { exportEventsRoute } from './export-events';
import { historyRoute } from './get-history';
import { streamTypesRoute } from './list-stream-types';

/** The audit history of a record and the analyst export of the event log (issue #6). */
export const historyQueryRoutes = [historyRoute, streamTypesRoute, exportEventsRoute];
