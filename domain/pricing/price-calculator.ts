import { FAVORITES_SCOPE_ID, type PricingRule, type PricingScope, type PricingStrategy, type RuleType, SUGGESTED_STRATEGY, ruleKey } from './events';
import { type PerTier, type PriceTier, perTier } from './tiers';

/**
 * THE price calculator (issue #6): one pure function for the command side (cart lines) and the
 * query side (pricing screens, exports, the patient's price), so a screen never shows a price an
 * order would not charge.
 *
 * All money is integer cents. A percentage markup is the spec's server form, 100 + x, with at most
 * two decimals: price = cost × (100 + x) / 100, rounded half up to the cent, in integers.
 */

/** Suggested retail pricing: a 40 % markup on every product and tier (spec point 9), server form. */
export const SUGGESTED_MARKUP_VALUE = 140;

/** What prices a location's products: its strategy, its custom rules and its favorites. */
export interface PricingConfig {
  strategy: PricingStrategy;
  rules: readonly PricingRule[];
  favorites: readonly string[];
}

export const DEFAULT_PRICING: PricingConfig = { strategy: SUGGESTED_STRATEGY, rules: [], favorites: [] };

/** The product facts pricing needs (from the catalog): cost per box and what the scopes match. */
export interface PricingProduct {
  productId: string;
  costCents: number;
  brandId: string;
  manufacturerId: string;
  /** The catalog's lensType. */
  productType: string;
}

export type PricedBy =
  | { source: 'suggested' }
  | { source: 'strategy'; markupType: 'percentage' | 'dollar' }
  | { source: 'rule'; scope: PricingScope; scopeId: string; ruleType: RuleType };

export interface TierPrice {
  retailCents: number;
  /** retail − cost. */
  markupCents: number;
  /** Markup over cost in percent, one decimal. */
  markupPercent: number;
  /** The strategy's floor for this tier (cents), if any. */
  minimumCents: number | null;
  /** The floor raised the price. */
  floored: boolean;
}

export interface ProductPrice {
  productId: string;
  costCents: number;
  isFavorite: boolean;
  pricedBy: PricedBy;
  tiers: PerTier<TierPrice>;
}

/** cost × value / 100, half up, where value is the server form 100 + x with at most two decimals. */
export function percentMarkupCents(costCents: number, serverValue: number): number {
  const hundredths = Math.round(serverValue * 100);
  return Math.floor((costCents * hundredths + 5000) / 10000);
}

/** Custom rules apply in this order, most specific first (D-151). */
export const SCOPE_PRECEDENCE: readonly PricingScope[] = ['product', 'brand', 'productType', 'manufacturer', 'favorites'];

function scopeIdFor(scope: PricingScope, product: PricingProduct, isFavorite: boolean): string | null {
  switch (scope) {
    case 'product':
      return product.productId;
    case 'brand':
      return product.brandId;
    case 'productType':
      return product.productType;
    case 'manufacturer':
      return product.manufacturerId;
    case 'favorites':
      return isFavorite ? FAVORITES_SCOPE_ID : null;
  }
}

/** The custom rule that prices a product (by SCOPE_PRECEDENCE), if any. */
export function ruleFor(rules: readonly PricingRule[], product: PricingProduct, isFavorite: boolean): PricingRule | undefined {
  if (rules.length === 0) return undefined;
  const byKey = new Map(rules.map((r) => [ruleKey(r.scope, r.scopeId), r]));
  for (const scope of SCOPE_PRECEDENCE) {
    const id = scopeIdFor(scope, product, isFavorite);
    const rule = id === null ? undefined : byKey.get(ruleKey(scope, id));
    if (rule) return rule;
  }
  return undefined;
}

function markedUp(kind: 'percentage' | 'dollar', costCents: number, value: number): number {
  return kind === 'percentage' ? percentMarkupCents(costCents, value) : costCents + value;
}

