import { locationIdsInput, pricingCategoriesReply } from '../../../domain/pricing/api-schemas';
import { averageLevels, priceProduct, type ProductPrice } from '../../../domain/pricing/price-calculator';
import { queryRoute } from '../../lib/query-route';
import { pricingReadOf } from './load-pricing';
import { levelsView } from './price-rows';

/**
 * GET /api/pricing/categories?locationIds (spec point 7): per brand its recordId, name and
 * productCount (available products), and per level (single, semiAnnual, annual) unitPrice,
 * avgMarkup and avgCost averaged over its products and the chosen locations. Every brand is listed,
 * also with a count of 0: the web hides those and adds "All brands" first (spec point 7). The
 * manufacturers come along for the products filter.
 */
export const pricingCategoriesRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/pricing/categories',
    tags: ['pricing'],
    summary: 'Brands with their average cost, retail and markup per level',
    auth: ['Staff', 'Practice'],
    readModels: ['pricing', 'catalog', 'practices'],
    input: locationIdsInput,
    reply: pricingCategoriesReply,
  },
  async ({ input, claims }, ctx) => {
    const { locations, pricing, products } = await pricingReadOf(ctx.db, claims, input.locationIds, 'all', { availableOnly: false });
    const brands = new Map<string, { name: string; count: number; prices: ProductPrice[] }>();
    for (const product of products) {
      const brand = brands.get(product.brandId) ?? { name: product.brandName, count: 0, prices: [] };
      brands.set(product.brandId, brand);
      if (!product.isAvailable) continue;
      brand.count++;
      for (const l of locations) brand.prices.push(priceProduct(pricing.get(l.locationId)!.config, product));
    }
    const categories = [...brands.entries()]
      .sort(([, a], [, b]) => a.name.localeCompare(b.name, 'en'))
      .map(([recordId, b]) => {
        const levels = levelsView(averageLevels(b.prices));
        return { recordId, name: b.name, productCount: b.count, single: levels?.single ?? null, semiAnnual: levels?.semiAnnual ?? null, annual: levels?.annual ?? null };
      });
    const manufacturers = new Map<string, { manufacturerId: string; name: string; productCount: number }>();
    for (const p of products) {
      const m = manufacturers.get(p.manufacturerId) ?? { manufacturerId: p.manufacturerId, name: p.manufacturerName, productCount: 0 };
      manufacturers.set(p.manufacturerId, m);
      if (p.isAvailable) m.productCount++;
    }
    return { locationIds: locations.map((l) => l.locationId), categories, manufacturers: [...manufacturers.values()].sort((a, b) => a.name.localeCompare(b.name, 'en')) };
  },
);
