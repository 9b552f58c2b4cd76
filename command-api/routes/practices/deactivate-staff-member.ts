import { practiceIdOf } from '../../../domain/identity/access-token';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { decideDeactivateStaffMember } from '../../../domain/identity/create-practice-user';
import { customerStream } from '../../../domain/identity/events';
import { deactivateStaffInput, deactivateStaffReply } from '../../../domain/practices/api-schemas';
import { commandRoute } from '../../lib/command-route';

/** POST /api/customer/practice/staff/deactivate (practice administrator, issue #17): the staff member can no longer sign in; open sessions end. */
export const deactivateStaffMemberRoute = commandRoute(
  { path: '/api/customer/practice/staff/deactivate', tags: ['practice'], summary: 'Deactivate a staff member (administrator)', auth: ['Practice'], body: deactivateStaffInput, reply: deactivateStaffReply },
  async ({ body, claims, handle }) => {
    const practiceId = practiceIdOf(claims);
    const { result } = await handle(customerStream(body.accountNumber), customerDecider, (s) => decideDeactivateStaffMember({ practiceId, deactivatedBy: claims.sub }, s));
    return { position: result?.position ?? null };
  },
);
