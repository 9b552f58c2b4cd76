import { describe, expect, it } from 'vitest';
import type { ProductDefinition } from '../../domain/catalog/events';
import { cartLineFor } from '../../domain/ordering/cart-lines';
import { retailPriceCents } from '../../domain/ordering/retail-price';
import type { PricingRule, PricingStrategy } from '../../domain/pricing/events';
import { SUGGESTED_STRATEGY } from '../../domain/pricing/events';
import { averageLevels, DEFAULT_PRICING, percentMarkupCents, priceProduct, type PricingConfig, type PricingProduct, ruleFor } from '../../domain/pricing/price-calculator';
import { priceTierOfSupply } from '../../domain/pricing/tiers';

/**
 * Every strategy type and tier against prices worked out by hand (cents, rounded half up to the
 * cent). Comments show the arithmetic.
 */

const product = (costCents: number, over: Partial<PricingProduct> = {}): PricingProduct => ({
  productId: 'PRD-1001',
  costCents,
  brandId: 'BR-AURORA-DAY',
  manufacturerId: 'MFR-AURORA',
  productType: 'spherical',
  ...over,
});

const noMinimum = { single: null, semiAnnual: null, annual: null };
const strategy = (s: Partial<PricingStrategy>): PricingStrategy => ({ ...SUGGESTED_STRATEGY, ...s, minimumCents: s.minimumCents ?? noMinimum });
const config = (s: Partial<PricingStrategy>, rules: PricingRule[] = [], favorites: string[] = []): PricingConfig => ({ strategy: strategy(s), rules, favorites });
const flat = (v: number) => ({ single: v, semiAnnual: v, annual: v });
const rule = (r: Partial<PricingRule> & Pick<PricingRule, 'scope' | 'scopeId'>): PricingRule => ({ ruleType: 'percentage', tiered: false, values: flat(120), ...r });

type Row = [name: string, config: PricingConfig, costCents: number, expected: [single: number, semiAnnual: number, annual: number]];

