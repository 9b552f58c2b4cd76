import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { cardSignatureInput, signatureRequestFields } from '../../../../domain/payments/card-signature';
import { requireClaims } from '../../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import type { CommandContext } from '../../../lib/context';
import { cardOwnerOf, hostedPayments } from '../../../lib/saved-cards';

/**
 * POST /api/order/card/signature (Patient): signs the request fields for the payment provider's
 * hosted card form (spec point 7). Appends nothing: the token comes back from the provider.
 */
export const cardSignatureRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/card/signature',
    {
      schema: {
        tags: ['order', 'card'],
        summary: 'Signed request fields for the hosted card form',
        security: [{ bearer: [] }],
        body: cardSignatureInput,
        response: { 200: z.object({ formUrl: z.string(), fields: z.record(z.string(), z.string()) }), 404: errorBody, 422: errorBody, ...errorResponses },
      },
      config: { auth: ['Patient'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const accountNumber = cardOwnerOf(claims, request.body.accountNumber);
      const payments = hostedPayments(ctx.payments);
      const transactionUuid = uuidv7();
      const fields = signatureRequestFields(request.body, { accountNumber, referenceNumber: request.body.referenceNumber ?? request.body.cartId ?? transactionUuid, transactionUuid });
      return { formUrl: payments.formUrl, fields: await payments.signRequest(fields) };
    },
  );
};
