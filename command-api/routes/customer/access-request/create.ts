import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { accessRequestDecider } from '../../../../domain/access-requests/access-request-decider';
import { createAccessRequestInput } from '../../../../domain/access-requests/access-request-rules';
import { decideCreateAccessRequest } from '../../../../domain/access-requests/create-access-request';
import { accessRequestStream } from '../../../../domain/access-requests/events';
import { requireClaims } from '../../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import { accountByEmail } from '../../../lib/account-by-email';
import type { CommandContext } from '../../../lib/context';
import { handleCommand } from '../../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../../lib/practice-guard';
import { practiceScopeOf } from '../../../lib/practice-scope';
import { accessRequestReply } from './schemas';

/**
 * POST /api/customer/accessRequest/create (Staff, Practice): asks the patient with this e-mail for
 * access to their profile (AccessRequestCreated; the e-mail with the answer link follows from a
 * job). Unknown e-mail → 404; a patient of this practice, or one with a pending request from it → 409.
 */
export const createAccessRequestRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/accessRequest/create',
    {
      schema: {
        tags: ['access request'],
        summary: 'Ask a patient for access to their profile',
        security: [{ bearer: [] }],
        body: createAccessRequestInput,
        response: { 200: accessRequestReply, 404: errorBody, ...practiceStateResponses, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
      await assertPracticeAllows(ctx, claims, 'send access request', locationId);
      const account = await accountByEmail(ctx.store, request.body.email);
      const patient = account?.state.customerGroup
        ? { accountNumber: account.state.accountNumber!, customerGroup: account.state.customerGroup, email: account.state.email!, practiceId: account.state.practiceId }
        : undefined;
      // Duplicate guard from the read models: a pending request, or a link from an accepted one.
      let pendingExists = false;
      if (patient) {
        const { rows } = await ctx.sql.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM rm.access_requests WHERE practice_id = $1 AND patient_account_number = $2 AND decision = 'pending' AND expiry_date > $3)::int
                + (SELECT count(*) FROM rm.patient_practice_links WHERE practice_id = $1 AND account_number = $2)::int * 1000 AS n`,
          [practiceId, patient.accountNumber, new Date().toISOString()],
        );
        const n = Number(rows[0]?.n ?? 0);
        if (n >= 1000) patient.practiceId = practiceId; // already linked: decided as "already belongs"
        pendingExists = n % 1000 > 0;
      }
      const requestId = uuidv7();
      const { result, events } = await handleCommand(
        ctx.store,
        accessRequestStream(requestId),
        accessRequestDecider,
        (state) => decideCreateAccessRequest({ requestId, practiceId, locationId, requestedBy: claims.sub, now: new Date(), patient, pendingExists }, state),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'accessRequest/create') },
      );
      const created = events[0]!.data as { patientEmail: string; requestDate: string; expiryDate: string };
      return {
        id: requestId,
        status: 'pending' as const,
        denialReason: null,
        patientEmail: created.patientEmail,
        requestDate: created.requestDate,
        expiryDate: created.expiryDate,
        hasBeenSentEmail: false,
        position: result!.position,
      };
    },
  );
};
