/**
 * The one place the pricing feature's query keys are written. Categories and products share the
 * `catalog` prefix so the screen's one Refresh refetches both together (spec point 7 "a combined
 * refresh runs categories and products together").
 */
export const pricingKeys = {
  all: ['pricing'] as const,
  locations: () => [...pricingKeys.all, 'locations'] as const,
  strategy: (locationId: string) => [...pricingKeys.all, 'strategy', locationId] as const,
  catalog: (locationId: string) => [...pricingKeys.all, 'catalog', locationId] as const,
  categories: (locationId: string) => [...pricingKeys.catalog(locationId), 'categories'] as const,
  products: (locationId: string, params: Record<string, string | number | undefined>) => [...pricingKeys.catalog(locationId), 'products', params] as const,
};
