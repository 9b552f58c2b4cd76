import { v7 as uuidv7 } from 'uuid';
import { accessRequestDecider } from '../../../domain/access-requests/access-request-decider';
import { accessRequestReply, createAccessRequestInput } from '../../../domain/access-requests/api-schemas';
import { accessRequestTarget, decideCreateAccessRequest } from '../../../domain/access-requests/create-access-request';
import { type AccessRequestCreated, accessRequestStream } from '../../../domain/access-requests/events';
import { claimAccessRequestKey } from '../../lib/access-request-keys';
import { accountByEmail } from '../../lib/account-by-email';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { practiceScopeOf } from '../../lib/practice-scope';

/**
 * POST /api/customer/accessRequest/create (Staff, Practice): asks the owner of this e-mail for access
 * to their profile (AccessRequestCreated; the e-mail follows from a job). It answers alike whether or
 * not the address has a patient account (D-523); a patient of this practice, one who accepted already,
 * or one with a pending request from it → 409, decided on the practice × patient key stream (D-522).
 */
export const createAccessRequestRoute = commandRoute(
  {
    path: '/api/customer/accessRequest/create', tags: ['access request'], summary: 'Ask a patient for access to their profile',
    auth: ['Staff', 'Practice'], body: createAccessRequestInput, reply: accessRequestReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle, metadata }, ctx) => {
    const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
    await assertPracticeAllows(ctx, claims, 'send access request', locationId);
    const email = body.email.toLowerCase();
    const state = (await accountByEmail(ctx.store, email))?.state;
    const account = state?.customerGroup ? { accountNumber: state.accountNumber!, customerGroup: state.customerGroup, practiceId: state.practiceId } : undefined;
    const { key, patientAccountNumber } = accessRequestTarget({ practiceId, email, account });
    const requestId = uuidv7();
    const now = new Date();
    await claimAccessRequestKey(ctx.store, key, requestId, metadata, now);
    const command = { requestId, practiceId, locationId, requestedBy: claims.sub, now, email, patientAccountNumber };
    const { result, events } = await handle(accessRequestStream(requestId), accessRequestDecider, (s) => decideCreateAccessRequest(command, s));
    const { patientEmail, requestDate, expiryDate } = (events[0] as AccessRequestCreated).data;
    return { id: requestId, status: 'pending' as const, denialReason: null, patientEmail, requestDate, expiryDate, hasBeenSentEmail: false, position: result!.position };
  },
);
