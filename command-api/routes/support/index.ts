import { beginImpersonationRoute } from './begin-impersonation';
import { endImpersonationRoute } from './end-impersonation';
import { forceWelcomeEmailRoute } from './force-welcome-email';
import { setLocationStateRoute } from './set-location-state';
import { setPracticeStateRoute } from './set-practice-state';

/** Support (CSR): impersonation, the welcome e-mail resent, practice and location account states. */
export const supportCommandRoutes = [beginImpersonationRoute, endImpersonationRoute, forceWelcomeEmailRoute, setPracticeStateRoute, setLocationStateRoute];
