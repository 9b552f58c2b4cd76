/**
 * The one place the practice feature's query keys are written. Everything of one practice sits
 * under `practice(practiceId)`, so a change to it reads the whole practice again.
 */
export const practiceKeys = {
  all: ['practice'] as const,
  practice: (practiceId: string) => [...practiceKeys.all, practiceId] as const,
  info: (practiceId: string) => [...practiceKeys.practice(practiceId), 'info'] as const,
  defaultRxExpiry: (practiceId: string) => [...practiceKeys.practice(practiceId), 'default-rx-expiry'] as const,
  notificationPreferences: (practiceId: string, locationId: string | null) =>
    [...practiceKeys.practice(practiceId), 'notification-preferences', locationId] as const,
  /** The administrator's view of the practice's users (issue #17). */
  staff: (practiceId: string) => [...practiceKeys.practice(practiceId), 'staff'] as const,
};
