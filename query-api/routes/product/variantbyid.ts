import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { variantValues } from '../../../domain/catalog/variant-id';
import { DomainError } from '../../../domain/shared/errors';
import type { QueryContext } from '../../lib/context';
import { gridOf, loadProductOfVariant } from './load-product';
import { CATALOG_READERS, productErrors, variantReply } from './schemas';

/** GET /api/product/variantbyid?variantId: the variant's dimension set (spec point 7: "the first dimension set is returned"). */
export const variantByIdRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/product/variantbyid',
    {
      schema: {
        tags: ['product'],
        summary: 'Dimensions of a variant',
        security: [{ bearer: [] }],
        querystring: z.object({ variantId: z.string().trim().min(1).max(300) }),
        response: { 200: variantReply, ...productErrors },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog'] },
    },
    async (request) => {
      const { variantId } = request.query;
      const product = gridOf(await loadProductOfVariant(ctx.db, variantId));
      const values = variantValues(product, variantId);
      if (!values) throw new DomainError('not_found', 'VARIANT_NOT_FOUND', CATALOG_MESSAGES.variantNotFound);
      return {
        productId: product.productId,
        variantId,
        dimensions: product.dimensions.map((d) => ({ dimensionName: d, value: values[d]! })),
      };
    },
  );
};
