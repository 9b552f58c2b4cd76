import { deactivatePatientRoute } from './customer/deactivate';
import { editPatientEmailRoute } from './customer/editpatientemail';
import { customerExistsRoute } from './customer/exists';
import { pmsBannerRoutes } from './customer/pmsbanners';
import { pmsImportRoute } from './customer/pmsimport';
import { setInviteFlagRoute } from './customer/setinviteflag';

/** Patient management by the practice (issue #4): exists, deactivate, e-mail edit, invite flag, PMS import and banners. */
export const patientRoutes = [customerExistsRoute, deactivatePatientRoute, editPatientEmailRoute, setInviteFlagRoute, pmsImportRoute, pmsBannerRoutes];
