import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productOptions, SINGLE_VALUE_WARNING } from '../../../domain/catalog/product-options';
import type { QueryContext } from '../../lib/context';
import { gridOf, loadProduct } from './load-product';
import { CATALOG_READERS, dimensionOptions, productErrors } from './schemas';

export const optionsReply = z.object({ productId: z.string(), variantCount: z.number().int(), dimensions: z.array(dimensionOptions) });

/** GET /api/product/options?productId: every option per dimension, in spec order, with the single-value flag of spec point 8. */
export const productOptionsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/product/options',
    {
      schema: {
        tags: ['product'],
        summary: 'Options per dimension of a product',
        security: [{ bearer: [] }],
        querystring: z.object({ productId: z.string().trim().min(1).max(60) }),
        response: { 200: optionsReply, ...productErrors },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog'] },
    },
    async (request) => {
      const row = await loadProduct(ctx.db, request.query.productId);
      const dimensions = productOptions(gridOf(row)).map((o) => (o.singleValue ? { ...o, warning: SINGLE_VALUE_WARNING } : o));
      return { productId: row.product_id, variantCount: row.variant_count, dimensions };
    },
  );
};
