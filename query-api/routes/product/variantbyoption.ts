import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { canonicalSelection, resolveVariant } from '../../../domain/catalog/variant-id';
import { DomainError } from '../../../domain/shared/errors';
import type { QueryContext } from '../../lib/context';
import { gridOf, loadProduct } from './load-product';
import { CATALOG_READERS, dimensionSelection, productErrors, variantReply } from './schemas';

/**
 * POST /api/product/variantbyoption: a value for each of the product's dimensions → its variantId
 * (spec point 7). Resolution decodes against the product's grid blocks: no per-variant rows.
 * A missing dimension or a combination the product does not offer → 400 INVALID_PRODUCT_COMBINATION.
 */
export const variantByOptionRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/product/variantbyoption',
    {
      schema: {
        tags: ['product'],
        summary: 'Variant id of a set of dimension values',
        security: [{ bearer: [] }],
        body: z.object({ productId: z.string().trim().min(1).max(60), dimensions: dimensionSelection }),
        response: { 200: variantReply, ...productErrors },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog'] },
    },
    async (request) => {
      const product = gridOf(await loadProduct(ctx.db, request.body.productId));
      const { selection, unknown } = canonicalSelection(product, request.body.dimensions);
      const variantId = unknown.length === 0 ? resolveVariant(product, selection) : null;
      if (!variantId) throw new DomainError('validation', 'INVALID_PRODUCT_COMBINATION', CATALOG_MESSAGES.invalidCombination);
      return {
        productId: product.productId,
        variantId,
        dimensions: product.dimensions.map((d) => ({ dimensionName: d, value: selection[d]! })),
      };
    },
  );
};
