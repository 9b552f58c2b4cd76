import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refreshOptions, SINGLE_VALUE_WARNING } from '../../../domain/catalog/product-options';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { canonicalSelection } from '../../../domain/catalog/variant-id';
import { DomainError } from '../../../domain/shared/errors';
import type { QueryContext } from '../../lib/context';
import { gridOf, loadProduct } from './load-product';
import { CATALOG_READERS, dimensionOptions, dimensionSelection, productErrors } from './schemas';

/**
 * POST /api/product/refreshoptions: after choosing some dimensions, the options still valid for
 * each dimension (`dimensionName` per entry, spec point 7). Choices that do not combine →
 * 400 INVALID_PRODUCT_COMBINATION (spec point 8).
 */
export const refreshOptionsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/product/refreshoptions',
    {
      schema: {
        tags: ['product'],
        summary: 'Remaining options after choosing some dimensions',
        security: [{ bearer: [] }],
        body: z.object({ productId: z.string().trim().min(1).max(60), selected: dimensionSelection.default({}) }),
        response: { 200: z.object({ productId: z.string(), dimensions: z.array(dimensionOptions) }), ...productErrors },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog'] },
    },
    async (request) => {
      const product = gridOf(await loadProduct(ctx.db, request.body.productId));
      const { selection, unknown } = canonicalSelection(product, request.body.selected);
      if (unknown.length > 0) throw new DomainError('validation', 'INVALID_PRODUCT_COMBINATION', CATALOG_MESSAGES.invalidCombination);
      const options = refreshOptions(product, selection);
      if (!options) throw new DomainError('validation', 'INVALID_PRODUCT_COMBINATION', CATALOG_MESSAGES.invalidCombination);
      return {
        productId: product.productId,
        dimensions: options.map((o) => (o.singleValue ? { ...o, warning: SINGLE_VALUE_WARNING } : o)),
      };
    },
  );
};
