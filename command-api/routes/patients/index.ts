import { createPatientRoute } from './create-patient';
import { deactivatePatientRoute } from './deactivate-patient';
import { disablePmsIntegrationBannerRoute, disablePmsUpdateBannerRoute } from './disable-pms-banners';
import { editPatientEmailRoute } from './edit-patient-email';
import { importPmsPatientsRoute } from './import-pms-patients';
import { patientExistsRoute } from './check-patient-exists';
import { setInviteFlagRoute } from './set-invite-flag';
import { updateProfileRoute } from './update-patient-profile';

/** The practice's patient commands (issue #4): create, update, exists, deactivate, e-mail edit, invite flag, PMS import and banners. */
export const patientsCommandRoutes = [
  createPatientRoute,
  updateProfileRoute,
  patientExistsRoute,
  deactivatePatientRoute,
  editPatientEmailRoute,
  setInviteFlagRoute,
  importPmsPatientsRoute,
  disablePmsIntegrationBannerRoute,
  disablePmsUpdateBannerRoute,
];
