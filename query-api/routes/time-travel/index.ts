import { compareOrderStatusRoute } from './compare-order-status';
import { compareSalesRoute } from './compare-sales';
import { listTimeTravelSnapshotsRoute } from './list-report-snapshots';

/** Query routes of time travel (issue #32): the practice's snapshots, and comparisons with today. */
export const timeTravelQueryRoutes = [listTimeTravelSnapshotsRoute, compareSalesRoute, compareOrderStatusRoute];
