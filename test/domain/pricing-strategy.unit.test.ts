import { describe, expect, it } from 'vitest';
import { describeStrategy } from '../../domain/pricing/describe-strategy';
import type { PricingEvent, PricingRule } from '../../domain/pricing/events';
import { SUGGESTED_STRATEGY } from '../../domain/pricing/events';
import { decideAddFavorites, decideRemoveFavorites } from '../../domain/pricing/favorite-products';
import { favoriteProductsInput, setPricingRuleInput, updateStrategyInput } from '../../domain/pricing/api-schemas';
import { PRICING_MESSAGES } from '../../domain/pricing/messages';
import { evolvePricing, initialPricingState, type PricingState } from '../../domain/pricing/pricing-decider';
import { decideSetPricingRule, ruleForm, ruleFormValuesOf, toRuleView, toStoredRule } from '../../domain/pricing/set-pricing-rule';
import { decideUpdateStrategy, strategyForm, strategyFormValuesOf, toStoredStrategy, toStrategyView, type StrategyFormValues } from '../../domain/pricing/update-strategy';
import { deciderSpec } from '../support/decider-spec';

const at = { locationId: 'LOC-1', practiceId: 'PR-1' };

/** The first message per field of a failed parse. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('updatestrategy input (server form: percentage 100 + x)', () => {
  it.each([
    [{ markupType: 'suggested' }, {}],
    [{ markupType: 'suggested', markupValue: -5 }, {}], // values are not used by suggested
    [{ markupType: 'custom' }, {}],
    [{ markupType: 'percentage', markupValue: 135 }, {}],
    [{ markupType: 'percentage', markupValue: 100 }, {}],
    [{ markupType: 'percentage', markupValue: 600 }, {}],
    [{ markupType: 'percentage', markupValue: 135.25 }, {}],
    [{ markupType: 'percentage' }, { markupValue: PRICING_MESSAGES.markupRequired }],
    [{ markupType: 'percentage', markupValue: 99.99 }, { markupValue: PRICING_MESSAGES.markupNegative }],
    [{ markupType: 'percentage', markupValue: 600.01 }, { markupValue: PRICING_MESSAGES.percentTooHigh }],
    [{ markupType: 'percentage', markupValue: 135.555 }, { markupValue: PRICING_MESSAGES.twoDecimals }],
    [{ markupType: 'percentage', tiered: true, unitMarkupValue: 150, annualMarkupValue: 130 }, { semiAnnualMarkupValue: PRICING_MESSAGES.markupRequired }],
    [{ markupType: 'dollar', markupValue: 0 }, {}],
    [{ markupType: 'dollar', markupValue: 1000 }, {}],
    [{ markupType: 'dollar', markupValue: -1 }, { markupValue: PRICING_MESSAGES.markupNegative }],
    [{ markupType: 'dollar', markupValue: 1000.01 }, { markupValue: PRICING_MESSAGES.dollarTooHigh }],
    [{ markupType: 'dollar', tiered: true, unitMarkupValue: 20, semiAnnualMarkupValue: 15, annualMarkupValue: 10.001 }, { annualMarkupValue: PRICING_MESSAGES.twoDecimals }],
    [{ markupType: 'suggested', minBaseUnitPrice: 0 }, { minBaseUnitPrice: PRICING_MESSAGES.minimumNotPositive }],
    [{ markupType: 'suggested', minBaseSemiAnnualPrice: 5000.01 }, { minBaseSemiAnnualPrice: PRICING_MESSAGES.minimumTooHigh }],
    [{ markupType: 'suggested', minBaseAnnualPrice: 10.005 }, { minBaseAnnualPrice: PRICING_MESSAGES.twoDecimals }],
    [{ markupType: 'suggested', minBaseUnitPrice: 25, minBaseSemiAnnualPrice: null, minBaseAnnualPrice: 5000 }, {}],
    [{ markupType: 'fixed' }, { markupType: 'Choose Suggested, Percentage, Fixed or Custom.' }],
  ])('%j → %j', (input, expected) => {
    expect(errorsOf(updateStrategyInput.safeParse(input))).toEqual(expected);
  });

  it('stores percentages as 100 + x and dollars as cents; view gives them back', () => {
    const input = updateStrategyInput.parse({ markupType: 'percentage', tiered: true, unitMarkupValue: 150, semiAnnualMarkupValue: 140.5, annualMarkupValue: 130, minBaseUnitPrice: 29.99 });
    const stored = toStoredStrategy(input);
    expect(stored).toEqual({ markupType: 'percentage', tiered: true, values: { single: 150, semiAnnual: 140.5, annual: 130 }, minimumCents: { single: 2999, semiAnnual: null, annual: null } });
    expect(toStrategyView(stored)).toEqual({
      markupType: 'percentage',
      tiered: true,
      markupValue: null,
      unitMarkupValue: 150,
      semiAnnualMarkupValue: 140.5,
      annualMarkupValue: 130,
      minBaseUnitPrice: 29.99,
      minBaseSemiAnnualPrice: null,
      minBaseAnnualPrice: null,
    });
    const dollar = toStoredStrategy(updateStrategyInput.parse({ markupType: 'dollar', markupValue: 12.5 }));
    expect(dollar.values).toEqual({ single: 1250, semiAnnual: 1250, annual: 1250 });
    expect(toStrategyView(dollar)).toMatchObject({ markupValue: 12.5, unitMarkupValue: 12.5 });
    // Suggested and custom keep no values (and are never tiered).
    expect(toStoredStrategy(updateStrategyInput.parse({ markupType: 'custom', tiered: true, markupValue: 150 }))).toEqual({ ...SUGGESTED_STRATEGY, markupType: 'custom' });
  });
});

describe('the strategy form (what the user types: percentages as x, spec point 7)', () => {
  const form = (f: Partial<StrategyFormValues>): StrategyFormValues => ({
    markupType: 'percentage',
    tiered: false,
    markupValue: '',
    unitMarkupValue: '',
    semiAnnualMarkupValue: '',
    annualMarkupValue: '',
    minBaseUnitPrice: '',
    minBaseSemiAnnualPrice: '',
    minBaseAnnualPrice: '',
    ...f,
  });

  it('sends x + 100 and blanks as null', () => {
    expect(strategyForm.parse(form({ markupValue: '35', minBaseUnitPrice: '$1,250.5' }))).toEqual({
      markupType: 'percentage',
      tiered: false,
      markupValue: 135,
      unitMarkupValue: null,
      semiAnnualMarkupValue: null,
      annualMarkupValue: null,
      minBaseUnitPrice: 1250.5,
      minBaseSemiAnnualPrice: null,
      minBaseAnnualPrice: null,
    });
    expect(strategyForm.parse(form({ tiered: true, markupValue: 'ignored', unitMarkupValue: '50', semiAnnualMarkupValue: '40.5', annualMarkupValue: '30' }))).toMatchObject({
      markupValue: null,
      unitMarkupValue: 150,
      semiAnnualMarkupValue: 140.5,
      annualMarkupValue: 130,
    });
    expect(strategyForm.parse(form({ markupType: 'dollar', markupValue: '15' }))).toMatchObject({ markupType: 'dollar', markupValue: 15 });
  });

  it('checks with the API’s rules and messages', () => {
    expect(errorsOf(strategyForm.safeParse(form({ markupValue: '-5' })))).toEqual({ markupValue: PRICING_MESSAGES.markupNegative });
    expect(errorsOf(strategyForm.safeParse(form({ markupValue: '501' })))).toEqual({ markupValue: PRICING_MESSAGES.percentTooHigh });
    expect(errorsOf(strategyForm.safeParse(form({ markupValue: 'lots' })))).toEqual({ markupValue: 'Enter a number.' });
    expect(errorsOf(strategyForm.safeParse(form({ markupValue: '' })))).toEqual({ markupValue: PRICING_MESSAGES.markupRequired });
    expect(errorsOf(strategyForm.safeParse(form({ markupType: 'suggested', minBaseAnnualPrice: 'abc' })))).toEqual({ minBaseAnnualPrice: 'Enter a number.' });
    expect(errorsOf(strategyForm.safeParse(form({ markupType: 'custom' })))).toEqual({});
  });

  it('shows a stored percentage as x (100 subtracted) and dollars with two decimals', () => {
    const view = toStrategyView({ markupType: 'percentage', tiered: false, values: { single: 135.5, semiAnnual: 135.5, annual: 135.5 }, minimumCents: { single: 2000, semiAnnual: null, annual: null } });
    expect(strategyFormValuesOf(view)).toMatchObject({ markupType: 'percentage', markupValue: '35.5', minBaseUnitPrice: '20.00', minBaseAnnualPrice: '' });
    const dollar = toStrategyView({ markupType: 'dollar', tiered: true, values: { single: 2000, semiAnnual: 1500, annual: 1000 }, minimumCents: { single: null, semiAnnual: null, annual: null } });
    expect(strategyFormValuesOf(dollar)).toMatchObject({ tiered: true, unitMarkupValue: '20.00', semiAnnualMarkupValue: '15.00', annualMarkupValue: '10.00' });
  });

  it('describes a strategy in plain words', () => {
    expect(describeStrategy(toStrategyView(SUGGESTED_STRATEGY))).toEqual(['Suggested pricing: a 40% markup on every product.']);
    expect(describeStrategy(toStrategyView({ markupType: 'percentage', tiered: false, values: { single: 135.5, semiAnnual: 135.5, annual: 135.5 }, minimumCents: { single: 2000, semiAnnual: null, annual: 1500 } }))).toEqual([
      'Percentage: a 35.5% markup on every product.',
      'Minimum price per box: $20.00 single, $15.00 annual.',
    ]);
    expect(describeStrategy(toStrategyView({ markupType: 'dollar', tiered: true, values: { single: 2000, semiAnnual: 1500, annual: 1000 }, minimumCents: { single: null, semiAnnual: null, annual: null } }))).toEqual([
      'Fixed, tiered: $20.00 single, $15.00 semi-annual, $10.00 annual added per box.',
    ]);
  });
});

describe('pricing rules (/pricing/set)', () => {
  it.each([
    [{ scope: 'brand', scopeId: 'BR-1', markupType: 'percentage', markupValue: 130 }, {}],
    [{ scope: 'favorites', markupType: 'dollar', markupValue: 5 }, {}],
    [{ scope: 'product', scopeId: 'PRD-1', markupType: 'price', tiered: true, unitMarkupValue: 99, semiAnnualMarkupValue: 95, annualMarkupValue: 90 }, {}],
    [{ scope: 'product', scopeId: 'PRD-1', markupType: 'none' }, {}],
    [{ scope: 'brand', markupType: 'percentage', markupValue: 130 }, { scopeId: PRICING_MESSAGES.scopeIdRequired }],
    [{ scope: 'productType', scopeId: 'bifocal', markupType: 'percentage', markupValue: 130 }, { scopeId: PRICING_MESSAGES.scopeNotFound }],
    [{ scope: 'brand', scopeId: 'BR-1', markupType: 'price', markupValue: 50 }, { markupType: PRICING_MESSAGES.priceOnlyForProducts }],
    [{ scope: 'product', scopeId: 'PRD-1', markupType: 'price', markupValue: 0 }, { markupValue: PRICING_MESSAGES.priceRequired }],
    [{ scope: 'product', scopeId: 'PRD-1', markupType: 'price', markupValue: 5000.01 }, { markupValue: PRICING_MESSAGES.priceTooHigh }],
    [{ scope: 'manufacturer', scopeId: 'MFR-1', markupType: 'percentage', markupValue: 90 }, { markupValue: PRICING_MESSAGES.markupNegative }],
  ])('%j → %j', (input, expected) => {
    expect(errorsOf(setPricingRuleInput.safeParse(input))).toEqual(expected);
  });

  it('the dialog form sends x + 100 for a percentage and the prices in dollars', () => {
    const values = { markupType: 'percentage' as const, tiered: false, markupValue: '25', unitMarkupValue: '', semiAnnualMarkupValue: '', annualMarkupValue: '' };
    expect(ruleForm('brand', 'BR-1').parse(values)).toMatchObject({ scope: 'brand', scopeId: 'BR-1', markupType: 'percentage', markupValue: 125 });
    expect(errorsOf(ruleForm('brand', 'BR-1').safeParse({ ...values, markupType: 'price' }))).toEqual({ markupType: PRICING_MESSAGES.priceOnlyForProducts });
    const stored = toStoredRule(ruleForm('product', 'PRD-1').parse({ ...values, markupType: 'price', markupValue: '49.99' }))!;
    expect(stored).toEqual({ scope: 'product', scopeId: 'PRD-1', ruleType: 'price', tiered: false, values: { single: 4999, semiAnnual: 4999, annual: 4999 } });
    expect(ruleFormValuesOf(toRuleView({ ...stored, ruleType: 'percentage', values: { single: 125, semiAnnual: 125, annual: 125 } }))).toMatchObject({ markupType: 'percentage', markupValue: '25' });
  });

  const spec = deciderSpec({ initial: initialPricingState, evolve: evolvePricing, decide: decideSetPricingRule });
  const brandRule: PricingRule = { scope: 'brand', scopeId: 'BR-1', ruleType: 'percentage', tiered: false, values: { single: 130, semiAnnual: 130, annual: 130 } };
  const priceRule: PricingRule = { scope: 'product', scopeId: 'PRD-1001', ruleType: 'price', tiered: false, values: { single: 7000, semiAnnual: 7000, annual: 7000 } };

  it('given no rule, when a brand rule is set, then PricingRuleSet', () => {
    spec.given([]).when({ ...at, scope: 'brand', scopeId: 'BR-1', rule: brandRule }).then([{ type: 'PricingRuleSet', data: { ...at, rule: brandRule } }]);
  });
  it('given the same rule, when set again, then nothing', () => {
    spec.given([{ type: 'PricingRuleSet', data: { ...at, rule: brandRule } }]).when({ ...at, scope: 'brand', scopeId: 'BR-1', rule: brandRule }).then([]);
  });
  it('given a rule, when removed, then PricingRuleCleared; removing a missing rule records nothing', () => {
    spec.given([{ type: 'PricingRuleSet', data: { ...at, rule: brandRule } }]).when({ ...at, scope: 'brand', scopeId: 'BR-1', rule: null }).then([{ type: 'PricingRuleCleared', data: { ...at, scope: 'brand', scopeId: 'BR-1' } }]);
    spec.given([]).when({ ...at, scope: 'brand', scopeId: 'BR-1', rule: null }).then([]);
  });
  it('refuses an explicit price below the product’s cost', () => {
    spec.given([]).when({ ...at, scope: 'product', scopeId: 'PRD-1001', rule: priceRule, costCents: 7999 }).thenThrows({ code: 'PRICE_BELOW_COST', message: "The price cannot be below the product's cost of $79.99 per box." });
    spec.given([]).when({ ...at, scope: 'product', scopeId: 'PRD-1001', rule: priceRule, costCents: 7000 }).then([{ type: 'PricingRuleSet', data: { ...at, rule: priceRule } }]);
  });
  it('refuses a price for anything but a product', () => {
    spec.given([]).when({ ...at, scope: 'brand', scopeId: 'BR-1', rule: { ...brandRule, ruleType: 'price' }, costCents: 100 }).thenThrows({ code: 'PRICE_ONLY_FOR_PRODUCTS' });
  });
});

describe('deciders: strategy and favorites (given / when / then)', () => {
  const strategySpec = deciderSpec({ initial: initialPricingState, evolve: evolvePricing, decide: decideUpdateStrategy });
  const pct = toStoredStrategy({ markupType: 'percentage', tiered: false, markupValue: 135 });

  it('given nothing, when a percentage strategy is chosen, then PricingStrategyUpdated', () => {
    strategySpec.given([]).when({ ...at, strategy: pct }).then([{ type: 'PricingStrategyUpdated', data: { ...at, strategy: pct } }]);
  });
  it('given the same strategy, then nothing; suggested again on a new location, nothing', () => {
    strategySpec.given([{ type: 'PricingStrategyUpdated', data: { ...at, strategy: pct } }]).when({ ...at, strategy: pct }).then([]);
    strategySpec.given([]).when({ ...at, strategy: SUGGESTED_STRATEGY }).then([]);
    // As read back from jsonb, with its keys in another order: still the same strategy.
    const reordered = JSON.parse(JSON.stringify({ values: pct.values, minimumCents: { annual: null, single: null, semiAnnual: null }, tiered: pct.tiered, markupType: pct.markupType }));
    strategySpec.given([{ type: 'PricingStrategyUpdated', data: { ...at, strategy: reordered } }]).when({ ...at, strategy: pct }).then([]);
  });
  it('refuses a strategy that breaks the rules even past the input schema', () => {
    strategySpec.given([]).when({ ...at, strategy: { ...pct, values: { single: 90, semiAnnual: 90, annual: 90 } } }).thenThrows({ code: 'INVALID_PRICING_STRATEGY', message: PRICING_MESSAGES.markupNegative });
  });

  const addSpec = deciderSpec({ initial: initialPricingState, evolve: evolvePricing, decide: decideAddFavorites });
  const removeSpec = deciderSpec({ initial: initialPricingState, evolve: evolvePricing, decide: decideRemoveFavorites });
  const added = (ids: string[]): PricingEvent => ({ type: 'FavoriteProductsAdded', data: { ...at, productIds: ids } });

  it('adds only products that are not favorites yet', () => {
    addSpec.given([added(['A'])]).when({ ...at, productIds: ['A', 'B'] }).then([added(['B'])]);
    addSpec.given([added(['A'])]).when({ ...at, productIds: ['A'] }).then([]);
  });
  it('removes only favorites', () => {
    removeSpec.given([added(['A', 'B'])]).when({ ...at, productIds: ['B', 'C'] }).then([{ type: 'FavoriteProductsRemoved', data: { ...at, productIds: ['B'] } }]);
    removeSpec.given([]).when({ ...at, productIds: ['A'] }).then([]);
  });
  it('keeps at most 500 favorites', () => {
    const many = Array.from({ length: 500 }, (_, i) => `P${i}`);
    addSpec.given([added(many)]).when({ ...at, productIds: ['X'] }).thenThrows({ code: 'TOO_MANY_FAVORITES', message: PRICING_MESSAGES.tooManyFavorites });
  });
  it('favorites input: 1 to 100 ids, duplicates dropped', () => {
    expect(favoriteProductsInput.parse({ productIds: ['A', 'A', 'B'] }).productIds).toEqual(['A', 'B']);
    expect(errorsOf(favoriteProductsInput.safeParse({ productIds: [] }))).toEqual({ productIds: 'Choose at least one product.' });
  });

  it('folds the whole stream into the state the calculator reads', () => {
    const events: PricingEvent[] = [
      { type: 'PricingStrategyUpdated', data: { ...at, strategy: pct } },
      { type: 'PricingRuleSet', data: { ...at, rule: { scope: 'brand', scopeId: 'B', ruleType: 'dollar', tiered: false, values: { single: 100, semiAnnual: 100, annual: 100 } } } },
      { type: 'PricingRuleCleared', data: { ...at, scope: 'brand', scopeId: 'B' } },
      added(['A', 'B']),
      { type: 'FavoriteProductsRemoved', data: { ...at, productIds: ['A'] } },
    ];
    const state: PricingState = events.reduce(evolvePricing, initialPricingState());
    expect(state).toEqual({ exists: true, strategy: pct, rules: {}, favorites: ['B'] });
  });
});
