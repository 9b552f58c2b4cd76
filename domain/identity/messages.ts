/**
 * Texts of the accounts work. Spec point 8 signals are verbatim (`Patient not found`,
 * `INVALID_EMAIL_PASSWORD`, `INVALID_VALUE: Invalid Email display name`, `DISPLAY_NAME_API_ERROR`);
 * the rest are ours, written for the people who read them.
 */
export const ACCOUNT_MESSAGES = {
  patientNotFound: 'Patient not found',
  patientAlreadyRegistered: 'This patient has already registered, so a welcome email is not needed.',
  welcomeEmailPending: 'A welcome email to this patient is already on its way.',
  notYourPatient: 'This patient belongs to another practice.',

  invalidEmailPassword: 'INVALID_EMAIL_PASSWORD',
  /** Spec point 8: re-enter the current password correctly, use a different new password and follow the rules. */
  invalidEmailPasswordShown:
    'Please re-enter your current password correctly, use a different new password and follow the password rules.',

  tokenRequired: 'A token is required',
  tokenInvalid: 'This link is not valid.',
  tokenExpired: 'This link has expired.',
  tokenUsed: 'This link has already been used.',

  forgotPasswordSent:
    "If an account exists for that email address, we've sent it a link to reset the password. The link works for 1 hour.",

  sameEmail: 'This is already your email address.',

  emailDisplayNameInvalid: 'INVALID_VALUE: Invalid Email display name',
  displayNameApiError: 'DISPLAY_NAME_API_ERROR',
  displayNameApiErrorShown: 'The email display name could not be updated. Please try again.',
  displayNameLoadError: 'The email display name could not be loaded.',
} as const;
