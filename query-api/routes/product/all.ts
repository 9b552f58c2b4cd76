import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keywordTerms } from '../../../domain/catalog/search-products';
import type { QueryContext } from '../../lib/context';
import { toSummary } from './load-product';
import { CATALOG_READERS, productErrors, productSummary } from './schemas';
import { selectProducts } from './select-products';

/** GET /api/product/all: the whole catalog (optionally narrowed by brand and/or keyword), by brand then name. */
export const allProductsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/product/all',
    {
      schema: {
        tags: ['product'],
        summary: 'All products',
        security: [{ bearer: [] }],
        querystring: z.object({ brand: z.string().trim().max(100).optional(), keyword: z.string().trim().max(100).optional() }),
        response: { 200: z.object({ products: z.array(productSummary), total: z.number().int() }), ...productErrors },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog'] },
    },
    async (request) => {
      const rows = await selectProducts(ctx.db, request.query.brand, keywordTerms(request.query.keyword)).execute();
      return { products: rows.map(toSummary), total: rows.length };
    },
  );
};
