import { getOpsActionsRoute } from './get-ops-actions';
import { getOpsProcessesRoute } from './get-ops-processes';
import { getOpsProjectionsRoute } from './get-ops-projections';
import { getOpsQueuesRoute } from './get-ops-queues';
import { healthRoute } from './get-health';

/** Operations: health and projection lag; the operations console's reads (issue #33, Operators only). */
export const opsQueryRoutes = [healthRoute, getOpsProjectionsRoute, getOpsQueuesRoute, getOpsProcessesRoute, getOpsActionsRoute];
