import { reportingConfigRoute } from '../pricing/reportingconfig';
import { orderStatusReportRoute } from './order-status';
import { orderStatusCsvRoute } from './order-status-csv';
import { salesReportRoute } from './sales';
import { reportSnapshotsRoute } from './snapshots';

/** Query routes of the reports (issue #6), with the spec's /pricing/reportingconfig. */
export const reportRoutes = [orderStatusReportRoute, orderStatusCsvRoute, salesReportRoute, reportSnapshotsRoute, reportingConfigRoute];
