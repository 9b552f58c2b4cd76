import { batchEmailUsersCountRoute } from './count-batch-email-users';
import { getProfileRoute } from './get-profile';
import { isRegisteredRoute } from './check-registration';

/** Identity reads: the profile, whether a patient registered, the batch welcome e-mail's reach. */
export const identityQueryRoutes = [getProfileRoute, isRegisteredRoute, batchEmailUsersCountRoute];
