import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manufacturerStream } from '../../../domain/catalog/events';
import { setPricingRuleReply } from '../../../domain/pricing/api-schemas';
import { type PricingEvent, pricingStream } from '../../../domain/pricing/events';
import { PRICING_MESSAGES } from '../../../domain/pricing/messages';
import { type PricingState, evolvePricing, pricingDecider } from '../../../domain/pricing/pricing-decider';
import { decideSetPricingRule, scopeIdOf, setPricingRuleInput, toRuleView, toStoredRule } from '../../../domain/pricing/set-pricing-rule';
import { dollarsToCents } from '../../../domain/ordering/retail-price';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';
import { loadProductDefinition } from '../prescription/prescription-access';
import { pricingLocationForCommand } from './pricing-access';

/**
 * POST /api/pricing/set: a custom pricing rule for a product, brand, product type, manufacturer or
 * the location's favorites (spec point 3 scopes) → PricingRuleSet, or markupType "none" →
 * PricingRuleCleared. Rules price products while the strategy is Custom (D-151). An explicit price
 * (product scope only) must not be below the product's cost.
 */
export const setPricingRuleRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/pricing/set',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Set or remove a custom pricing rule',
        security: [{ bearer: [] }],
        body: setPricingRuleInput,
        response: { 200: setPricingRuleReply, 404: errorBody, ...errorResponses, ...practiceStateResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const body = request.body;
      const { practiceId, locationId } = await pricingLocationForCommand(ctx.store, claims, body.locationId);
      await assertPracticeAllows(ctx, claims, 'update pricing strategy', locationId);
      const scopeId = scopeIdOf(body);
      let costCents: number | undefined;
      const notFound = () => new DomainError('not_found', 'SCOPE_NOT_FOUND', PRICING_MESSAGES.scopeNotFound);
      if (body.scope === 'product') {
        const product = await loadProductDefinition(ctx.store, scopeId);
        if (!product) throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', PRICING_MESSAGES.productNotFound);
        costCents = dollarsToCents(product.boxPrice);
      } else if (body.scope === 'manufacturer') {
        if ((await ctx.store.readStream(manufacturerStream(scopeId))).version < 0) throw notFound();
      } else if (body.scope === 'brand') {
        // Brands have no stream of their own: they are named by the catalog's products (reference data, imported at start-up).
        const { rows } = await ctx.sql.query('SELECT 1 FROM rm.catalog_products WHERE brand_id = $1 LIMIT 1', [scopeId]);
        if (rows.length === 0) throw notFound();
      }
      const rule = toStoredRule(body);
      let after: PricingState | undefined;
      const { result } = await handleCommand(
        ctx.store,
        pricingStream(locationId),
        pricingDecider,
        (state) => {
          const events: PricingEvent[] = decideSetPricingRule({ locationId, practiceId, scope: body.scope, scopeId, rule, ...(costCents === undefined ? {} : { costCents }) }, state);
          after = events.reduce(evolvePricing, state);
          return events;
        },
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'pricing/set') },
      );
      return {
        locationId,
        rule: rule ? toRuleView(rule) : null,
        rules: Object.values(after?.rules ?? {}).map(toRuleView),
        position: result?.position ?? null,
      };
    },
  );
};
