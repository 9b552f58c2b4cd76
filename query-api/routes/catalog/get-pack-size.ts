import type { Kysely } from 'kysely';
import { packSizeInput, packSizeReply } from '../../../domain/catalog/api-schemas';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { variantValues } from '../../../domain/catalog/variant-id';
import { supplyDaysPerBox } from '../../../domain/ordering/supply';
import { DEFAULT_PRICING, priceProduct } from '../../../domain/pricing/price-calculator';
import { perTier } from '../../../domain/pricing/tiers';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { DomainError } from '../../../domain/shared/errors';
import type { ReadModels } from '../../../infra/read-models/tables';
import { firstLocationOf } from '../../lib/acting-location';
import { queryRoute } from '../../lib/query-route';
import { loadLocationPricing } from '../pricing/load-pricing';
import { CATALOG_READERS, gridOf, loadProduct, packFactsOf } from './load-product';

/**
 * The location whose prices a cart for this caller would charge (as /order/createcart decides it):
 * Staff their own; a patient their own; the administrator the patient's location (`customerId`, a
 * patient of the practice), else their own or the practice's first.
 */
async function pricingLocationOf(db: Kysely<ReadModels>, claims: AccessClaims, customerId: string | undefined): Promise<string | null> {
  if (claims.customerGroup !== 'Practice') return claims.locationId ?? null;
  if (customerId && claims.practiceId) {
    const row = await db.withSchema('rm').selectFrom('customers').select('location_id').where('account_number', '=', customerId).where('practice_id', '=', claims.practiceId).executeTakeFirst();
    if (row?.location_id) return row.location_id;
  }
  return claims.locationId ?? (claims.practiceId ? ((await firstLocationOf(db, claims.practiceId)) ?? null) : null);
}

/**
 * GET /api/product/packsize?productId&variantId[&customerId]: the pack size and supply of a
 * product's variant (spec point 7), and the price per box at each tier where the order would be
 * placed (D-131, issue #6): the web picks the tier from the boxes chosen × supplyDaysPerBox.
 */
export const packSizeRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/product/packsize',
    tags: ['product'],
    summary: 'Pack size of a variant',
    auth: CATALOG_READERS,
    readModels: ['catalog', 'pricing', 'customers', 'practices'],
    input: packSizeInput,
    reply: packSizeReply,
  },
  async ({ input: { productId, variantId, customerId }, claims }, ctx) => {
    const row = await loadProduct(ctx.db, productId);
    if (!variantValues(gridOf(row), variantId)) throw new DomainError('not_found', 'VARIANT_NOT_FOUND', CATALOG_MESSAGES.variantNotFound);
    const locationId = await pricingLocationOf(ctx.db, claims, customerId);
    const pricing = await loadLocationPricing(ctx.db, locationId ? [locationId] : []);
    const config = locationId ? pricing.get(locationId)!.config : undefined;
    const price = priceProduct(config ?? DEFAULT_PRICING, {
      productId: row.product_id,
      costCents: row.box_price_cents,
      brandId: row.brand_id,
      manufacturerId: row.manufacturer_id,
      productType: row.lens_type,
    });
    return {
      productId,
      variantId,
      ...packFactsOf(row),
      supplyDaysPerBox: supplyDaysPerBox({ supplyAmount: row.supply_amount, supplyUnit: row.supply_unit }),
      locationId,
      prices: perTier((tier) => price.tiers[tier].retailCents),
    };
  },
);
