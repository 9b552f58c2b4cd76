import { manufacturerStream } from '../../../domain/catalog/events';
import { dollarsToCents } from '../../../domain/ordering/retail-price';
import { setPricingRuleInput, setPricingRuleReply } from '../../../domain/pricing/api-schemas';
import { PRICING_MESSAGES } from '../../../domain/pricing/messages';
import { decideSetPricingRule, scopeIdOf, toRuleView, toStoredRule } from '../../../domain/pricing/set-pricing-rule';
import { DomainError } from '../../../domain/shared/errors';
import { commandRoute } from '../../lib/command-route';
import type { CommandContext } from '../../lib/context';
import { loadProductDefinition } from '../../lib/load-product';
import { changePricing, PRICING_COMMAND, pricingLocationForChange } from './pricing-access';

/** The scope must exist: a product (whose cost an explicit price may not undercut), a manufacturer or a brand. */
async function checkScope(ctx: CommandContext, scope: string, scopeId: string): Promise<{ costCents?: number }> {
  const notFound = () => new DomainError('not_found', 'SCOPE_NOT_FOUND', PRICING_MESSAGES.scopeNotFound);
  if (scope === 'product') {
    const product = await loadProductDefinition(ctx.store, scopeId);
    if (!product) throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', PRICING_MESSAGES.productNotFound);
    return { costCents: dollarsToCents(product.boxPrice) };
  }
  if (scope === 'manufacturer') {
    if ((await ctx.store.readStream(manufacturerStream(scopeId))).version < 0) throw notFound();
  } else if (scope === 'brand') {
    // Brands have no stream of their own: they are named by the catalog's products (reference data, imported at start-up).
    const { rows } = await ctx.sql.query('SELECT 1 FROM rm.catalog_products WHERE brand_id = $1 LIMIT 1', [scopeId]);
    if (rows.length === 0) throw notFound();
  }
  return {};
}

/**
 * POST /api/pricing/set: a custom pricing rule for a product, brand, product type, manufacturer or
 * the location's favorites (spec point 3 scopes) → PricingRuleSet, or markupType "none" →
 * PricingRuleCleared. Rules price products while the strategy is Custom (D-151). An explicit price
 * (product scope only) must not be below the product's cost.
 */
export const setPricingRuleRoute = commandRoute(
  { ...PRICING_COMMAND, path: '/api/pricing/set', summary: 'Set or remove a custom pricing rule', body: setPricingRuleInput, reply: setPricingRuleReply },
  async (call, ctx) => {
    const { body, claims } = call;
    const { practiceId, locationId } = await pricingLocationForChange(ctx, claims, body.locationId);
    const scopeId = scopeIdOf(body);
    const cost = await checkScope(ctx, body.scope, scopeId);
    const rule = toStoredRule(body);
    const { position, after } = await changePricing(call, locationId, (state) => decideSetPricingRule({ locationId, practiceId, scope: body.scope, scopeId, rule, ...cost }, state), 'pricing/set');
    return {
      locationId,
      rule: rule ? toRuleView(rule) : null,
      rules: Object.values(after?.rules ?? {}).map(toRuleView),
      position,
    };
  },
);
