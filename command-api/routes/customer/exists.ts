import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patientExistsAnswer, patientExistsInput, patientExistsOutput } from '../../../domain/patients/patient-exists';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { emailHolder, loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/exists {email}: whether an account holds the address (D-073), read from the
 * e-mail reservation streams (no read-model lag, the same check create and e-mail edits make).
 * The account number only for the caller's own patient. Staff, practice administrators, CSR.
 */
export const customerExistsRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/exists',
    {
      schema: {
        tags: ['customer'],
        summary: 'Does an account use this e-mail?',
        security: [{ bearer: [] }],
        body: patientExistsInput,
        response: { 200: patientExistsOutput, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice', 'CSR'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const holder = await emailHolder(ctx.store, request.body.email);
      if (!holder) return patientExistsAnswer(undefined, claims.practiceId);
      const state = await loadAccount(ctx.store, holder);
      return patientExistsAnswer({ accountNumber: holder, customerGroup: state.customerGroup, practiceId: state.practiceId }, claims.practiceId);
    },
  );
};
