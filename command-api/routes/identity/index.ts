import { changePasswordRoute } from './change-password';
import { confirmEmailChangeRoute } from './confirm-email-change';
import { emailByTokenRoute } from './get-email-by-token';
import { editEmailRoute } from './request-email-change';
import { forgetPasswordRoute } from './request-password-reset';
import { welcomeEmailRoute } from './request-welcome-email';
import { setPasswordRoute } from './set-password';
import { signInRoute } from './sign-in';
import { signOutRoute } from './sign-out';

/** Identity: sign-in and sign-out, onboarding links, passwords, e-mail change, welcome e-mail. */
export const identityCommandRoutes = [
  signInRoute,
  signOutRoute,
  setPasswordRoute,
  emailByTokenRoute,
  forgetPasswordRoute,
  changePasswordRoute,
  editEmailRoute,
  confirmEmailChangeRoute,
  welcomeEmailRoute,
];
