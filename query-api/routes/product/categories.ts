import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueryContext } from '../../lib/context';
import { CATALOG_READERS, productErrors } from './schemas';

export const ALL_BRANDS = { recordId: 'ALL', name: 'All brands' } as const;

/**
 * GET /api/product/categories: brands with recordId, name, productCount (spec point 3), counting
 * available products; categories with a count of 0 are hidden and an "all brands" entry comes first (spec point 7).
 */
export const categoriesRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/product/categories',
    {
      schema: {
        tags: ['product'],
        summary: 'Product categories (brands)',
        security: [{ bearer: [] }],
        response: {
          200: z.object({ categories: z.array(z.object({ recordId: z.string(), name: z.string(), productCount: z.number().int() })) }),
          ...productErrors,
        },
      },
      config: { auth: CATALOG_READERS, readModels: ['catalog'] },
    },
    async () => {
      const rows = await ctx.db
        .withSchema('rm')
        .selectFrom('catalog_products')
        .select(['brand_id', 'brand_name', sql<number>`count(*) FILTER (WHERE is_available)`.as('n')])
        .groupBy(['brand_id', 'brand_name'])
        .orderBy('brand_name')
        .execute();
      const categories = rows.map((r) => ({ recordId: r.brand_id, name: r.brand_name, productCount: Number(r.n) })).filter((c) => c.productCount > 0);
      const total = categories.reduce((n, c) => n + c.productCount, 0);
      return { categories: total > 0 ? [{ ...ALL_BRANDS, productCount: total }, ...categories] : [] };
    },
  );
};
