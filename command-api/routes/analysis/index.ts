import { deleteSavedQueryRoute } from './delete-saved-query';
import { renameSavedQueryRoute } from './rename-saved-query';
import { saveQueryRoute } from './save-query';

/** Command routes of the Analysis screen (issue #32): saved queries. */
export const analysisCommandRoutes = [saveQueryRoute, renameSavedQueryRoute, deleteSavedQueryRoute];
