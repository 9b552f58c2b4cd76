import { siteInfoRoute } from './get-site-info';
import { listContactRequestsRoute } from './list-contact-requests';

/** Contact (issue #17): the public site's support facts and the CSR's list of contact requests. */
export const contactQueryRoutes = [siteInfoRoute, listContactRequestsRoute];
