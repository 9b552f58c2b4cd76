import { exportImpersonationsRoute } from './export-impersonations';
import { getImpersonationRoute } from './get-impersonation';
import { supportPracticeRoute } from './get-practice';
import { listImpersonationsRoute } from './list-impersonations';
import { allPracticesRoute } from './list-practices';
import { csrSearchRoute } from './search-customers';

/** Support (CSR): customer search, the practice directory, the impersonation audit trail. */
export const supportQueryRoutes = [csrSearchRoute, allPracticesRoute, supportPracticeRoute, listImpersonationsRoute, getImpersonationRoute, exportImpersonationsRoute];
