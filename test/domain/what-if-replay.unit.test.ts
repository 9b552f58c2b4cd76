import { describe, expect, it } from 'vitest';
import { strategyInput } from '../../domain/pricing/api-schemas';
import { allocate, monthsBetween } from '../../domain/what-if/figures';
import { WhatIfReplay, type WhatIfScenario } from '../../domain/what-if/replay';
import { whatIfPricingOf } from '../../domain/what-if/scenario';
import { ALPHA, BETA, DOUBLE_PRICES, type FixtureEvent, WHAT_IF_EXPECTED, WHAT_IF_FIXTURE_PERIOD, whatIfFixture } from '../support/what-if-events';

const PRACTICE = 'PR-WIF';
const events = whatIfFixture({ practiceId: PRACTICE, locationId: 'LOC-WIF', otherPracticeId: 'PR-OTHER', addLocation: true });

function replay(fixture: FixtureEvent[], pricing: WhatIfScenario['pricing'], over: Partial<WhatIfScenario> = {}) {
  const r = new WhatIfReplay({ practiceId: PRACTICE, ...WHAT_IF_FIXTURE_PERIOD, locationIds: null, pricing, ...over });
  for (const e of fixture) r.apply({ type: e.type, data: e.data, streamId: e.stream, metadata: { occurredAt: e.at } });
  return r.finish();
}

const pricingOf = (strategy: Record<string, unknown>, rules: Parameters<typeof whatIfPricingOf>[1] = []) => whatIfPricingOf(strategyInput.parse(strategy), rules);

describe('what-if replay: the figures of a small fixture, worked out by hand', () => {
  const result = replay(events, pricingOf(DOUBLE_PRICES));

  it('has every month of the period, and one row per month and brand that sold', () => {
    expect(result.months).toEqual(WHAT_IF_EXPECTED.months);
    expect(result.rows).toEqual(WHAT_IF_EXPECTED.rows);
  });

  it('totals the period and each month: three orders (cancelled, other practice and January left out)', () => {
    expect(result.totals).toEqual(WHAT_IF_EXPECTED.totals);
    expect(result.ordersReplayed).toBe(3);
    expect(result.byMonth.map((m) => [m.month, m.orders, m.boxes, m.asWas.revenueCents, m.whatIf.revenueCents])).toEqual([
      ['2025-02', 1, 4, 10_200, 15_000],
      ['2025-03', 2, 3, 11_099, 15_899],
    ]);
  });

  it('as they were, the figures do not depend on the alternative', () => {
    const suggested = replay(events, pricingOf({ markupType: 'suggested', tiered: false }));
    expect(suggested.rows.map((r) => r.asWas)).toEqual(WHAT_IF_EXPECTED.rows.map((r) => r.asWas));
    // The fixture's prices are the suggested ones: the same strategy changes nothing.
    expect(suggested.rows.map((r) => r.whatIf)).toEqual(suggested.rows.map((r) => r.asWas));
  });

  it('prices with custom rules the calculator applies: a brand rule and the favorites the location had at the order', () => {
    const withFavorites: FixtureEvent[] = [
      ...events.slice(0, 3),
      { stream: 'pricing-LOC-WIF', type: 'FavoriteProductsAdded', at: '2025-01-01T00:00:00.000Z', data: { locationId: 'LOC-WIF', practiceId: PRACTICE, productIds: [BETA.productId] } },
      ...events.slice(3),
    ];
    const rules = [
      { scope: 'brand' as const, scopeId: ALPHA.brandId, markupType: 'dollar' as const, tiered: false, markupValue: 5 },
      { scope: 'favorites' as const, markupType: 'percentage' as const, tiered: false, markupValue: 150 },
    ];
    const r = replay(withFavorites, pricingOf({ markupType: 'custom', tiered: false }, rules));
    // Alpha: $20.00 + $5.00 = $25.00 a box; Beta (a favorite): $30.00 × 1.5 = $45.00.
    const feb = r.rows.find((x) => x.month === '2025-02')!;
    expect(feb.whatIf.revenueCents).toBe(4 * 2500 - 1000);
    const betaMarch = r.rows.find((x) => x.month === '2025-03' && x.brandId === BETA.brandId)!;
    // O2: 2,500 + 4,500 less the $1.01 discount, Beta's share 6,899 × 4,500 / 7,000 = 4,435.07 → 4,435; O5: 4,500.
    expect(betaMarch.whatIf.revenueCents).toBe(4_435 + 4_500);
  });

  it('applies a strategy’s minimum price per box after the markup', () => {
    const r = replay(events, pricingOf({ markupType: 'percentage', tiered: false, markupValue: 110, minBaseUnitPrice: 35, minBaseSemiAnnualPrice: null, minBaseAnnualPrice: null }));
    // Single tier (a quarter's supply): Alpha $22.00 → floor $35.00; Beta $33.00 → $35.00. O1 (semi-annual): $22.00, no floor.
    const feb = r.rows.find((x) => x.month === '2025-02')!;
    expect(feb.whatIf.revenueCents).toBe(4 * 2200 - 1000);
    const march = r.byMonth.find((m) => m.month === '2025-03')!;
    expect(march.whatIf.revenueCents).toBe(3500 + 3500 - 101 + 3500);
  });

  it('replays only the chosen locations', () => {
    expect(replay(events, pricingOf(DOUBLE_PRICES), { locationIds: ['LOC-ELSEWHERE'] }).totals.orders).toBe(0);
    expect(replay(events, pricingOf(DOUBLE_PRICES), { locationIds: ['LOC-WIF'] }).totals).toEqual(WHAT_IF_EXPECTED.totals);
  });

  it('counts the rebate once per prescription: a second eligible order on it earns none', () => {
    const again: FixtureEvent = {
      ...events.find((e) => e.data.orderId === 'SO-WIF-1')!,
      stream: 'cart-c-SO-WIF-7',
      at: '2025-03-25T15:00:00.000Z',
      data: { ...events.find((e) => e.data.orderId === 'SO-WIF-1')!.data, orderId: 'SO-WIF-7', cartId: 'c-SO-WIF-7', orderDate: '2025-03-25T15:00:00.000Z' },
    };
    const r = replay([...events, again], pricingOf(DOUBLE_PRICES));
    expect(r.totals.asWas.rebateCents).toBe(4_000);
    expect(r.totals.orders).toBe(4);
  });
});

describe('what-if figures: shares and months', () => {
  it.each([
    [6_899, [2_800, 4_200], [2_760, 4_139]],
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [0, 0], [5, 5]],
    [0, [5, 5], [0, 0]],
  ])('allocate(%i, %j) = %j', (total, weights, parts) => {
    expect(allocate(total, weights)).toEqual(parts);
    expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('lists every month of a period across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
