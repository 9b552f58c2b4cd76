import { sql } from 'kysely';
import { categoriesReply } from '../../../domain/catalog/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { CATALOG_READERS } from './load-product';

export const ALL_BRANDS = { recordId: 'ALL', name: 'All brands' } as const;

/**
 * GET /api/product/categories: brands with recordId, name, productCount (spec point 3), counting
 * available products; categories with a count of 0 are hidden and an "all brands" entry comes first (spec point 7).
 */
export const categoriesRoute = queryRoute(
  { method: 'GET', path: '/api/product/categories', tags: ['product'], summary: 'Product categories (brands)', auth: CATALOG_READERS, readModels: ['catalog'], reply: categoriesReply },
  async (_call, ctx) => {
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
