import { v7 as uuidv7 } from 'uuid';
import { accessRequestDecider } from '../../../domain/access-requests/access-request-decider';
import { accessRequestReply, createAccessRequestInput } from '../../../domain/access-requests/api-schemas';
import { decideCreateAccessRequest } from '../../../domain/access-requests/create-access-request';
import { type AccessRequestCreated, accessRequestStream } from '../../../domain/access-requests/events';
import { accountByEmail } from '../../lib/account-by-email';
import { commandRoute } from '../../lib/command-route';
import type { CommandContext } from '../../lib/context';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { practiceScopeOf } from '../../lib/practice-scope';

/** Duplicate guard from the read models: a pending request from this practice, or a link from an accepted one. */
async function existingAccess(ctx: CommandContext, practiceId: string, accountNumber: string): Promise<{ linked: boolean; pending: boolean }> {
  const { rows } = await ctx.sql.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM rm.access_requests WHERE practice_id = $1 AND patient_account_number = $2 AND decision = 'pending' AND expiry_date > $3)::int
          + (SELECT count(*) FROM rm.patient_practice_links WHERE practice_id = $1 AND account_number = $2)::int * 1000 AS n`,
    [practiceId, accountNumber, new Date().toISOString()],
  );
  const n = Number(rows[0]?.n ?? 0);
  return { linked: n >= 1000, pending: n % 1000 > 0 };
}

/**
 * POST /api/customer/accessRequest/create (Staff, Practice): asks the patient with this e-mail for
 * access to their profile (AccessRequestCreated; the e-mail with the answer link follows from a
 * job). Unknown e-mail → 404; a patient of this practice, or one with a pending request from it → 409.
 */
export const createAccessRequestRoute = commandRoute(
  {
    path: '/api/customer/accessRequest/create', tags: ['access request'], summary: 'Ask a patient for access to their profile',
    auth: ['Staff', 'Practice'], body: createAccessRequestInput, reply: accessRequestReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
    await assertPracticeAllows(ctx, claims, 'send access request', locationId);
    const account = await accountByEmail(ctx.store, body.email);
    const { state } = account ?? {};
    const patient = state?.customerGroup ? { accountNumber: state.accountNumber!, customerGroup: state.customerGroup, email: state.email!, practiceId: state.practiceId } : undefined;
    let pendingExists = false;
    if (patient) {
      const access = await existingAccess(ctx, practiceId, patient.accountNumber);
      if (access.linked) patient.practiceId = practiceId; // already linked: decided as "already belongs"
      pendingExists = access.pending;
    }
    const requestId = uuidv7();
    const command = { requestId, practiceId, locationId, requestedBy: claims.sub, now: new Date(), patient, pendingExists };
    const { result, events } = await handle(accessRequestStream(requestId), accessRequestDecider, (s) => decideCreateAccessRequest(command, s));
    const created = (events[0] as AccessRequestCreated).data;
    const { patientEmail, requestDate, expiryDate } = created;
    return { id: requestId, status: 'pending' as const, denialReason: null, patientEmail, requestDate, expiryDate, hasBeenSentEmail: false, position: result!.position };
  },
);
