import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideUpdateProfile } from '../../../domain/identity/update-profile';
import { decideUpdatePatientProfile, updateCustomerInput } from '../../../domain/patients/update-patient-profile';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { patientForPracticeAction } from '../../lib/patient-access';
import { practiceStateResponses } from '../../lib/practice-guard';

/**
 * POST /api/customer/update (signed in): the own personal info (names, phone, date of birth,
 * addresses) → CustomerProfileUpdated; `/customer/get` shows it. With `accountNumber` of someone
 * else: Staff and practice administrators (or a CSR impersonating them) update one of their
 * practice's patients (tenant-scoped, practice guard "update patient profile", D-070).
 * Nothing changed → no event, `position: null`.
 */
export const updateProfileRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/update',
    {
      schema: {
        tags: ['customer'],
        summary: 'Update own profile, or a patient of the practice (accountNumber)',
        security: [{ bearer: [] }],
        body: updateCustomerInput,
        response: { 200: z.object({ position: z.number().int().nullable() }), ...errorResponses, ...practiceStateResponses },
      },
      config: { auth: 'any' },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { accountNumber, ...values } = request.body;
      if (accountNumber && accountNumber !== claims.sub) {
        if (claims.customerGroup !== 'Staff' && claims.customerGroup !== 'Practice') {
          throw new DomainError('forbidden', 'FORBIDDEN', 'Only your practice can update a patient profile.');
        }
        const { practiceId } = await patientForPracticeAction(ctx, claims, accountNumber, 'update patient profile');
        const { result } = await handleCommand(
          ctx.store,
          customerStream(accountNumber),
          customerDecider,
          (s) => decideUpdatePatientProfile({ ...values, practiceId }, s),
          { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'update-patient-profile') },
        );
        return { position: result?.position ?? null };
      }
      const { result } = await handleCommand(
        ctx.store,
        customerStream(claims.sub),
        customerDecider,
        (s) => decideUpdateProfile(values, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'update-profile') },
      );
      return { position: result?.position ?? null };
    },
  );
};
