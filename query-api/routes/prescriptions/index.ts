import { getPrescriptionsRoute } from './get-prescriptions';

/** Query routes of prescriptions (issue #4). */
export const prescriptionsQueryRoutes = [getPrescriptionsRoute];
