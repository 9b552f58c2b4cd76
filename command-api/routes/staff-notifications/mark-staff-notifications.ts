import { markStaffNotificationsInput, markStaffNotificationsReply } from '../../../domain/staff-notifications/api-schemas';
import { staffNotificationStream } from '../../../domain/staff-notifications/events';
import { decideMarkStaffNotifications } from '../../../domain/staff-notifications/mark-staff-notifications';
import { commandRoute } from '../../lib/command-route';
import { practiceScopeOf } from '../../lib/practice-scope';

/** The staff-notification stream only collects marks: nothing in it is folded to decide. */
const marksOnly = { initialState: () => null, evolve: (s: null) => s };

/**
 * POST /api/customer/notification/update (Staff, Practice): marks staff notifications viewed or
 * not viewed (StaffNotificationsMarked). Staff change their location's; the administrator any of the practice's.
 */
export const markStaffNotificationsRoute = commandRoute(
  { path: '/api/customer/notification/update', tags: ['staff notifications'], summary: 'Mark staff notifications viewed or not viewed', auth: ['Staff', 'Practice'], body: markStaffNotificationsInput, reply: markStaffNotificationsReply },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
    const scope = { practiceId, locationId: claims.customerGroup === 'Staff' ? locationId : null };
    const { result } = await handle(staffNotificationStream(practiceId), marksOnly, () => decideMarkStaffNotifications({ ...body, ...scope, markedBy: claims.sub, now: new Date() }));
    return { position: result!.position };
  },
);
