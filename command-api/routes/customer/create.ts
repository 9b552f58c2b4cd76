import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { createPatientInput, decideCreatePatient } from '../../../domain/patients/create-patient';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadPractice } from '../../lib/load-location';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { newAccountNumber } from '../../lib/new-account-number';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';
import { reserveEmail } from '../../lib/reserve-email';

/** POST /api/customer/create: a practice creates a patient (PatientCreated) at one of its locations. */
export const createPatientRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/create',
    {
      schema: {
        tags: ['customer'],
        summary: 'Create a patient',
        security: [{ bearer: [] }],
        body: createPatientInput,
        response: { 200: z.object({ accountNumber: z.string(), position: z.number().int() }), ...errorResponses, ...practiceStateResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const practiceId = claims.practiceId;
      if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      const practice = await loadPractice(ctx.store, practiceId);
      const locationId = request.body.locationId ?? claims.locationId ?? practice?.locations[0]?.locationId;
      if (!practice || !locationId || !practice.locations.some((l) => l.locationId === locationId)) {
        throw new DomainError('validation', 'INVALID_LOCATION', 'Choose one of your practice locations.');
      }
      // Staff act for their own location only; the practice administrator for any of the practice's.
      if (claims.customerGroup === 'Staff' && claims.locationId && locationId !== claims.locationId) {
        throw new DomainError('forbidden', 'FORBIDDEN', 'Staff can create patients at their own location only.');
      }
      await assertPracticeAllows(ctx, claims, 'create patient profile', locationId);

      const metadata = metadataFor(request);
      const accountNumber = await reserveEmail(
        ctx.store,
        request.body.email,
        newAccountNumber(),
        metadata,
        idempotencyKeyOf(request, 'reserve-email'),
      );
      const { result, events } = await handleCommand(
        ctx.store,
        customerStream(accountNumber),
        customerDecider,
        (state) => decideCreatePatient({ ...request.body, accountNumber, practiceId, locationId }, state),
        { metadata, idempotencyKey: idempotencyKeyOf(request, 'create-patient'), retries: 0 },
      );
      const created = events[0];
      if (!result || created?.type !== 'PatientCreated') throw new Error('PatientCreated was not appended');
      return { accountNumber: created.data.accountNumber, position: result.position };
    },
  );
};
