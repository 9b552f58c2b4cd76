import { deleteReportSnapshotRoute } from './delete-report-snapshot';
import { requestReportSnapshotRoute } from './request-report-snapshot';

/** Command routes of time travel (issue #32): ask for a snapshot of the reports, delete one. */
export const timeTravelCommandRoutes = [requestReportSnapshotRoute, deleteReportSnapshotRoute];
