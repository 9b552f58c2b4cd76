import type { AccessRequestEvent, AccessRequestKeyClaimed } from '../access-requests/events';
import type { AnalysisJobEvent } from '../analysis-jobs/events';
import type { SavedQueryEvent, SavedQueryNameEvent } from '../analysis/saved-query-events';
import type { AnnouncementEvent } from '../announcements/events';
import type { AnnouncementDeliveredToPatient } from '../announcements/patient-broadcast';
import type { ManufacturerEvent, ProductEvent } from '../catalog/events';
import type { ContactEvent } from '../contact/events';
import type { OperatorParticularsEvent } from '../legal/events';
import type { OpsEvent } from '../ops/events';
import type { CustomerEvent, EmailEvent } from '../identity/events';
import type { SessionRenewed } from '../identity/renew-session';
import type { InviteEvent } from '../invites/events';
import type { CartEvent, OrderEvent } from '../ordering/events';
import type { ReorderEvent } from '../ordering/reorder-events';
import type { SavedCardEvent } from '../payments/events';
import type { PracticeSignupEvent, PracticeSignupKeyReserved } from '../practice-signups/events';
import type { EmailDisplayNameEvent } from '../practices/email-display-name';
import type { PracticeEvent } from '../practices/events';
import type { PrescriptionEvent } from '../prescriptions/events';
import type { PricingEvent } from '../pricing/events';
import type { RewardsEvent } from '../rewards/events';
import type { MfaEvent, NotificationPreferencesEvent } from '../security/events';
import type { StaffNotificationEvent } from '../staff-notifications/events';
import type { ImpersonationEvent } from '../support/events';
import type { ReportSnapshotKeyEvent } from '../time-travel/events';

/**
 * Every event the codebase appends: the union of each context's event unions. The personal-data
 * list is a record over its `type`, so an event type added to a context's union and not classified
 * fails the type check; the unit test also scans the events files for a type missing from here.
 */
export type AnyEvent =
  | CustomerEvent
  | EmailEvent
  | SessionRenewed
  | MfaEvent
  | NotificationPreferencesEvent
  | PracticeEvent
  | EmailDisplayNameEvent
  | StaffNotificationEvent
  | AccessRequestEvent
  | AccessRequestKeyClaimed
  | InviteEvent
  | PrescriptionEvent
  | ManufacturerEvent
  | ProductEvent
  | PricingEvent
  | CartEvent
  | OrderEvent
  | ReorderEvent
  | SavedCardEvent
  | ImpersonationEvent
  | PracticeSignupEvent
  | PracticeSignupKeyReserved
  | ContactEvent
  | AnnouncementEvent
  | AnnouncementDeliveredToPatient
  | RewardsEvent
  | AnalysisJobEvent
  | ReportSnapshotKeyEvent
  | OperatorParticularsEvent
  | OpsEvent
  | SavedQueryEvent
  | SavedQueryNameEvent;

export type EventType = AnyEvent['type'];