const table: Row[] = [
  // Suggested: cost × 1.40 on every tier.
  ['suggested 79.99', DEFAULT_PRICING, 7999, [11199, 11199, 11199]], // 11198.6
  ['suggested 31.50', DEFAULT_PRICING, 3150, [4410, 4410, 4410]],
  ['suggested 9.00', DEFAULT_PRICING, 900, [1260, 1260, 1260]],
  ['suggested 123.45', DEFAULT_PRICING, 12345, [17283, 17283, 17283]],
  ['suggested 0.03', DEFAULT_PRICING, 3, [4, 4, 4]], // 4.2
  ['suggested 0.01', DEFAULT_PRICING, 1, [1, 1, 1]], // 1.4
  // Percentage, not tiered: server form 100 + x.
  ['percentage 25% 79.99', config({ markupType: 'percentage', values: flat(125) }), 7999, [9999, 9999, 9999]], // 9998.75
  ['percentage 25% 31.50 (half up)', config({ markupType: 'percentage', values: flat(125) }), 3150, [3938, 3938, 3938]], // 3937.5
  ['percentage 25% 0.02 (half up)', config({ markupType: 'percentage', values: flat(125) }), 2, [3, 3, 3]], // 2.5
  ['percentage 35.5% 79.99', config({ markupType: 'percentage', values: flat(135.5) }), 7999, [10839, 10839, 10839]], // 10838.645
  ['percentage 35.5% 31.50', config({ markupType: 'percentage', values: flat(135.5) }), 3150, [4268, 4268, 4268]], // 4268.25
  ['percentage 35.5% 9.00 (half up)', config({ markupType: 'percentage', values: flat(135.5) }), 900, [1220, 1220, 1220]], // 1219.5
  ['percentage 33.33% 31.50', config({ markupType: 'percentage', values: flat(133.33) }), 3150, [4200, 4200, 4200]], // 4199.895
  ['percentage 0% (at cost)', config({ markupType: 'percentage', values: flat(100) }), 7999, [7999, 7999, 7999]],
  ['percentage 500% (maximum)', config({ markupType: 'percentage', values: flat(600) }), 900, [5400, 5400, 5400]],
  // Percentage, tiered: 50 % single, 40 % semi-annual, 30 % annual.
  ['percentage tiered 79.99', config({ markupType: 'percentage', tiered: true, values: { single: 150, semiAnnual: 140, annual: 130 } }), 7999, [11999, 11199, 10399]], // 11998.5, 11198.6, 10398.7
  ['percentage tiered 31.50', config({ markupType: 'percentage', tiered: true, values: { single: 150, semiAnnual: 140, annual: 130 } }), 3150, [4725, 4410, 4095]],
  // Dollar (fixed), cents added per box.
  ['dollar $15 79.99', config({ markupType: 'dollar', values: flat(1500) }), 7999, [9499, 9499, 9499]],
  ['dollar $15 9.00', config({ markupType: 'dollar', values: flat(1500) }), 900, [2400, 2400, 2400]],
  ['dollar $0', config({ markupType: 'dollar', values: flat(0) }), 900, [900, 900, 900]],
  ['dollar tiered $20/$15/$10', config({ markupType: 'dollar', tiered: true, values: { single: 2000, semiAnnual: 1500, annual: 1000 } }), 7999, [9999, 9499, 8999]],
  // Minimums: floors after the markup, per tier.
  ['percentage 25% with floors 15.00 / none / 10.00', config({ markupType: 'percentage', values: flat(125), minimumCents: { single: 1500, semiAnnual: null, annual: 1000 } }), 900, [1500, 1125, 1125]],
  ['suggested with a 13.00 single floor', config({ markupType: 'suggested', minimumCents: { single: 1300, semiAnnual: 1200, annual: 1261 } }), 900, [1300, 1260, 1261]],
  ['dollar tiered with floors below the price', config({ markupType: 'dollar', tiered: true, values: { single: 2000, semiAnnual: 1500, annual: 1000 }, minimumCents: flat(5000) }), 7999, [9999, 9499, 8999]],
  // Custom: no rule → suggested.
  ['custom, no rule', config({ markupType: 'custom' }), 7999, [11199, 11199, 11199]],
  ['custom, brand rule 20%', config({ markupType: 'custom' }, [rule({ scope: 'brand', scopeId: 'BR-AURORA-DAY' })]), 7999, [9599, 9599, 9599]], // 9598.8
  [
    'custom, tiered dollar rule for the manufacturer',
    config({ markupType: 'custom' }, [rule({ scope: 'manufacturer', scopeId: 'MFR-AURORA', ruleType: 'dollar', tiered: true, values: { single: 1200, semiAnnual: 800, annual: 500 } })]),
    7999,
    [9199, 8799, 8499],
  ],
  ['custom, explicit product price', config({ markupType: 'custom' }, [rule({ scope: 'product', scopeId: 'PRD-1001', ruleType: 'price', tiered: true, values: { single: 9900, semiAnnual: 9500, annual: 9000 } })]), 7999, [9900, 9500, 9000]],
  [
    'custom, explicit price is not floored',
    config({ markupType: 'custom', minimumCents: flat(1500) }, [rule({ scope: 'product', scopeId: 'PRD-1001', ruleType: 'price', values: flat(1000) })]),
    900,
    [1000, 1000, 1000],
  ],
  [
    'custom, a markup rule is floored',
    config({ markupType: 'custom', minimumCents: flat(1500) }, [rule({ scope: 'brand', scopeId: 'BR-AURORA-DAY', values: flat(110) })]),
    900,
    [1500, 1500, 1500], // 990 → floor 1500
  ],
  ['custom, a stored price now below cost is raised to cost', config({ markupType: 'custom' }, [rule({ scope: 'product', scopeId: 'PRD-1001', ruleType: 'price', values: flat(800) })]), 900, [900, 900, 900]],
  ['custom, favorites rule', config({ markupType: 'custom' }, [rule({ scope: 'favorites', scopeId: 'favorites', ruleType: 'dollar', values: flat(100) })], ['PRD-1001']), 900, [1000, 1000, 1000]],
  // Rules are kept but not used under the other strategy types.
  ['percentage ignores rules', config({ markupType: 'percentage', values: flat(110) }, [rule({ scope: 'product', scopeId: 'PRD-1001', ruleType: 'price', values: flat(5000) })]), 900, [990, 990, 990]],
  ['suggested ignores rules', config({ markupType: 'suggested' }, [rule({ scope: 'brand', scopeId: 'BR-AURORA-DAY', values: flat(200) })]), 900, [1260, 1260, 1260]],
];

