import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideChangePrescriptionExpiration } from '../../../domain/prescriptions/change-prescription-expiration';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { isoDateOf, updatePrescriptionExpirationInput } from '../../../domain/prescriptions/prescription-rules';
import { requireClaims } from '../../../infra/http/auth';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows } from '../../lib/practice-guard';
import { practiceScopeOf } from '../../lib/practice-scope';
import { assertPatientInScope } from './prescription-access';
import { PRESCRIPTION_WRITERS, prescriptionCommandErrors, prescriptionCommandReply } from './schemas';

/** POST /api/prescription/updateexpiration (spec point 2 "update a prescription's … expiration"; its own route, decision D-064). */
export const updatePrescriptionExpirationRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/prescription/updateexpiration',
    {
      schema: {
        tags: ['prescription'],
        summary: "Change a prescription's expiration date",
        security: [{ bearer: [] }],
        body: updatePrescriptionExpirationInput,
        response: { 200: prescriptionCommandReply, ...prescriptionCommandErrors },
      },
      config: { auth: PRESCRIPTION_WRITERS },
    },
    async (request) => {
      const claims = requireClaims(request);
      const body = request.body;
      const { locationId } = await practiceScopeOf(ctx.store, claims);
      await assertPracticeAllows(ctx, claims, 'update prescription expiry', locationId);
      await assertPatientInScope(ctx, claims, body.patientAccountNo);
      const { result } = await handleCommand(
        ctx.store,
        prescriptionsStream(body.patientAccountNo),
        prescriptionsDecider,
        (state) =>
          decideChangePrescriptionExpiration(
            { prescriptionId: body.id, patientAccountNo: body.patientAccountNo, prescriptionExpirationDate: body.prescriptionExpirationDate, today: isoDateOf(new Date()) },
            state,
          ),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'prescription/updateexpiration') },
      );
      return { id: body.id, patientAccountNo: body.patientAccountNo, position: result?.position ?? null };
    },
  );
};
