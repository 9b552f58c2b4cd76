import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { packSizeLabel, supplyLabel } from '../../../domain/catalog/product-labels';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { variantValues } from '../../../domain/catalog/variant-id';
import { DomainError } from '../../../domain/shared/errors';
import type { QueryContext } from '../../lib/context';
import { gridOf, loadProduct } from './load-product';
import { CATALOG_READERS, productErrors } from './schemas';

/** GET /api/product/packsize?productId&variantId: the pack size and supply of a product's variant (spec point 7). */
export const packSizeRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/product/packsize',
    {
      schema: {
        tags: ['product'],
        summary: 'Pack size of a variant',
        security: [{ bearer: [] }],
        querystring: z.object({ productId: z.string().trim().min(1).max(60), variantId: z.string().trim().min(1).max(300) }),
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
          }),
          ...productErrors,
        },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog'] },
    },
    async (request) => {
      const { productId, variantId } = request.query;
      const row = await loadProduct(ctx.db, productId);
      if (!variantValues(gridOf(row), variantId)) throw new DomainError('not_found', 'VARIANT_NOT_FOUND', CATALOG_MESSAGES.variantNotFound);
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
      };
    },
  );
};