function tierPrice(costCents: number, raw: number, minimumCents: number | null, applyFloor: boolean): TierPrice {
  let retail = raw;
  let floored = false;
  if (applyFloor && minimumCents !== null && retail < minimumCents) {
    retail = minimumCents;
    floored = true;
  }
  // Never below cost, whatever a stored rule says (the catalog's cost may have risen since).
  if (retail < costCents) retail = costCents;
  const markupCents = retail - costCents;
  const markupPercent = costCents > 0 ? Math.round((markupCents * 1000) / costCents) / 10 : 0;
  return { retailCents: retail, markupCents, markupPercent, minimumCents, floored };
}

/**
 * A product's cost, retail and markup per tier at a location.
 * - suggested: 40 % on every tier;
 * - percentage / dollar: the strategy's value per tier (one value for all when not tiered);
 * - custom: the most specific rule (product > brand > productType > manufacturer > favorites);
 *   a product no rule covers is priced as suggested. Rules are kept but not used under the other types.
 * The strategy's minimums are floors after any markup; an explicit product price is the practice's
 * own number and is not floored. Nothing is ever priced below cost.
 */
export function priceProduct(config: PricingConfig, product: PricingProduct): ProductPrice {
  const { strategy } = config;
  const isFavorite = config.favorites.includes(product.productId);
  const cost = product.costCents;
  const floor = (tier: PriceTier) => strategy.minimumCents[tier];
  let pricedBy: PricedBy = { source: 'suggested' };
  let raw: PerTier<number> = perTier(() => percentMarkupCents(cost, SUGGESTED_MARKUP_VALUE));
  let applyFloor = true;

  if ((strategy.markupType === 'percentage' || strategy.markupType === 'dollar') && strategy.values) {
    const kind = strategy.markupType;
    const values = strategy.values;
    pricedBy = { source: 'strategy', markupType: kind };
    raw = perTier((tier) => markedUp(kind, cost, values[tier]));
  } else if (strategy.markupType === 'custom') {
    const rule = ruleFor(config.rules, product, isFavorite);
    if (rule) {
      pricedBy = { source: 'rule', scope: rule.scope, scopeId: rule.scopeId, ruleType: rule.ruleType };
      if (rule.ruleType === 'price') {
        raw = { ...rule.values };
        applyFloor = false;
      } else {
        const kind = rule.ruleType;
        raw = perTier((tier) => markedUp(kind, cost, rule.values[tier]));
      }
    }
  }
  return {
    productId: product.productId,
    costCents: cost,
    isFavorite,
    pricedBy,
    tiers: perTier((tier) => tierPrice(cost, raw[tier], floor(tier), applyFloor)),
  };
}

/** The retail price per box of one tier (what a cart line charges). */
export function unitPriceCents(config: PricingConfig, product: PricingProduct, tier: PriceTier): number {
  return priceProduct(config, product).tiers[tier].retailCents;
}

/** Averages of cost, retail and markup per tier over priced products (the overview and categories). */
export interface LevelAverage {
  /** Average retail per box (cents, rounded). */
  unitPriceCents: number;
  avgCostCents: number;
  avgMarkupCents: number;
  /** Average markup in percent over the average cost, one decimal. */
  avgMarkupPercent: number;
}

export function averageLevels(prices: readonly ProductPrice[]): PerTier<LevelAverage> | null {
  if (prices.length === 0) return null;
  const n = prices.length;
  const cost = prices.reduce((s, p) => s + p.costCents, 0);
  return perTier((tier) => {
    const retail = prices.reduce((s, p) => s + p.tiers[tier].retailCents, 0);
    const avgCostCents = Math.round(cost / n);
    const unit = Math.round(retail / n);
    return {
      unitPriceCents: unit,
      avgCostCents,
      avgMarkupCents: Math.round((retail - cost) / n),
      avgMarkupPercent: cost > 0 ? Math.round(((retail - cost) * 1000) / cost) / 10 : 0,
    };
  });
}

