/**
 * Plain-words summaries of the changes a CSR made while acting as a user, for the audit trail.
 * There is one describer of the log, domain/history/describe-event.ts (issue #6); the audit uses it
 * too, so a change reads the same in the audit trail and in a record's history.
 */
import { describeEvent, describeStream, humanizeEventType } from '../history/describe-event';

export { describeStream, humanizeEventType };

/** Events that open, close or mark a session: shown as the session's start and end, not as changes. */
export const SESSION_BOOKKEEPING_EVENTS: readonly string[] = ['ImpersonationBegan', 'ImpersonationEnded', 'SignedIn', 'SignedOut'];

export function isAuditedChange(type: string): boolean {
  return !SESSION_BOOKKEEPING_EVENTS.includes(type);
}

export function describeChange(event: { type: string; data: unknown; streamId: string }): string {
  return describeEvent(event);
}
