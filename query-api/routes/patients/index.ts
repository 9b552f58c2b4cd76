import { pmsIntegrationStatusRoute } from './get-pms-integration-status';
import { searchPatientsRoute } from './search-patients';

/** The practice's patient reads (issue #4): the list and search, and the PMS integration status. */
export const patientsQueryRoutes = [searchPatientsRoute, pmsIntegrationStatusRoute];
