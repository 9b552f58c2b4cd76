import { accessRequestsProjection } from './access-requests';
import { announcementsProjection } from './announcements';
import { catalogProjection } from './catalog';
import { customersProjection } from './customers';
import { emailDisplayNamesProjection } from './email-display-names';
import { impersonationAuditProjection } from './impersonation-audit';
import type { Projection } from './lib/projection';
import { mfaSettingsProjection } from './mfa-settings';
import { notificationPreferencesProjection } from './notification-preferences';
import { patientInvitesProjection } from './patient-invites';
import { practicesProjection } from './practices';
import { prescriptionsProjection } from './prescriptions';
import { pricingProjection } from './pricing';
import { ordersProjection } from './orders';
import { savedCardsProjection } from './saved-cards';
import { cartsProjection } from './carts';
import { sessionsProjection } from './sessions';
import { staffNotificationsProjection } from './staff-notifications';
import { recordHistoryProjection } from './record-history';
import { orderStatusReportProjection } from './order-status-report';
import { salesDashboardProjection } from './sales-dashboard';
import { timersProjection } from './timers';
import { reorderSupplyProjection } from './reorder-supply';
import { analysisJobsProjection } from './analysis-jobs';
import { savedQueriesProjection } from './saved-queries';
import { contactRequestsProjection } from './contact-requests';
import { operatorParticularsProjection } from './operator-particulars';
import { practiceSignupsProjection } from './practice-signups';
import { rebateClaimsProjection } from './rebate-claims';
import { distributorStaffProjection } from './distributor-staff';
import { opsControlsProjection } from './ops-controls';

/** Every read model the workers keep up to date. */
export const projections: readonly Projection[] = [customersProjection, practicesProjection, sessionsProjection, impersonationAuditProjection, mfaSettingsProjection, notificationPreferencesProjection, emailDisplayNamesProjection, accessRequestsProjection, staffNotificationsProjection, catalogProjection, patientInvitesProjection, prescriptionsProjection, ordersProjection, savedCardsProjection, cartsProjection, pricingProjection, recordHistoryProjection, orderStatusReportProjection, salesDashboardProjection, timersProjection, reorderSupplyProjection, contactRequestsProjection, practiceSignupsProjection, announcementsProjection, rebateClaimsProjection, analysisJobsProjection, distributorStaffProjection, operatorParticularsProjection, opsControlsProjection, savedQueriesProjection];

export type { Projection } from './lib/projection';
