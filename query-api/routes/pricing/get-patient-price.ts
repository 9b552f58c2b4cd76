import { patientPriceInput, patientPriceReply } from '../../../domain/pricing/api-schemas';
import { PRICING_MESSAGES } from '../../../domain/pricing/messages';
import { priceProduct } from '../../../domain/pricing/price-calculator';
import { perTier } from '../../../domain/pricing/tiers';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';
import { loadCatalogForPricing, loadLocationPricing } from './load-pricing';
import { pricingLocationsFor } from './pricing-access';

/**
 * GET /api/pricing/patient?productId&locationId (spec point 7): the price per box, per tier, a
 * patient pays for a product at a location of their own practice (default: their own location).
 * Prices only: cost and markup are practice content (spec point 6) and never reach a patient.
 */
export const getPatientPriceRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/pricing/patient',
    tags: ['pricing'],
    summary: 'The price a patient pays per box',
    auth: ['Patient', 'Staff', 'Practice'],
    readModels: ['pricing', 'catalog', 'practices'],
    input: patientPriceInput,
    reply: patientPriceReply,
  },
  async ({ input, claims }, ctx) => {
    const { productId, locationId } = input;
    const [location] = await pricingLocationsFor(ctx.db, claims, locationId ? [locationId] : undefined, 'first');
    const [product] = await loadCatalogForPricing(ctx.db, { availableOnly: false, productIds: [productId] });
    if (!product) throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', PRICING_MESSAGES.productNotFound);
    const pricing = (await loadLocationPricing(ctx.db, [location!.locationId])).get(location!.locationId)!;
    const price = priceProduct(pricing.config, product);
    const tiers = perTier((tier) => ({ price: price.tiers[tier].retailCents / 100, priceCents: price.tiers[tier].retailCents }));
    return { productId, productName: product.productName, locationId: location!.locationId, ...tiers };
  },
);
