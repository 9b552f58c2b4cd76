import { getPrescriptionsRoute } from './prescription/get';

/** Query routes of prescriptions (issue #4). */
export const prescriptionQueryRoutes = [getPrescriptionsRoute];
