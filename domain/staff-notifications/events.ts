/**
 * Events of a practice's staff-notification stream: `staff-notifications-{practiceId}`.
 * `locationId` is the marking staff member's location (null when the practice administrator marks):
 * only notifications of that scope change.
 */
export interface StaffNotificationsMarked {
  type: 'StaffNotificationsMarked';
  data: { practiceId: string; locationId: string | null; items: { id: string; isViewed: boolean }[]; markedBy: string; markedAt: string };
}
export type StaffNotificationEvent = StaffNotificationsMarked;

export function staffNotificationStream(practiceId: string): string {
  return `staff-notifications-${practiceId}`;
}
