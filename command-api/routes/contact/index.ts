import { markContactHandledRoute } from './mark-contact-handled';
import { submitContactRequestRoute } from './submit-contact-request';

/** Contact (issue #17): the public "get in touch" form and the CSR's handling of it. */
export const contactCommandRoutes = [submitContactRequestRoute, markContactHandledRoute];
