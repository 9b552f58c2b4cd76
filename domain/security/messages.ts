/**
 * Texts of the security screens and errors. The wrong-code sentence is the spec's (point 8),
 * verbatim; the others are ours where the spec is silent.
 */
export const SECURITY_MESSAGES = {
  wrongCode: "Oops! That's not the correct code.",
  codeExpired: 'This code has expired. Request a new code.',
  codeAttemptsExhausted: 'Too many incorrect codes. Request a new code.',
  noCodePending: 'There is no code waiting for you. Request a new code.',
  resendTooSoon: 'Please wait a few seconds before asking for another code.',
  tooManyCodes: "You've asked for too many codes. Please try again in an hour.",
  smsNumberRequired: 'Add a mobile number first.',
  smsNumberNotVerified: 'Verify your mobile number first.',
  smsNotVerifiedForNotifications: 'Verify your mobile number to get text message notifications.',
  smsSendFailed: "We couldn't send the text message. Check the number and try again.",
  twoFactorHolderOnly: 'Two-factor settings can only be changed by the account holder.',
  mfaContextInvalid: 'Your sign-in has expired. Please sign in again.',
  tooManySignInAttempts: 'Too many sign-in attempts. Please try again later.',
  humanCheckRequired: "Please confirm you're not a robot, then sign in again.",
  humanCheckFailed: "We couldn't confirm you're not a robot. Please try again.",
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  unsubscribeInvalid: 'This unsubscribe link is invalid or has expired.',
  twoFactorRequired: 'Two-factor sign-in is required for your role, so it cannot be turned off.',
  enrolmentNotNeeded: 'This session already signed in with a texted code.',
  alreadyEnrolled: 'Two-factor sign-in is already set up for this account. Please sign in again with the texted code.',
} as const;
