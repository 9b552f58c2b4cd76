/**
 * The one place the auth feature's query keys are written. The signed-in profile belongs here:
 * other features that change it (two-factor, personal info) get a refresh from web/src/app.
 */
export const authKeys = {
  all: ['auth'] as const,
  profiles: () => [...authKeys.all, 'profile'] as const,
  profile: (accountNumber: string) => [...authKeys.profiles(), accountNumber] as const,
};
