import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { decideCreatePrescription } from '../../../domain/prescriptions/create-prescription';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { createPrescriptionInput, isoDateOf } from '../../../domain/prescriptions/prescription-rules';
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
 * POST /api/prescription/create (Staff, Practice; a CSR while impersonating one): a new prescription
 * for a patient of the caller's practice (or linked to it). Each eye's product and variant are
 * checked against the catalog; "same for both eyes" copies OD to OS. Blocked for a deactivated
 * location, a blocked practice and one on credit hold (spec point 4 "create prescription").
 */
export const createPrescriptionRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/prescription/create',
    {
      schema: {
        tags: ['prescription'],
        summary: 'Create a prescription for a patient',
        security: [{ bearer: [] }],
        body: createPrescriptionInput,
        response: { 200: prescriptionCommandReply, ...prescriptionCommandErrors },
      },
      config: { auth: PRESCRIPTION_WRITERS },
    },
    async (request) => {
      const claims = requireClaims(request);
      const body = request.body;
      const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
      await assertPracticeAllows(ctx, claims, 'create prescription', locationId);
      await assertPatientInScope(ctx, claims, body.patientAccountNo);
      const rightEyeRx = await resolveEye(ctx.store, body.rightEyeRx);
      const leftEyeRx = body.sameForBothEyes ? rightEyeRx : await resolveEye(ctx.store, body.leftEyeRx);
      const prescriptionId = uuidv7();
      const { result } = await handleCommand(
        ctx.store,
        prescriptionsStream(body.patientAccountNo),
        prescriptionsDecider,
        (state) =>
          decideCreatePrescription(
            {
              prescriptionId,
              patientAccountNo: body.patientAccountNo,
              practiceId,
              locationId,
              details: {
                prescriptionNickname: body.prescriptionNickname,
                prescriptionExpirationDate: body.prescriptionExpirationDate,
                dateOfService: body.dateOfService,
                prescriber: body.prescriber,
                sameForBothEyes: body.sameForBothEyes,
                rightEyeRx: rightEyeRx ?? null,
                leftEyeRx: leftEyeRx ?? null,
              },
              today: isoDateOf(new Date()),
              dateOfServiceEnabled: featureFlags().dateOfService,
            },
            state,
          ),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'prescription/create') },
      );
      return { id: prescriptionId, patientAccountNo: body.patientAccountNo, position: result?.position ?? null };
    },
  );
};