describe('the price calculator: every strategy type and tier, by hand', () => {
  it.each(table)('%s', (_name, cfg, cost, [single, semiAnnual, annual]) => {
    const p = priceProduct(cfg, product(cost));
    expect([p.tiers.single.retailCents, p.tiers.semiAnnual.retailCents, p.tiers.annual.retailCents]).toEqual([single, semiAnnual, annual]);
    for (const tier of ['single', 'semiAnnual', 'annual'] as const) {
      expect(p.tiers[tier].markupCents).toBe(p.tiers[tier].retailCents - cost);
      expect(p.tiers[tier].retailCents).toBeGreaterThanOrEqual(cost);
    }
  });

  it('percentMarkupCents is integer arithmetic, half up', () => {
    expect(percentMarkupCents(7999, 140)).toBe(11199);
    expect(percentMarkupCents(3150, 125)).toBe(3938);
    expect(percentMarkupCents(1, 150)).toBe(2); // 1.5
    expect(percentMarkupCents(1, 149.99)).toBe(1); // 1.4999
  });

  it('suggested pricing is exactly ordering’s retail price (D-100), so nothing changes for a location that never chose', () => {
    for (const boxPrice of [79.99, 31.5, 9, 0.01, 33.33, 149, 12.34]) {
      const cents = Math.round(boxPrice * 100);
      expect(priceProduct(DEFAULT_PRICING, product(cents)).tiers.single.retailCents).toBe(retailPriceCents({ boxPrice }));
    }
  });

  it('reports how each price came about, the floor and the markup percent', () => {
    const floored = priceProduct(config({ markupType: 'percentage', values: flat(125), minimumCents: { single: 1500, semiAnnual: null, annual: null } }), product(900));
    expect(floored.pricedBy).toEqual({ source: 'strategy', markupType: 'percentage' });
    expect(floored.tiers.single).toEqual({ retailCents: 1500, markupCents: 600, markupPercent: 66.7, minimumCents: 1500, floored: true });
    expect(floored.tiers.semiAnnual).toEqual({ retailCents: 1125, markupCents: 225, markupPercent: 25, minimumCents: null, floored: false });
    expect(priceProduct(DEFAULT_PRICING, product(7999)).tiers.annual.markupPercent).toBe(40); // 3200 / 7999 = 40.005 %
    expect(priceProduct(DEFAULT_PRICING, product(7999)).pricedBy).toEqual({ source: 'suggested' });
  });
});

