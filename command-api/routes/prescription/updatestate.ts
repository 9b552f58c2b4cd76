import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { updatePrescriptionStateInput } from '../../../domain/prescriptions/prescription-rules';
import { decideUpdatePrescriptionState } from '../../../domain/prescriptions/update-prescription-state';
import { requireClaims } from '../../../infra/http/auth';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows } from '../../lib/practice-guard';
import { practiceScopeOf } from '../../lib/practice-scope';
import { assertPatientInScope } from './prescription-access';
import { PRESCRIPTION_WRITERS, prescriptionCommandErrors, prescriptionCommandReply } from './schemas';

/**
 * POST /api/prescription/updatestate {id, patientAccountNo, state: 'deleted' | 'active'}: deleting
 * removes it from lists, 'active' restores it. Guarded as "update prescription" (decision D-065).
 */
export const updatePrescriptionStateRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/prescription/updatestate',
    {
      schema: {
        tags: ['prescription'],
        summary: 'Delete or restore a prescription',
        security: [{ bearer: [] }],
        body: updatePrescriptionStateInput,
        response: { 200: prescriptionCommandReply, ...prescriptionCommandErrors },
      },
      config: { auth: PRESCRIPTION_WRITERS },
    },
    async (request) => {
      const claims = requireClaims(request);
      const body = request.body;
      const { locationId } = await practiceScopeOf(ctx.store, claims);
      await assertPracticeAllows(ctx, claims, 'update prescription', locationId);
      await assertPatientInScope(ctx, claims, body.patientAccountNo);
      const { result } = await handleCommand(
        ctx.store,
        prescriptionsStream(body.patientAccountNo),
        prescriptionsDecider,
        (state) => decideUpdatePrescriptionState({ prescriptionId: body.id, patientAccountNo: body.patientAccountNo, state: body.state }, state),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'prescription/updatestate') },
      );
      return { id: body.id, patientAccountNo: body.patientAccountNo, position: result?.position ?? null };
    },
  );
};
