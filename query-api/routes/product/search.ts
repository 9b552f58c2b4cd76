import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_MESSAGES, hasSearchCriteria, keywordTerms, PRODUCT_SEARCH_LIMIT, productSearchInput } from '../../../domain/catalog/search-products';
import { DomainError } from '../../../domain/shared/errors';
import type { QueryContext } from '../../lib/context';
import { toSummary } from './load-product';
import { CATALOG_READERS, productErrors, productSummary } from './schemas';
import { selectProducts } from './select-products';

/**
 * GET /api/product/search: spec point 5 "Product search. Needs a brand and/or a keyword."
 * Neither → 400 NO_SEARCH_CRITERIA. Like the patient search (spec point 8), too many matches is a
 * successful empty result with responseCode TOO_MANY_RESULTS; none is NO_PRODUCT_FOUND.
 */
export const searchProductsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/product/search',
    {
      schema: {
        tags: ['product'],
        summary: 'Product search by brand and/or keyword',
        security: [{ bearer: [] }],
        querystring: productSearchInput,
        response: {
          200: z.object({
            responseCode: z.enum(['OK', 'TOO_MANY_RESULTS', 'NO_PRODUCT_FOUND']),
            message: z.string().optional(),
            total: z.number().int(),
            products: z.array(productSummary),
          }),
          ...productErrors,
        },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog'] },
    },
    async (request) => {
      if (!hasSearchCriteria(request.query)) throw new DomainError('validation', 'NO_SEARCH_CRITERIA', CATALOG_MESSAGES.noSearchCriteria);
      const rows = await selectProducts(ctx.db, request.query.brand, keywordTerms(request.query.keyword)).execute();
      if (rows.length === 0) return { responseCode: 'NO_PRODUCT_FOUND' as const, message: CATALOG_MESSAGES.noProductFound, total: 0, products: [] };
      if (rows.length > PRODUCT_SEARCH_LIMIT) {
        return { responseCode: 'TOO_MANY_RESULTS' as const, message: CATALOG_MESSAGES.tooManyProducts, total: rows.length, products: [] };
      }
      return { responseCode: 'OK' as const, total: rows.length, products: rows.map(toSummary) };
    },
  );
};
