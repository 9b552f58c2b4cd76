/** The one place the session feature's query keys are written. */
export const sessionKeys = {
  all: ['session'] as const,
  config: () => [...sessionKeys.all, 'config'] as const,
};
