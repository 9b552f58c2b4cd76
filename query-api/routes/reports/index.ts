import { exportOrderStatusCsvRoute } from './export-order-status-csv';
import { orderStatusReportRoute } from './get-order-status-report';
import { reportingConfigRoute } from './get-reporting-config';
import { salesReportRoute } from './get-sales-report';
import { reportSnapshotsRoute } from './list-report-snapshots';

/** Query routes of the reports (issue #6), with the spec's /pricing/reportingconfig. */
export const reportsQueryRoutes = [orderStatusReportRoute, exportOrderStatusCsvRoute, salesReportRoute, reportSnapshotsRoute, reportingConfigRoute];
