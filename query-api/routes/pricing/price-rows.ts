import type { LevelsView, ProductPriceRow, ProductSort, TierPriceView } from '../../../domain/pricing/api-schemas';
import { MARKUP_TYPE_LABELS, SCOPE_LABELS } from '../../../domain/pricing/describe-strategy';
import type { PricingStrategy } from '../../../domain/pricing/events';
import { type averageLevels, type LevelAverage, type PricedBy, priceProduct, type ProductPrice, type TierPrice } from '../../../domain/pricing/price-calculator';
import { perTier } from '../../../domain/pricing/tiers';
import { packSizeLabel, supplyLabel } from '../../../domain/catalog/product-labels';
import type { CatalogProductForPricing, LocationPricing } from './load-pricing';
import type { PricingLocationRef } from './pricing-access';

const dollars = (cents: number) => Math.round(cents) / 100;

export const PRODUCT_TYPE_LABELS: Record<string, string> = { spherical: 'Spherical', toric: 'Toric', multifocal: 'Multifocal', color: 'Color' };

/** Names of the scopes' ids, for "which rule priced it" in words. */
export interface ScopeNames {
  brands: Map<string, string>;
  manufacturers: Map<string, string>;
  products: Map<string, string>;
}

export function scopeNamesOf(products: readonly CatalogProductForPricing[]): ScopeNames {
  return {
    brands: new Map(products.map((p) => [p.brandId, p.brandName])),
    manufacturers: new Map(products.map((p) => [p.manufacturerId, p.manufacturerName])),
    products: new Map(products.map((p) => [p.productId, p.productName])),
  };
}

export function pricedByLabel(pricedBy: PricedBy, strategy: PricingStrategy, names: ScopeNames): string {
  switch (pricedBy.source) {
    case 'suggested':
      return strategy.markupType === 'custom' ? 'Suggested (no custom rule)' : 'Suggested (40%)';
    case 'strategy':
      return `${MARKUP_TYPE_LABELS[pricedBy.markupType]} strategy`;
    case 'rule': {
      const id = pricedBy.scopeId;
      const name =
        pricedBy.scope === 'brand'
          ? names.brands.get(id)
          : pricedBy.scope === 'manufacturer'
            ? names.manufacturers.get(id)
            : pricedBy.scope === 'product'
              ? names.products.get(id)
              : pricedBy.scope === 'productType'
                ? PRODUCT_TYPE_LABELS[id]
                : undefined;
      return pricedBy.scope === 'favorites' ? 'Favorites rule' : `${SCOPE_LABELS[pricedBy.scope]} rule: ${name ?? id}`;
    }
  }
}

export function tierView(t: TierPrice): TierPriceView {
  return {
    retail: dollars(t.retailCents),
    retailCents: t.retailCents,
    markup: dollars(t.markupCents),
    markupCents: t.markupCents,
    markupPercent: t.markupPercent,
    minimum: t.minimumCents === null ? null : dollars(t.minimumCents),
    floored: t.floored,
  };
}

export interface PricedRow {
  location: PricingLocationRef;
  product: CatalogProductForPricing;
  price: ProductPrice;
  strategy: PricingStrategy;
}

/** Every (location, product) priced with the one calculator. */
export function priceAll(locations: readonly PricingLocationRef[], pricing: Map<string, LocationPricing>, products: readonly CatalogProductForPricing[]): PricedRow[] {
  const rows: PricedRow[] = [];
  for (const location of locations) {
    const config = pricing.get(location.locationId)!.config;
    for (const product of products) rows.push({ location, product, price: priceProduct(config, product), strategy: config.strategy });
  }
  return rows;
}

export function rowView(r: PricedRow, names: ScopeNames): ProductPriceRow {
  const p = r.product;
  const by = r.price.pricedBy;
  return {
    locationId: r.location.locationId,
    locationName: r.location.name,
    productId: p.productId,
    productNumber: p.productNumber,
    productName: p.productName,
    brandId: p.brandId,
    brandName: p.brandName,
    manufacturerId: p.manufacturerId,
    manufacturerName: p.manufacturerName,
    productType: p.productType,
    packSizeLabel: packSizeLabel(p.packSize),
    supplyLabel: supplyLabel(p.supplyAmount, p.supplyUnit),
    cost: dollars(p.costCents),
    costCents: p.costCents,
    isFavorite: r.price.isFavorite,
    pricedBy: {
      source: by.source,
      markupType: by.source === 'strategy' ? by.markupType : by.source === 'rule' ? by.ruleType : 'suggested',
      scope: by.source === 'rule' ? by.scope : null,
      scopeId: by.source === 'rule' ? by.scopeId : null,
      label: pricedByLabel(by, r.strategy, names),
    },
    single: tierView(r.price.tiers.single),
    semiAnnual: tierView(r.price.tiers.semiAnnual),
    annual: tierView(r.price.tiers.annual),
  };
}

const byName = (a: PricedRow, b: PricedRow) =>
  a.product.productName.localeCompare(b.product.productName, 'en') || a.product.productId.localeCompare(b.product.productId) || a.location.name.localeCompare(b.location.name, 'en') || a.location.locationId.localeCompare(b.location.locationId);

/** Spec point 9 sort options; price = the single tier's retail, ties by name. */
export function sortRows(rows: PricedRow[], sort: ProductSort): PricedRow[] {
  const price = (r: PricedRow) => r.price.tiers.single.retailCents;
  const compare: Record<ProductSort, (a: PricedRow, b: PricedRow) => number> = {
    az: byName,
    za: (a, b) => -byName(a, b),
    priceHighLow: (a, b) => price(b) - price(a) || byName(a, b),
    priceLowHigh: (a, b) => price(a) - price(b) || byName(a, b),
  };
  return [...rows].sort(compare[sort]);
}

/** Spec point 3 levels in dollars: unitPrice, avgMarkup, avgCost (+ the markup in percent). */
export function levelsView(levels: ReturnType<typeof averageLevels>): LevelsView | null {
  if (!levels) return null;
  const one = (l: LevelAverage) => ({ unitPrice: dollars(l.unitPriceCents), avgMarkup: dollars(l.avgMarkupCents), avgCost: dollars(l.avgCostCents), avgMarkupPercent: l.avgMarkupPercent });
  return perTier((tier) => one(levels[tier]));
}
