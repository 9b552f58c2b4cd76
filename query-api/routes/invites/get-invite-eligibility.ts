import { practiceIdOf } from '../../../domain/identity/access-token';
import { inviteEligibilityInput, invitePatientView } from '../../../domain/invites/api-schemas';
import { patientNotFound } from '../../../domain/patients/patient-access';
import { listClock, statusExpr, toInviteView } from '../../lib/invite-rows';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/inviteeligibility (Staff, Practice; non-spec, D-082): one patient's invite
 * status and whether an invite can be sent now, with every failed rule (the patient screen's
 * "Send invite" button). A patient of another practice answers as not found.
 */
export const inviteEligibilityRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/inviteeligibility',
    tags: ['invites'],
    summary: "A patient's invite status and eligibility",
    auth: ['Staff', 'Practice'],
    readModels: ['patient_invites'],
    input: inviteEligibilityInput,
    reply: invitePatientView,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = practiceIdOf(claims);
    const clock = listClock();
    const row = await ctx.db
      .withSchema('rm')
      .selectFrom('patient_invites')
      .selectAll()
      .select(statusExpr(clock).as('status'))
      .where('account_number', '=', input.accountNumber)
      .where('practice_id', '=', practiceId)
      .executeTakeFirst();
    if (!row) throw patientNotFound();
    return toInviteView(row, clock.now);
  },
);
