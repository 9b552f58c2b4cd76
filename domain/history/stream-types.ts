import type { ContactEvent } from '../contact/events';
import type { OperatorParticularsEvent } from '../legal/events';
import type { PracticeSignupEvent, PracticeSignupKeyReserved } from '../practice-signups/events';
import { ACCESS_REQUEST_EVENT_TYPES, type AccessRequestKeyClaimed } from '../access-requests/events';
import { ANNOUNCEMENT_EVENT_TYPES } from '../announcements/events';
import type { ManufacturerEvent, ProductEvent } from '../catalog/events';
import type { CustomerEvent, EmailEvent } from '../identity/events';
import type { SessionRenewed } from '../identity/renew-session';
import { INVITE_EVENT_TYPES } from '../invites/events';
import type { CartEvent, OrderEvent } from '../ordering/events';
import type { ReorderEvent } from '../ordering/reorder-events';
import type { SavedCardEvent } from '../payments/events';
import type { EmailDisplayNameEvent } from '../practices/email-display-name';
import type { PracticeEvent } from '../practices/events';
import type { PrescriptionEvent } from '../prescriptions/events';
import { PRICING_EVENT_TYPES } from '../pricing/events';
import { MFA_EVENT_TYPES, type NotificationPreferencesEvent } from '../security/events';
import type { StaffNotificationEvent } from '../staff-notifications/events';
import type { ImpersonationEvent } from '../support/events';
import { REWARDS_EVENT_TYPES } from '../rewards/events';
import { ANALYSIS_JOB_EVENT_TYPES } from '../analysis-jobs/events';
import { PROJECTION_OPS_EVENT_TYPES } from '../ops/events';
import type { ReportSnapshotKeyEvent } from '../time-travel/events';
import { SAVED_QUERY_EVENT_TYPES, type SavedQueryNameEvent } from '../analysis/saved-query-events';

/**
 * The kinds of stream in the log. A stream id is `{streamType}-{id}` (`cart-…`, `patient-rx-…`,
 * `catalog-product-…`); the stream type is the part before the id. Each lists the event types
 * appended to it, so the analyst export can read the log with a type filter (both event-store
 * adapters filter by type) and keep only the streams of the chosen kind.
 */
export interface StreamTypeInfo {
  streamType: string;
  label: string;
  eventTypes: readonly string[];
}

