import { listAnalyticsExportsRoute } from './list-analytics-exports';

/** Query routes of the de-identified analytics export (issue #32). */
export const analyticsQueryRoutes = [listAnalyticsExportsRoute];
