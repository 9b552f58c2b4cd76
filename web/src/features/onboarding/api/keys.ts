/** The one place the onboarding feature's query keys are written. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  emailByToken: (token: string) => [...onboardingKeys.all, 'email-by-token', token] as const,
};
