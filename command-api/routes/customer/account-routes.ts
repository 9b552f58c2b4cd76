import { changePasswordRoute } from './changepassword';
import { confirmEmailChangeRoute } from './confirmemailchange';
import { editEmailRoute } from './editemail';
import { emailByTokenRoute } from './emailbytoken';
import { forgetPasswordRoute } from './forgetpassword';
import { setPasswordRoute } from './setpassword';
import { updateProfileRoute } from './update';
import { upsertEmailDisplayNameRoute } from './upsertemaildisplayname';
import { welcomeEmailRoute } from './welcomeemail';

/** The accounts work's command routes: onboarding, passwords, e-mail change, own profile, display name. */
export const accountRoutes = [
  setPasswordRoute,
  emailByTokenRoute,
  forgetPasswordRoute,
  changePasswordRoute,
  editEmailRoute,
  confirmEmailChangeRoute,
  updateProfileRoute,
  welcomeEmailRoute,
  upsertEmailDisplayNameRoute,
];
