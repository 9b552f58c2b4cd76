import type { StaffNotificationsMarked } from './events';
import type { MarkStaffNotificationsInput } from './api-schemas';

/** Marking is recorded for the caller's practice and location; ids outside that scope change nothing in the read model. */
export function decideMarkStaffNotifications(cmd: MarkStaffNotificationsInput & { practiceId: string; locationId: string | null; markedBy: string; now: Date }): StaffNotificationsMarked[] {
  const last = new Map<string, boolean>();
  for (const n of cmd.notifications) last.set(n.id, n.isViewed);
  return [
    {
      type: 'StaffNotificationsMarked',
      data: { practiceId: cmd.practiceId, locationId: cmd.locationId, items: [...last].map(([id, isViewed]) => ({ id, isViewed })), markedBy: cmd.markedBy, markedAt: cmd.now.toISOString() },
    },
  ];
}

/** The text a staff notification shows for an answered access request. */
export function accessRequestAnswerMessage(patientName: string, status: 'accepted' | 'denied', denialReason: string | null): string {
  if (status === 'accepted') return `${patientName} accepted your access request.`;
  return `${patientName} denied your access request${denialReason ? `: "${denialReason}"` : '.'}`;
}
