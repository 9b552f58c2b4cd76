import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARD_TYPE_CODES, isCardExpired } from '../../../domain/payments/card-rules';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

const savedCard = z.object({
  uniqueCardId: z.string(),
  maskedCardNumber: z.string(),
  cardType: z.enum(CARD_TYPE_CODES),
  expiry: z.string(),
  isExpired: z.boolean(),
  cardNickname: z.string(),
  isDefault: z.boolean(),
  billing: z.object({
    forename: z.string(), surname: z.string(), email: z.string(), phone: z.string().nullable(), line1: z.string().nullable(), line2: z.string().nullable(),
    city: z.string().nullable(), state: z.string().nullable(), country: z.string(), postalCode: z.string().nullable(),
  }),
});

/**
 * GET /api/order/card/get?accountNumber= (Patient, spec point 7): the caller's saved cards, the
 * default first, then newest. The provider token is never returned (D-123): checkout takes the
 * uniqueCardId. Another account number → 404.
 */
export const getCardsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/order/card/get',
    {
      schema: {
        tags: ['order', 'card'],
        summary: 'Saved cards of the account',
        security: [{ bearer: [] }],
        querystring: z.object({ accountNumber: z.string().min(1).max(40).optional() }),
        response: { 200: z.object({ accountNumber: z.string(), cards: z.array(savedCard) }), 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Patient'], readModels: ['saved_cards'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const accountNumber = request.query.accountNumber ?? claims.sub;
      if (accountNumber !== claims.sub) throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', 'Patient not found');
      const rows = await ctx.db
        .withSchema('rm')
        .selectFrom('saved_cards')
        .selectAll()
        .where('account_number', '=', accountNumber)
        .orderBy('is_default', 'desc')
        .orderBy('saved_at', 'desc')
        .orderBy('unique_card_id', 'desc')
        .execute();
      const now = new Date();
      return {
        accountNumber,
        cards: rows.map((r) => ({
          uniqueCardId: r.unique_card_id,
          maskedCardNumber: r.masked_card_number,
          cardType: r.card_type as (typeof CARD_TYPE_CODES)[number],
          expiry: r.expiry,
          isExpired: isCardExpired(r.expiry, now),
          cardNickname: r.card_nickname,
          isDefault: r.is_default,
          billing: r.billing as z.infer<typeof savedCard>['billing'],
        })),
      };
    },
  );
};