describe('rule precedence: product > brand > productType > manufacturer > favorites', () => {
  const all: PricingRule[] = [
    rule({ scope: 'favorites', scopeId: 'favorites', values: flat(105) }),
    rule({ scope: 'manufacturer', scopeId: 'MFR-AURORA', values: flat(110) }),
    rule({ scope: 'productType', scopeId: 'spherical', values: flat(115) }),
    rule({ scope: 'brand', scopeId: 'BR-AURORA-DAY', values: flat(120) }),
    rule({ scope: 'product', scopeId: 'PRD-1001', values: flat(125) }),
  ];
  it.each([
    ['product', 5, 1125],
    ['brand', 4, 1080],
    ['productType', 3, 1035],
    ['manufacturer', 2, 990],
    ['favorites', 1, 945],
  ] as const)('%s wins over what comes after it', (scope, count, cents) => {
    const rules = all.slice(0, count);
    expect(ruleFor(rules, product(900), true)?.scope).toBe(scope);
    expect(priceProduct(config({ markupType: 'custom' }, rules, ['PRD-1001']), product(900)).tiers.single.retailCents).toBe(cents);
  });

  it('a favorites rule needs the product to be a favorite; other products fall back to suggested', () => {
    const cfg = config({ markupType: 'custom' }, [all[0]!], ['PRD-2002']);
    expect(priceProduct(cfg, product(900)).pricedBy).toEqual({ source: 'suggested' });
    expect(priceProduct(cfg, product(900, { productId: 'PRD-2002' })).pricedBy).toEqual({ source: 'rule', scope: 'favorites', scopeId: 'favorites', ruleType: 'percentage' });
  });

  it('a rule for another brand, manufacturer or type does not apply', () => {
    const cfg = config({ markupType: 'custom' }, [rule({ scope: 'brand', scopeId: 'BR-OTHER' }), rule({ scope: 'productType', scopeId: 'toric' }), rule({ scope: 'manufacturer', scopeId: 'MFR-OTHER' })]);
    expect(priceProduct(cfg, product(900)).tiers.single.retailCents).toBe(1260);
  });
});

describe('tiers by supply (annual ≥ 360 days, semi-annual ≥ 180, else single)', () => {
  it.each([
    [0, 'single'],
    [90, 'single'],
    [179, 'single'],
    [180, 'semiAnnual'],
    [359, 'semiAnnual'],
    [360, 'annual'],
    [720, 'annual'],
  ] as const)('%s days → %s', (days, tier) => {
    expect(priceTierOfSupply(days)).toBe(tier);
  });

  const aurora: ProductDefinition = {
    productId: 'PRD-1001',
    productNumber: 'AUR1001',
    name: 'Aurora Day Moist 90 pack',
    brand: { recordId: 'BR-AURORA-DAY', name: 'Aurora Day' },
    manufacturerId: 'MFR-AURORA',
    modality: 'daily',
    lensType: 'spherical',
    packSize: 90,
    supplyAmount: 3,
    supplyUnit: 'months',
    boxPrice: 79.99,
    isAvailable: true,
    keywords: [],
    dimensions: [],
    grid: [],
  };
  const rx: Parameters<typeof cartLineFor>[1] = { productId: 'PRD-1001', variantId: 'PRD-1001:8.6:14.2:-1.00', dimensions: {}, packSize: 90 };
  const tiered = config({ markupType: 'percentage', tiered: true, values: { single: 150, semiAnnual: 140, annual: 130 } });

  it.each([
    [1, 90, 'single', 11999],
    [2, 180, 'semiAnnual', 11199],
    [3, 270, 'semiAnnual', 11199],
    [4, 360, 'annual', 10399],
  ] as const)('a cart line of %s box(es) of a 3-month product (%s days) is priced at %s: %s cents, with cost and tier recorded', (boxes, days, tier, cents) => {
    const line = cartLineFor('OD', rx, aurora, boxes, tiered);
    expect(line).toMatchObject({ boxes, supplyDays: days, priceTier: tier, unitPriceCents: cents, unitCostCents: 7999 });
  });

  it('without pricing a cart line is priced as suggested', () => {
    expect(cartLineFor('OS', rx, aurora, 4)).toMatchObject({ unitPriceCents: 11199, unitCostCents: 7999, priceTier: 'annual' });
  });
});

describe('averages per level (the overview and categories)', () => {
  it('averages cost, retail and markup over the products', () => {
    const prices = [priceProduct(DEFAULT_PRICING, product(900)), priceProduct(DEFAULT_PRICING, product(3150))];
    // retail 1260 + 4410 = 5670 → 2835; cost 900 + 3150 = 4050 → 2025; markup 1620 / 4050 = 40 %.
    expect(averageLevels(prices)?.single).toEqual({ unitPriceCents: 2835, avgCostCents: 2025, avgMarkupCents: 810, avgMarkupPercent: 40 });
    expect(averageLevels([])).toBeNull();
  });
});
