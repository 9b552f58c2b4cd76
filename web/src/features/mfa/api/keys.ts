/** The one place the mfa feature's query keys are written. */
export const mfaKeys = {
  all: ['mfa'] as const,
  smsNumber: () => [...mfaKeys.all, 'sms-number'] as const,
};
