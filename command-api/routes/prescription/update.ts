import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { isoDateOf, updatePrescriptionInput } from '../../../domain/prescriptions/prescription-rules';
import { decideUpdatePrescription } from '../../../domain/prescriptions/update-prescription';
import { featureFlags } from '../../../infra/config/feature-flags';
import { requireClaims } from '../../../infra/http/auth';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows } from '../../lib/practice-guard';
import { practiceScopeOf } from '../../lib/practice-scope';
import { assertPatientInScope, resolveEye } from './prescription-access';
import { PRESCRIPTION_WRITERS, prescriptionCommandErrors, prescriptionCommandReply } from './schemas';

/**
 * POST /api/prescription/update: id, patientAccountNo and expiration required (spec point 5); the
 * other fields replace the stored ones when given, are kept when left out, and `null` removes an eye
 * (decision D-064). Unknown id → 404 'VALUE_NOT_FOUND: Prescription not found.'.
 */
export const updatePrescriptionRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/prescription/update',
    {
      schema: {
        tags: ['prescription'],
        summary: 'Update a prescription',
        security: [{ bearer: [] }],
        body: updatePrescriptionInput,
        response: { 200: prescriptionCommandReply, ...prescriptionCommandErrors },
      },
      config: { auth: PRESCRIPTION_WRITERS },
    },
    async (request) => {
      const claims = requireClaims(request);
      const body = request.body;
      const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
      await assertPracticeAllows(ctx, claims, 'update prescription', locationId);
      await assertPatientInScope(ctx, claims, body.patientAccountNo);
      const rightEyeRx = await resolveEye(ctx.store, body.rightEyeRx);
      const leftEyeRx = body.sameForBothEyes && rightEyeRx !== undefined ? rightEyeRx : await resolveEye(ctx.store, body.leftEyeRx);
      const { result } = await handleCommand(
        ctx.store,
        prescriptionsStream(body.patientAccountNo),
        prescriptionsDecider,
        (state) =>
          decideUpdatePrescription(
            {
              prescriptionId: body.id,
              patientAccountNo: body.patientAccountNo,
              practiceId,
              locationId,
              prescriptionExpirationDate: body.prescriptionExpirationDate,
              prescriptionNickname: body.prescriptionNickname,
              dateOfService: body.dateOfService,
              prescriber: body.prescriber,
              sameForBothEyes: body.sameForBothEyes,
              rightEyeRx,
              leftEyeRx,
              today: isoDateOf(new Date()),
              dateOfServiceEnabled: featureFlags().dateOfService,
            },
            state,
          ),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'prescription/update') },
      );
      return { id: body.id, patientAccountNo: body.patientAccountNo, position: result?.position ?? null };
    },
  );
};
