import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { deactivatePatientInput, decideDeactivatePatient } from '../../../domain/patients/deactivate-patient';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { patientForPracticeAction } from '../../lib/patient-access';
import { practiceStateResponses } from '../../lib/practice-guard';

/**
 * POST /api/customer/deactivate: the practice deactivates one of its patients (shown as "deleted",
 * D-071) → PatientDeactivated and SignedOut for the patient's open sessions. Practice guard
 * "delete patient profile". Again for a deactivated patient: nothing, `position: null`.
 */
export const deactivatePatientRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/deactivate',
    {
      schema: {
        tags: ['customer'],
        summary: 'Deactivate (delete) a patient of the practice',
        security: [{ bearer: [] }],
        body: deactivatePatientInput,
        response: { 200: z.object({ position: z.number().int().nullable() }), ...errorResponses, ...practiceStateResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { accountNumber } = request.body;
      const { practiceId } = await patientForPracticeAction(ctx, claims, accountNumber, 'delete patient profile');
      const { result } = await handleCommand(
        ctx.store,
        customerStream(accountNumber),
        customerDecider,
        (s) => decideDeactivatePatient({ practiceId, deactivatedBy: claims.sub }, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'deactivate-patient') },
      );
      return { position: result?.position ?? null };
    },
  );
};
