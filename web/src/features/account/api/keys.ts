/** The one place the account feature's query keys are written. */
export const accountKeys = {
  all: ['account'] as const,
  emailDisplayName: (practiceId: string) => [...accountKeys.all, 'email-display-name', practiceId] as const,
};
