import { changePasswordRoute } from './change-password';
import { confirmEmailChangeRoute } from './confirm-email-change';
import { emailByTokenRoute } from './get-email-by-token';
import { editEmailRoute } from './request-email-change';
import { forgetPasswordRoute } from './request-password-reset';
import { welcomeEmailRoute } from './request-welcome-email';
import { setPasswordRoute } from './set-password';
import { renewSessionRoute } from './renew-session';
import { signInRoute } from './sign-in';
import { signOutRoute } from './sign-out';

/** Identity: sign-in, token renewal and sign-out, onboarding links, passwords, e-mail change, welcome e-mail. */
export const identityCommandRoutes = [
  signInRoute,
  signOutRoute,
  renewSessionRoute,
  setPasswordRoute,
  emailByTokenRoute,
  forgetPasswordRoute,
  changePasswordRoute,
  editEmailRoute,
  confirmEmailChangeRoute,
  welcomeEmailRoute,
];
