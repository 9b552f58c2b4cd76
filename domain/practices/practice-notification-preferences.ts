import { DomainError } from '../shared/errors';
import type { PracticeNotificationPreferencesChanged } from './events';
import type { PracticeState } from './practice-decider';
import { PRACTICE_NOTIFICATION_KEYS, type PracticeNotificationKey, type PracticeNotificationPreferences } from './api-schemas';

export { PRACTICE_NOTIFICATION_KEYS, type PracticeNotificationKey, type PracticeNotificationPreferences } from './api-schemas';


/** What each key is about, for the settings screen. */
export const PRACTICE_NOTIFICATION_LABELS: Record<PracticeNotificationKey, { label: string; hint: string }> = {
  accessRequestNotificationEmail: { label: 'Access request answered', hint: 'A patient accepted or denied an access request sent from this location.' },
  orderStatusNotificationEmail: { label: 'Order status changes', hint: 'An order placed at this location shipped, was delayed, delivered or cancelled.' },
  patientRegisteredNotificationEmail: { label: 'Patient registered', hint: 'An invited patient of this location created their account.' },
  inviteBouncedNotificationEmail: { label: 'Invite bounced', hint: 'A patient invite e-mail could not be delivered, so the patient’s e-mail needs changing.' },
  weeklyReportNotificationEmail: { label: 'Weekly report', hint: 'A summary of the week’s sales and orders every Monday.' },
};

/** Until a location chooses: everything that needs the practice to act is on; the weekly report is opt-in. */
export const DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES: PracticeNotificationPreferences = {
  accessRequestNotificationEmail: true,
  orderStatusNotificationEmail: true,
  patientRegisteredNotificationEmail: true,
  inviteBouncedNotificationEmail: true,
  weeklyReportNotificationEmail: false,
};


/** A location's preferences: the defaults overlaid with what it chose. */
export function practiceNotificationPreferencesOf(state: Pick<PracticeState, 'notificationPreferences'>, locationId: string): PracticeNotificationPreferences {
  const chosen = state.notificationPreferences[locationId] ?? {};
  return Object.fromEntries(
    PRACTICE_NOTIFICATION_KEYS.map((k) => [k, typeof chosen[k] === 'boolean' ? chosen[k] : DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES[k]]),
  ) as PracticeNotificationPreferences;
}

/** Only what actually changes is recorded, on the practice stream, for one of the practice's locations. */
export function decideSetPracticeNotificationPreferences(
  command: { practiceId: string; locationId: string; changes: Partial<PracticeNotificationPreferences> },
  state: PracticeState,
): PracticeNotificationPreferencesChanged[] {
  if (!state.exists) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  if (!state.locations.includes(command.locationId)) {
    throw new DomainError('not_found', 'LOCATION_NOT_FOUND', 'This practice has no location with this id.');
  }
  const current = practiceNotificationPreferencesOf(state, command.locationId);
  const changes: Partial<PracticeNotificationPreferences> = {};
  for (const key of PRACTICE_NOTIFICATION_KEYS) {
    const value = command.changes[key];
    if (value !== undefined && value !== current[key]) changes[key] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'PracticeNotificationPreferencesChanged', data: { practiceId: command.practiceId, locationId: command.locationId, changes } }];
}
