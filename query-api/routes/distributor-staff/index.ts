import { listDistributorStaffRoute } from './list-distributor-staff';

/** Distributor staff (CSR; issues #32, #33): the list of analysts and operators. */
export const distributorStaffQueryRoutes = [listDistributorStaffRoute];