export const STREAM_TYPES = [
  {
    streamType: 'customer',
    label: 'Accounts (customers)',
    eventTypes: [
      'CustomerRegistered', 'PatientCreated', 'PasswordSet', 'PasswordResetRequested', 'SignedIn', 'SignedOut', 'WelcomeEmailRequested',
      'WelcomeEmailSent', 'EmailChangeRequested', 'EmailChanged', 'CustomerProfileUpdated', 'PatientDeactivated', 'StaffMemberDeactivated', 'InviteFlagSet',
      'PatientSyncedFromPms', 'PmsIntegrationBannerDisabled', 'PmsUpdateBannerDisabled', 'DistributorStaffDeactivated', 'DistributorStaffReactivated',
    ] satisfies CustomerEvent['type'][],
  },
  { streamType: 'session', label: 'Session token renewals', eventTypes: ['SessionRenewed'] satisfies SessionRenewed['type'][] },
  { streamType: 'email', label: 'E-mail address reservations', eventTypes: ['EmailReserved', 'EmailReleased'] satisfies EmailEvent['type'][] },
  { streamType: 'mfa', label: 'SMS numbers and two-factor sign-in', eventTypes: MFA_EVENT_TYPES },
  {
    streamType: 'notification-preferences',
    label: 'Patient notification preferences',
    eventTypes: ['NotificationPreferencesChanged'] satisfies NotificationPreferencesEvent['type'][],
  },
  {
    streamType: 'practice',
    label: 'Practices and locations',
    eventTypes: [
      'PracticeRegistered', 'LocationAdded', 'PracticeInfoUpdated', 'LocationInfoUpdated', 'PracticeNotificationPreferencesChanged',
      'DefaultPrescriptionExpirySet', 'PracticeBlocked', 'PracticeUnblocked', 'CreditHoldPlaced', 'CreditHoldReleased',
      'LocationDeactivated', 'LocationReactivated',
    ] satisfies PracticeEvent['type'][],
  },
  { streamType: 'email-display-name', label: 'Practice e-mail display names', eventTypes: ['EmailDisplayNameSet'] satisfies EmailDisplayNameEvent['type'][] },
  { streamType: 'staff-notifications', label: 'Staff notifications', eventTypes: ['StaffNotificationsMarked'] satisfies StaffNotificationEvent['type'][] },
  { streamType: 'access-request', label: 'Access requests', eventTypes: ACCESS_REQUEST_EVENT_TYPES },
  { streamType: 'access-request-key', label: 'Access request keys (one per practice and patient)', eventTypes: ['AccessRequestKeyClaimed'] satisfies AccessRequestKeyClaimed['type'][] },
  { streamType: 'patient-invite', label: 'Patient invites', eventTypes: INVITE_EVENT_TYPES },
  {
    streamType: 'patient-rx',
    label: 'Prescriptions',
    eventTypes: [
      'PrescriptionCreated', 'PrescriptionUpdated', 'PrescriptionNicknameChanged', 'PrescriptionExpirationChanged', 'PrescriptionStateChanged',
    ] satisfies PrescriptionEvent['type'][],
  },
  { streamType: 'catalog-manufacturer', label: 'Catalog manufacturers', eventTypes: ['ManufacturerRegistered', 'ManufacturerUpdated'] satisfies ManufacturerEvent['type'][] },
  { streamType: 'catalog-product', label: 'Catalog products', eventTypes: ['ProductAdded', 'ProductUpdated'] satisfies ProductEvent['type'][] },
  { streamType: 'pricing', label: 'Pricing strategies', eventTypes: PRICING_EVENT_TYPES },
  {
    streamType: 'cart',
    label: 'Carts and checkouts',
    eventTypes: ['CartCreated', 'CartReviewed', 'CartRenewed', 'CartDiscountSet', 'DeliveryAddressAdded', 'DeliveryModeSet', 'OrderCheckedOut'] satisfies CartEvent['type'][],
  },
  { streamType: 'order', label: 'Orders after checkout', eventTypes: ['OrderStatusChanged', 'OrderConfirmationEmailSent', 'OrderShippingEmailSent', 'OrderNoticeSent'] satisfies OrderEvent['type'][] },
  { streamType: 'reorder', label: 'Reorder reminders', eventTypes: ['ReorderReminderDeferred', 'ReorderReminderSent'] satisfies ReorderEvent['type'][] },
  { streamType: 'cards', label: 'Saved cards', eventTypes: ['CardSaved', 'CardDeleted', 'DefaultCardSet'] satisfies SavedCardEvent['type'][] },
  { streamType: 'impersonation', label: 'Impersonation sessions', eventTypes: ['ImpersonationBegan', 'ImpersonationEnded'] satisfies ImpersonationEvent['type'][] },
  {
    streamType: 'practice-signup',
    label: 'Practice sign-ups',
    eventTypes: ['PracticeSignupRequested', 'PracticeSignupApproved', 'PracticeSignupDeclined', 'PracticeSignupEmailed'] satisfies PracticeSignupEvent['type'][],
  },
  { streamType: 'practice-signup-key', label: 'Practice sign-up reservations', eventTypes: ['PracticeSignupKeyReserved'] satisfies PracticeSignupKeyReserved['type'][] },
  { streamType: 'contact', label: 'Contact requests', eventTypes: ['ContactRequestSubmitted', 'ContactRequestEmailed', 'ContactRequestHandled'] satisfies ContactEvent['type'][] },
  { streamType: 'operator-particulars', label: 'Operator’s legal particulars', eventTypes: ['OperatorParticularsSet'] satisfies OperatorParticularsEvent['type'][] },
  { streamType: 'announcement', label: 'Announcements', eventTypes: ANNOUNCEMENT_EVENT_TYPES },
  { streamType: 'announcement-delivery', label: 'Announcements sent to patients', eventTypes: ['AnnouncementDeliveredToPatient'] },
  { streamType: 'rewards', label: 'Rewards and rebate claims', eventTypes: REWARDS_EVENT_TYPES },
  { streamType: 'analysis-job', label: 'Analysis jobs (report snapshots, what-if replays)', eventTypes: ANALYSIS_JOB_EVENT_TYPES },
  { streamType: 'report-snapshot-key', label: 'Report snapshot reservations (one per practice and moment)', eventTypes: ['ReportSnapshotKeyClaimed'] satisfies ReportSnapshotKeyEvent['type'][] },
  { streamType: 'ops-projection', label: 'Operations console: projections paused, resumed and rebuilt', eventTypes: PROJECTION_OPS_EVENT_TYPES },
  { streamType: 'ops-queue', label: 'Operations console: jobs retried', eventTypes: ['JobRetryRequested'] },
  { streamType: 'saved-query', label: 'Saved analysis queries', eventTypes: SAVED_QUERY_EVENT_TYPES },
  { streamType: 'saved-query-name', label: 'Saved analysis query names (one per owner and name)', eventTypes: ['SavedQueryNameClaimed', 'SavedQueryNameReleased'] satisfies SavedQueryNameEvent['type'][] },
] as const satisfies readonly StreamTypeInfo[];

export type StreamType = (typeof STREAM_TYPES)[number]['streamType'];
export const STREAM_TYPE_NAMES: readonly [StreamType, ...StreamType[]] = [STREAM_TYPES[0].streamType, ...STREAM_TYPES.slice(1).map((s) => s.streamType)];

/** Longest prefix first, so `email-display-name-…` is not taken for an `email-…` reservation. */
const BY_PREFIX_LENGTH = [...STREAM_TYPES].sort((a, b) => b.streamType.length - a.streamType.length);

/**
 * The stream type of a stream id: the longest known `{type}-` prefix; an unknown stream, the text
 * before its first dash. An e-mail reservation of an address that happens to begin with
 * "display-name-" is still an e-mail stream (practice ids never hold an "@").
 */
export function streamTypeOf(streamId: string): string {
  for (const s of BY_PREFIX_LENGTH) {
    if (!streamId.startsWith(`${s.streamType}-`)) continue;
    if (s.streamType === 'email-display-name' && streamId.includes('@')) return 'email';
    return s.streamType;
  }
  const dash = streamId.indexOf('-');
  return dash < 0 ? streamId : streamId.slice(0, dash);
}

/** The id part of a stream id (`patient-rx-123` → `123`). */
export function streamIdPart(streamId: string): string {
  const type = streamTypeOf(streamId);
  return streamId.startsWith(`${type}-`) ? streamId.slice(type.length + 1) : streamId;
}

export function streamTypeInfo(streamType: string): StreamTypeInfo | undefined {
  return STREAM_TYPES.find((s) => s.streamType === streamType);
}
