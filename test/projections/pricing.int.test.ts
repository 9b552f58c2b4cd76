import { beforeAll, describe, expect, it } from 'vitest';
import { type PricingEvent, type PricingRule, type PricingStrategy, pricingStream } from '../../domain/pricing/events';
import { pricingProjection } from '../../projections/pricing';
import { projectionBed } from '../support/projection-bed';

/** The pricing read model: given pricing events → then one row per location; deterministic rebuild. */

const { kdb, at, given: givenTo, project, expectRebuildMatches } = projectionBed({ start: new Date(Date.UTC(2026, 2, 1, 10, 0)) });
const given = (locationId: string, events: PricingEvent[], actor?: string) => givenTo(pricingStream(locationId), events, actor);

const none = { single: null, semiAnnual: null, annual: null };
const percentage: PricingStrategy = { markupType: 'percentage', tiered: true, values: { single: 150, semiAnnual: 140, annual: 130 }, minimumCents: { single: 1500, semiAnnual: null, annual: null } };
const custom: PricingStrategy = { markupType: 'custom', tiered: false, values: null, minimumCents: none };
const brand: PricingRule = { scope: 'brand', scopeId: 'BR-AURORA-DAY', ruleType: 'percentage', tiered: false, values: { single: 120, semiAnnual: 120, annual: 120 } };
const brand2: PricingRule = { ...brand, values: { single: 125, semiAnnual: 125, annual: 125 } };
const product: PricingRule = { scope: 'product', scopeId: 'PRD-1008', ruleType: 'price', tiered: false, values: { single: 7000, semiAnnual: 7000, annual: 7000 } };
const favorites: PricingRule = { scope: 'favorites', scopeId: 'favorites', ruleType: 'dollar', tiered: false, values: { single: 500, semiAnnual: 500, annual: 500 } };
const A = { locationId: 'LOC-A', practiceId: 'PR-1' };
const B = { locationId: 'LOC-B', practiceId: 'PR-1' };
const C = { locationId: 'LOC-C', practiceId: 'PR-2' };

beforeAll(async () => {
  await given('LOC-A', [
    { type: 'PricingStrategyUpdated', data: { ...A, strategy: percentage } },
    { type: 'FavoriteProductsAdded', data: { ...A, productIds: ['PRD-2001', 'PRD-1001'] } },
  ]);
  await given('LOC-B', [
    { type: 'PricingStrategyUpdated', data: { ...B, strategy: custom } },
    { type: 'PricingRuleSet', data: { ...B, rule: product } },
    { type: 'PricingRuleSet', data: { ...B, rule: brand } },
    { type: 'PricingRuleSet', data: { ...B, rule: favorites } },
    { type: 'PricingRuleSet', data: { ...B, rule: brand2 } },
    { type: 'PricingRuleCleared', data: { ...B, scope: 'favorites', scopeId: 'favorites' } },
    { type: 'FavoriteProductsAdded', data: { ...B, productIds: ['PRD-1001', 'PRD-1002', 'PRD-1003'] } },
  ]);
  await given('LOC-A', [{ type: 'FavoriteProductsRemoved', data: { ...A, productIds: ['PRD-2001', 'PRD-9999'] } }], '800000001');
  await given('LOC-C', [{ type: 'FavoriteProductsAdded', data: { ...C, productIds: ['PRD-3001'] } }]);
  await given('LOC-B', [{ type: 'FavoriteProductsRemoved', data: { ...B, productIds: ['PRD-1002'] } }]);
  // Batches of 3 split locations across batches, so rows written in one batch are read back in the next.
  await project([pricingProjection], 3);
});

describe('pricing read model', () => {
  it('folds each location’s strategy, rules (by scope and id) and favorites (in the order added) into one row', async () => {
    const rows = await kdb.withSchema('rm').selectFrom('pricing_locations').selectAll().orderBy('location_id').execute();
    expect(rows).toEqual([
      {
        location_id: 'LOC-A',
        practice_id: 'PR-1',
        markup_type: 'percentage',
        strategy: percentage,
        rules: [],
        favorites: ['PRD-1001'],
        updated_at: at(10),
        updated_by: '800000001',
        changes: 3,
      },
      {
        location_id: 'LOC-B',
        practice_id: 'PR-1',
        markup_type: 'custom',
        strategy: custom,
        rules: [brand2, product],
        favorites: ['PRD-1001', 'PRD-1003'],
        updated_at: at(12),
        updated_by: '700000001',
        changes: 8,
      },
      {
        location_id: 'LOC-C',
        practice_id: 'PR-2',
        markup_type: 'suggested',
        strategy: { markupType: 'suggested', tiered: false, values: null, minimumCents: none },
        rules: [],
        favorites: ['PRD-3001'],
        updated_at: at(11),
        updated_by: '700000001',
        changes: 1,
      },
    ]);
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await expectRebuildMatches(pricingProjection, { intoSchema: 'pricing_rebuild' });
    const rebuilt = await kdb.withSchema('pricing_rebuild').selectFrom('pricing_locations').select(['location_id', 'changes']).orderBy('location_id').execute();
    expect(rebuilt).toEqual([
      { location_id: 'LOC-A', changes: 3 },
      { location_id: 'LOC-B', changes: 8 },
      { location_id: 'LOC-C', changes: 1 },
    ]);
  });
});
