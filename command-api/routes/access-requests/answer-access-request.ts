import { createHash } from 'node:crypto';
import { accessRequestDecider } from '../../../domain/access-requests/access-request-decider';
import { answerAccessRequestReply, patientUpdateInput } from '../../../domain/access-requests/api-schemas';
import { decideAnswerAccessRequest } from '../../../domain/access-requests/answer-access-request';
import { type AccessRequestAnswered, accessRequestStream } from '../../../domain/access-requests/events';
import { DomainError } from '../../../domain/shared/errors';
import { commandRoute } from '../../lib/command-route';
import { loadAccessRequest } from '../../lib/load-access-request';

/**
 * POST /api/customer/accessRequest/patientupdate: the patient accepts or denies (with an optional
 * reason). Works signed in as the patient, or without a session with the e-mailed link's token
 * (then the actor is the patient the request was sent to). "Patient update needs both id and status".
 */
export const answerAccessRequestRoute = commandRoute(
  { path: '/api/customer/accessRequest/patientupdate', tags: ['access request'], summary: 'Accept or deny an access request (patient)', auth: 'public', body: patientUpdateInput, reply: answerAccessRequestReply },
  async ({ body, claimsIfAny: claims, handle, metadata, metadataAs }, ctx) => {
    // The schema's refinement guarantees both.
    const id = body.id!;
    const status = body.status!;
    let by: { accountNumber: string } | { tokenHash: string };
    if (body.token) by = { tokenHash: createHash('sha256').update(body.token).digest('hex') };
    else if (claims?.customerGroup === 'Patient') by = { accountNumber: claims.sub };
    else if (claims) throw new DomainError('forbidden', 'FORBIDDEN', 'Only the patient can answer an access request.');
    else throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Please sign in, or open the link from the e-mail.');
    // Without a session the actor is the patient the request was sent to (the token proves it).
    const actor = claims ? metadata : metadataAs({ accountNumber: (await loadAccessRequest(ctx.store, id)).patientAccountNumber ?? 'anonymous', customerGroup: 'Patient' });
    const { result, events } = await handle(accessRequestStream(id), accessRequestDecider, (state) => decideAnswerAccessRequest({ status, denialReason: body.denialReason, now: new Date(), by }, state), {
      metadata: actor,
    });
    const answered = (events[0] as AccessRequestAnswered).data;
    return { id, status, denialReason: answered.denialReason, position: result!.position };
  },
);
