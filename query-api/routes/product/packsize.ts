import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { packSizeLabel, supplyLabel } from '../../../domain/catalog/product-labels';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { variantValues } from '../../../domain/catalog/variant-id';
import { supplyDaysPerBox } from '../../../domain/ordering/supply';
import { DEFAULT_PRICING, priceProduct } from '../../../domain/pricing/price-calculator';
import { perTier } from '../../../domain/pricing/tiers';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import type { ReadModels } from '../../../infra/read-models/tables';
import type { QueryContext } from '../../lib/context';
import { firstLocationOf } from '../../lib/acting-location';
import { loadLocationPricing } from '../pricing/load-pricing';
import { gridOf, loadProduct } from './load-product';
import { CATALOG_READERS, productErrors } from './schemas';

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

const tierCents = z.object({ single: z.number().int(), semiAnnual: z.number().int(), annual: z.number().int() });

/**
 * GET /api/product/packsize?productId&variantId[&customerId]: the pack size and supply of a
 * product's variant (spec point 7), and the price per box at each tier where the order would be
 * placed (D-131, issue #6): the web picks the tier from the boxes chosen × supplyDaysPerBox.
 */
export const packSizeRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/product/packsize',
    {
      schema: {
        tags: ['product'],
        summary: 'Pack size of a variant',
        security: [{ bearer: [] }],
        querystring: z.object({
          productId: z.string().trim().min(1).max(60),
          variantId: z.string().trim().min(1).max(300),
          /** The patient ordered for (a practice administrator's prices are the patient's location's). */
          customerId: z.string().trim().min(1).max(40).optional(),
        }),
        response: {
          200: z.object({
            productId: z.string(),
            variantId: z.string(),
            packSize: z.number().int(),
            packSizeLabel: z.string(),
            supplyAmount: z.number().int(),
            unit: z.string(),
            supplyLabel: z.string(),
            boxPrice: z.number(),
            isAvailable: z.boolean(),
            supplyDaysPerBox: z.number().int(),
            /** The location the prices are for (null: suggested pricing). */
            locationId: z.string().nullable(),
            /** Retail price per box in cents, per tier (domain/pricing/tiers.ts priceTierOfSupply). */
            prices: tierCents,
          }),
          ...productErrors,
        },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog', 'pricing', 'customers', 'practices'] },
    },
    async (request) => {
      const { productId, variantId, customerId } = request.query;
      const row = await loadProduct(ctx.db, productId);
      if (!variantValues(gridOf(row), variantId)) throw new DomainError('not_found', 'VARIANT_NOT_FOUND', CATALOG_MESSAGES.variantNotFound);
      const locationId = await pricingLocationOf(ctx.db, requireClaims(request), customerId);
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
        packSize: row.pack_size,
        packSizeLabel: packSizeLabel(row.pack_size),
        supplyAmount: row.supply_amount,
        unit: row.supply_unit,
        supplyLabel: supplyLabel(row.supply_amount, row.supply_unit),
        boxPrice: row.box_price_cents / 100,
        isAvailable: row.is_available,
        supplyDaysPerBox: supplyDaysPerBox({ supplyAmount: row.supply_amount, supplyUnit: row.supply_unit }),
        locationId,
        prices: perTier((tier) => price.tiers[tier].retailCents),
      };
    },
  );
};
