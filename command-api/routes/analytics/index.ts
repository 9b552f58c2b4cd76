import { deleteAnalyticsExportRoute } from './delete-analytics-export';
import { requestAnalyticsExportRoute } from './request-analytics-export';

/** Command routes of the de-identified analytics export (issue #32). */
export const analyticsCommandRoutes = [requestAnalyticsExportRoute, deleteAnalyticsExportRoute];
