import { changePasswordRoute } from './changepassword';
import { confirmEmailChangeRoute } from './confirmemailchange';
import { editEmailRoute } from './editemail';
import { emailByTokenRoute } from './emailbytoken';
import { forgetPasswordRoute } from './forgetpassword';
import { setPasswordRoute } from './setpassword';
import { upsertEmailDisplayNameRoute } from './upsertemaildisplayname';
import { welcomeEmailRoute } from './welcomeemail';

/** The accounts work's command routes: onboarding, passwords, e-mail change, display name (the own profile's /customer/update is routes/patients/update-patient-profile.ts). */
export const accountRoutes = [
  setPasswordRoute,
  emailByTokenRoute,
  forgetPasswordRoute,
  changePasswordRoute,
  editEmailRoute,
  confirmEmailChangeRoute,
  welcomeEmailRoute,
  upsertEmailDisplayNameRoute,
];
