import { beforeAll, describe, expect, it } from 'vitest';
import { PRICING_MESSAGES } from '../../domain/pricing/messages';
import { atPosition, testApp } from '../support/test-app';

/**
 * The pricing routes end to end (issue #6, spec point 7 Pricing) through app.inject on real storage:
 * happy paths, validation (400), who may do what (403), tenant isolation (404), the CSV, OpenAPI.
 */

const { platform, call, eventsOf, signInAll } = testApp();
let staff: string;
let admin: string;
let adminB: string;
let patient: string;
let patientB: string;
let csr: string;

const STAFF_ACCOUNT = '700000001';
/** Available products in the catalog (36, one unavailable). */
const AVAILABLE = 35;

beforeAll(async () => {
  ({ staff, admin, adminB, patient, patientB, csr } = await signInAll('staff', 'admin', 'adminB', 'patient', 'patientB', 'csr'));
}, 120_000);

const get = (path: string, token: string, position?: number | null) => call(path, undefined, { token, headers: atPosition(position) });
/** The last strategy change the later reads depend on: they wait for the read model to reach it. */
let restoredAt: number | null = null;
/** The last pricing change of the rules and favorites tests: the export and the patient's price wait for it. */
let favoritesAt: number | null = null;

describe('strategy: getstrategy and updatestrategy', () => {
  it('is suggested pricing until a location chooses one', async () => {
    const r = await get('/api/pricing/getstrategy', staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ locationId: 'LOC-1001-A', isDefault: true, markupType: 'suggested', tiered: false, markupValue: null, rules: [], favorites: [], lastChange: null });
  });

  it('records PricingStrategyUpdated with its actor; percentages travel as 100 + x; the same strategy again records nothing', async () => {
    const body = { markupType: 'percentage', markupValue: 135, minBaseUnitPrice: 12.5 };
    const r = await call('/api/pricing/updatestrategy', body, { token: staff });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      locationId: 'LOC-1001-A',
      strategy: { markupType: 'percentage', tiered: false, markupValue: 135, unitMarkupValue: 135, semiAnnualMarkupValue: 135, annualMarkupValue: 135, minBaseUnitPrice: 12.5, minBaseSemiAnnualPrice: null, minBaseAnnualPrice: null },
      position: expect.any(Number),
    });
    const [event] = (await eventsOf('pricing-LOC-1001-A')).slice(-1);
    expect(event).toMatchObject({
      type: 'PricingStrategyUpdated',
      data: { locationId: 'LOC-1001-A', practiceId: 'PR-1001', strategy: { markupType: 'percentage', values: { single: 135, semiAnnual: 135, annual: 135 }, minimumCents: { single: 1250 } } },
      metadata: { actor: { accountNumber: STAFF_ACCOUNT, customerGroup: 'Staff' } },
    });
    const read = await get('/api/pricing/getstrategy', admin, r.body.position);
    expect(read.body).toMatchObject({ locationId: 'LOC-1001-A', isDefault: false, markupType: 'percentage', markupValue: 135, minBaseUnitPrice: 12.5, lastChange: { accountNumber: STAFF_ACCOUNT, name: 'Morgan Reyes' } });
    const again = await call('/api/pricing/updatestrategy', body, { token: staff });
    expect(again.body.position).toBeNull();
  });

  it('answers 400 with the field’s message for a bad strategy, and records nothing', async () => {
    const before = (await eventsOf('pricing-LOC-1001-A')).length;
    for (const [body, field, message] of [
      [{ markupType: 'percentage', markupValue: 95 }, 'markupValue', PRICING_MESSAGES.markupNegative],
      [{ markupType: 'percentage', markupValue: 700 }, 'markupValue', PRICING_MESSAGES.percentTooHigh],
      [{ markupType: 'dollar', tiered: true, unitMarkupValue: 5, semiAnnualMarkupValue: 4 }, 'annualMarkupValue', PRICING_MESSAGES.markupRequired],
      [{ markupType: 'suggested', minBaseAnnualPrice: -1 }, 'minBaseAnnualPrice', PRICING_MESSAGES.minimumNotPositive],
    ] as const) {
      const r = await call('/api/pricing/updatestrategy', body, { token: admin });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body).toMatchObject({ error: true, code: 'VALIDATION_ERROR', fieldErrors: { [field]: message } });
    }
    expect((await call('/api/pricing/updatestrategy', { markupType: 'cheap' }, { token: admin })).status).toBe(400);
    expect((await eventsOf('pricing-LOC-1001-A')).length).toBe(before);
  });

  it('lets Staff change only their own location and the administrator any of the practice’s; another practice’s location is 404', async () => {
    const other = await call('/api/pricing/updatestrategy', { locationId: 'LOC-1001-B', markupType: 'dollar', markupValue: 10 }, { token: staff });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(PRICING_MESSAGES.staffOwnLocation);
    for (const token of [staff, admin]) {
      const foreign = await call('/api/pricing/updatestrategy', { locationId: 'LOC-2002-A', markupType: 'dollar', markupValue: 10 }, { token });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('LOCATION_NOT_FOUND');
      expect((await get('/api/pricing/getstrategy?locationId=LOC-2002-A', token)).status).toBe(404);
    }
    expect((await get('/api/pricing/getstrategy?locationId=LOC-1001-B', staff)).status).toBe(403);
    const b = await call('/api/pricing/updatestrategy', { locationId: 'LOC-1001-B', markupType: 'dollar', tiered: true, unitMarkupValue: 20, semiAnnualMarkupValue: 15, annualMarkupValue: 10 }, { token: admin });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.locationId).toBe('LOC-1001-B');
    // The other practice still prices as suggested.
    expect((await get('/api/pricing/getstrategy', adminB, b.body.position)).body).toMatchObject({ locationId: 'LOC-2002-A', isDefault: true, markupType: 'suggested' });
  });

  it('is refused to patients and to a CSR’s own token, and needs a session', async () => {
    expect((await call('/api/pricing/updatestrategy', { markupType: 'suggested' }, { token: patient })).status).toBe(403);
    expect((await get('/api/pricing/getstrategy', patient)).status).toBe(403);
    expect((await call('/api/pricing/updatestrategy', { markupType: 'suggested' }, { token: csr })).status).toBe(403);
    expect((await call('/api/pricing/updatestrategy', { markupType: 'suggested' })).status).toBe(401);
  });

  it('a CSR impersonating the staff member changes it as them, and the event names the CSR', async () => {
    const began = await call('/api/customer/beginimpersonation', { accountNumber: STAFF_ACCOUNT, reason: 'Pricing help' }, { token: csr });
    expect(began.status, JSON.stringify(began.body)).toBe(200);
    const r = await call('/api/pricing/updatestrategy', { markupType: 'percentage', markupValue: 135, minBaseUnitPrice: 12 }, { token: began.body.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [event] = (await eventsOf('pricing-LOC-1001-A')).slice(-1);
    expect(event!.metadata).toMatchObject({ actor: { accountNumber: STAFF_ACCOUNT }, impersonator: { accountNumber: expect.any(String), name: expect.any(String) } });
    await call('/api/customer/endimpersonation', {}, { token: began.body.token });
    // Back to the strategy the other tests expect.
    const restored = await call('/api/pricing/updatestrategy', { markupType: 'percentage', markupValue: 135, minBaseUnitPrice: 12.5 }, { token: staff });
    expect(restored.status).toBe(200);
    restoredAt = restored.body.position;
  });
});

describe('locations, categories and products', () => {
  it('lists the caller’s locations with the strategy and average cost, retail and markup per tier', async () => {
    const all = await get('/api/pricing/locations', admin, restoredAt);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.locations.map((l: { locationId: string }) => l.locationId)).toEqual(['LOC-1001-A', 'LOC-1001-B']);
    const [a, b] = all.body.locations;
    expect(a).toMatchObject({ strategy: { markupType: 'percentage', markupValue: 135 }, productCount: AVAILABLE, ruleCount: 0, favoriteCount: 0 });
    expect(b).toMatchObject({ strategy: { markupType: 'dollar', tiered: true, unitMarkupValue: 20 } });
    // Fixed tiered: the average markup is exactly the dollars added per tier.
    expect(b.levels.single.avgMarkup).toBe(20);
    expect(b.levels.semiAnnual.avgMarkup).toBe(15);
    expect(b.levels.annual.avgMarkup).toBe(10);
    expect(b.levels.single.unitPrice).toBeCloseTo(b.levels.single.avgCost + 20, 2);
    const own = await get('/api/pricing/locations', staff);
    expect(own.body.locations.map((l: { locationId: string }) => l.locationId)).toEqual(['LOC-1001-A']);
    expect((await get('/api/pricing/locations?locationIds=LOC-2002-A', admin)).status).toBe(404);
    expect((await get('/api/pricing/locations', patient)).status).toBe(403);
  });

  it('answers every brand with its product count and the levels averaged over its products and the chosen locations', async () => {
    const suggested = await call('/api/pricing/updatestrategy', { locationId: 'LOC-2002-A', markupType: 'suggested' }, { token: adminB });
    const settled = Math.max(restoredAt ?? 0, suggested.body.position ?? 0);
    const r = await get('/api/pricing/categories?locationIds=LOC-2002-A', adminB, settled);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.locationIds).toEqual(['LOC-2002-A']);
    expect(r.body.categories).toHaveLength(9);
    expect(r.body.categories.reduce((n: number, c: { productCount: number }) => n + c.productCount, 0)).toBe(AVAILABLE);
    const tint = r.body.categories.find((c: { recordId: string }) => c.recordId === 'BR-AURORA-TINT');
    expect(tint.productCount).toBe(1); // its 2-pack is unavailable
    // Coastal Classic: costs 29.99, 44.00, 9.00 → retail 41.99, 61.60, 12.60 (× 1.40).
    // Averages: retail 11619 / 3 = 3873 → 38.73; cost 8299 / 3 = 2766.33 → 27.66; markup 3320 / 3 = 1106.67 → 11.07.
    const legacy = r.body.categories.find((c: { recordId: string }) => c.recordId === 'BR-COASTAL-LEGACY');
    expect(legacy).toMatchObject({ name: 'Coastal Classic', productCount: 3, single: { unitPrice: 38.73, avgCost: 27.66, avgMarkup: 11.07, avgMarkupPercent: 40 } });
    expect(legacy.annual).toEqual(legacy.single);
    // Two locations: averaged over both (A: +35 %, B: +$20/$15/$10).
    const both = await get('/api/pricing/categories?locationIds=LOC-1001-A,LOC-1001-B', admin, settled);
    const legacyBoth = both.body.categories.find((c: { recordId: string }) => c.recordId === 'BR-COASTAL-LEGACY');
    // A: 2999 × 1.35 = 4048.65 → 4049, 4400 → 5940, 900 → 1215 raised to the 12.50 minimum; B single: 4999, 6400, 2900.
    // Sum 25538 / 6 = 4256.33 → 42.56.
    expect(legacyBoth.single.unitPrice).toBe(42.56);
    expect((await get('/api/pricing/categories?locationIds=LOC-1001-A', adminB)).status).toBe(404);
    expect(r.body.manufacturers).toEqual([
      { manufacturerId: 'MFR-AURORA', name: 'Aurora Vision', productCount: 11 },
      { manufacturerId: 'MFR-COASTAL', name: 'Coastal Lens Co.', productCount: 12 },
      { manufacturerId: 'MFR-MERIDIAN', name: 'Meridian Optics', productCount: 12 },
    ]);
  });

  it('prices products per location with sorting, filters and paging', async () => {
    const az = await get('/api/pricing/products?limit=100', staff, restoredAt);
    expect(az.status, JSON.stringify(az.body)).toBe(200);
    expect(az.body.total).toBe(AVAILABLE);
    const names = az.body.items.map((i: { productName: string }) => i.productName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const za = await get('/api/pricing/products?sort=za&limit=1', staff);
    expect(za.body.items[0].productName).toBe(names.at(-1));
    const high = await get('/api/pricing/products?sort=priceHighLow&limit=1', staff);
    expect(high.body.items[0]).toMatchObject({ productId: 'PRD-3009', cost: 149 }); // the dearest box
    const low = await get('/api/pricing/products?sort=priceLowHigh&limit=1', staff);
    // Coastal Classic Daily Trial: cost 9.00 × 1.35 = 12.15, raised to the 12.50 single minimum.
    expect(low.body.items[0]).toMatchObject({ productId: 'PRD-3012', single: { retail: 12.5, retailCents: 1250, floored: true, minimum: 12.5 }, semiAnnual: { retail: 12.15, floored: false, minimum: null } });
    const toric = await get('/api/pricing/products?productType=toric&keyword=aurora', staff);
    expect(toric.body.items.map((i: { productId: string }) => i.productId)).toEqual(['PRD-1004', 'PRD-1008']);
    // Aurora HydraFlex for Astigmatism: 54.99 × 1.35 = 74.2365 → 74.24.
    expect(toric.body.items[1]).toMatchObject({
      locationId: 'LOC-1001-A',
      brandName: 'Aurora HydraFlex',
      manufacturerName: 'Aurora Vision',
      cost: 54.99,
      isFavorite: false,
      pricedBy: { source: 'strategy', label: 'Percentage strategy' },
      single: { retail: 74.24, markup: 19.25, markupPercent: 35 },
    });
    const page = await get('/api/pricing/products?brandId=BR-AURORA-DAY&limit=2&offset=2', staff);
    expect(page.body).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(page.body.items).toHaveLength(2);
    expect((await get('/api/pricing/products?brandId=ALL&productIds=PRD-1001,PRD-2001', staff)).body.total).toBe(2);
    expect((await get('/api/pricing/products?sort=cheapest', staff)).status).toBe(400);
    expect((await get('/api/pricing/products?limit=500', staff)).status).toBe(400);
    // One row per location × product for several locations.
    expect((await get('/api/pricing/products?locationIds=LOC-1001-A,LOC-1001-B&productIds=PRD-1001', admin)).body.items.map((i: { locationId: string }) => i.locationId)).toEqual(['LOC-1001-A', 'LOC-1001-B']);
    expect((await get('/api/pricing/products?locationIds=LOC-1001-A', adminB)).status).toBe(404);
  });
});

describe('custom rules (/pricing/set) and favorites', () => {
  it('prices by the most specific rule under the custom strategy and says which rule', async () => {
    const custom = await call('/api/pricing/updatestrategy', { locationId: 'LOC-1001-B', markupType: 'custom' }, { token: admin });
    expect(custom.status).toBe(200);
    const brand = await call('/api/pricing/set', { locationId: 'LOC-1001-B', scope: 'brand', scopeId: 'BR-AURORA-HYDRA', markupType: 'percentage', markupValue: 120 }, { token: admin });
    expect(brand.status, JSON.stringify(brand.body)).toBe(200);
    expect(brand.body).toMatchObject({ locationId: 'LOC-1001-B', rule: { scope: 'brand', scopeId: 'BR-AURORA-HYDRA', markupType: 'percentage', markupValue: 120 }, rules: [{ scope: 'brand' }] });
    const price = await call('/api/pricing/set', { locationId: 'LOC-1001-B', scope: 'product', scopeId: 'PRD-1008', markupType: 'price', tiered: true, unitMarkupValue: 70, semiAnnualMarkupValue: 65, annualMarkupValue: 60 }, { token: admin });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    expect(price.body.rules).toHaveLength(2);
    const rows = await get(`/api/pricing/products?locationIds=LOC-1001-B&brandId=BR-AURORA-HYDRA&limit=10`, admin, price.body.position);
    const byId = Object.fromEntries(rows.body.items.map((i: { productId: string }) => [i.productId, i]));
    expect(byId['PRD-1008']).toMatchObject({ pricedBy: { source: 'rule', scope: 'product', label: 'Product rule: Aurora HydraFlex for Astigmatism 6 pack' }, single: { retail: 70 }, semiAnnual: { retail: 65 }, annual: { retail: 60 } });
    // Aurora HydraFlex 2-Week 6 pack: 38.99 × 1.20 = 46.788 → 46.79.
    expect(byId['PRD-1006']).toMatchObject({ pricedBy: { source: 'rule', scope: 'brand', label: 'Brand rule: Aurora HydraFlex' }, single: { retail: 46.79 } });
    // Outside the rules: suggested.
    const other = await get('/api/pricing/products?locationIds=LOC-1001-B&productIds=PRD-2001', admin);
    expect(other.body.items[0]).toMatchObject({ pricedBy: { source: 'suggested', label: 'Suggested (no custom rule)' }, single: { retailCents: 15819 } }); // 112.99 × 1.40 = 158.186
    const strategy = await get('/api/pricing/getstrategy?locationId=LOC-1001-B', admin);
    expect(strategy.body.rules.map((r: { scope: string }) => r.scope).sort()).toEqual(['brand', 'product']);
  });

  it('refuses a price below cost, a price for a brand, and unknown scopes', async () => {
    const below = await call('/api/pricing/set', { locationId: 'LOC-1001-B', scope: 'product', scopeId: 'PRD-1008', markupType: 'price', markupValue: 50 }, { token: admin });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ code: 'PRICE_BELOW_COST', message: "The price cannot be below the product's cost of $54.99 per box." });
    const brandPrice = await call('/api/pricing/set', { scope: 'brand', scopeId: 'BR-AURORA-HYDRA', markupType: 'price', markupValue: 99 }, { token: admin });
    expect(brandPrice.status).toBe(400);
    expect(brandPrice.body.fieldErrors).toEqual({ markupType: PRICING_MESSAGES.priceOnlyForProducts });
    expect((await call('/api/pricing/set', { scope: 'brand', scopeId: 'BR-NOPE', markupType: 'percentage', markupValue: 110 }, { token: admin })).body).toMatchObject({ status: 404, code: 'SCOPE_NOT_FOUND' });
    expect((await call('/api/pricing/set', { scope: 'manufacturer', scopeId: 'MFR-NOPE', markupType: 'percentage', markupValue: 110 }, { token: admin })).status).toBe(404);
    expect((await call('/api/pricing/set', { scope: 'product', scopeId: 'PRD-9999', markupType: 'dollar', markupValue: 1 }, { token: admin })).body).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((await call('/api/pricing/set', { locationId: 'LOC-2002-A', scope: 'productType', scopeId: 'toric', markupType: 'dollar', markupValue: 1 }, { token: admin })).status).toBe(404);
    expect((await call('/api/pricing/set', { scope: 'productType', scopeId: 'toric', markupType: 'dollar', markupValue: 1 }, { token: patient })).status).toBe(403);
  });

  it('removes a rule with markupType none', async () => {
    const r = await call('/api/pricing/set', { locationId: 'LOC-1001-B', scope: 'brand', scopeId: 'BR-AURORA-HYDRA', markupType: 'none' }, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.rule).toBeNull();
    expect(r.body.rules.map((x: { scope: string }) => x.scope)).toEqual(['product']);
    expect((await eventsOf('pricing-LOC-1001-B')).at(-1)).toMatchObject({ type: 'PricingRuleCleared', data: { scope: 'brand', scopeId: 'BR-AURORA-HYDRA' } });
    expect((await call('/api/pricing/set', { locationId: 'LOC-1001-B', scope: 'brand', scopeId: 'BR-AURORA-HYDRA', markupType: 'none' }, { token: admin })).body.position).toBeNull();
  });

  it('setfavorite and removefavorite both answer the favorites list', async () => {
    const add = await call('/api/pricing/setfavorite', { productIds: ['PRD-1001', 'PRD-1008', 'PRD-1001'] }, { token: staff });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body).toEqual({ locationId: 'LOC-1001-A', productIds: ['PRD-1001', 'PRD-1008'], position: expect.any(Number) });
    const remove = await call('/api/pricing/removefavorite', { productIds: ['PRD-1001', 'PRD-2001'] }, { token: staff });
    expect(remove.body).toEqual({ locationId: 'LOC-1001-A', productIds: ['PRD-1008'], position: expect.any(Number) });
    favoritesAt = remove.body.position;
    const favorites = await get('/api/pricing/products?favorites=true', staff, favoritesAt);
    expect(favorites.body.items.map((i: { productId: string; isFavorite: boolean }) => [i.productId, i.isFavorite])).toEqual([['PRD-1008', true]]);
    expect((await call('/api/pricing/setfavorite', { productIds: ['PRD-9999'] }, { token: staff })).status).toBe(404);
    expect((await call('/api/pricing/setfavorite', { productIds: [] }, { token: staff })).status).toBe(400);
    expect((await call('/api/pricing/setfavorite', { locationId: 'LOC-2002-A', productIds: ['PRD-1001'] }, { token: staff })).status).toBe(404);
    expect((await call('/api/pricing/removefavorite', { productIds: ['PRD-1008'] }, { token: patient })).status).toBe(403);
    // The other practice's favorites are its own.
    expect((await get('/api/pricing/getstrategy', adminB)).body.favorites).toEqual([]);
  });
});

describe('export and the patient’s price', () => {
  it('exports CSV, one row per location × product, with cost and retail, markup, markup % and minimum per tier', async () => {
    const res = await platform.app.inject({ method: 'GET', url: '/api/pricing/export?locationIds=LOC-1001-A,LOC-1001-B', headers: { authorization: `Bearer ${admin}`, ...atPosition(favoritesAt) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pricing-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 2 * AVAILABLE);
    expect(lines[0]).toBe(
      'Location ID,Location,Product ID,Product number,Product,Brand,Manufacturer,Product type,Favorite,Priced by,Cost,Single retail,Single markup,Single markup %,Single minimum,Semi-annual retail,Semi-annual markup,Semi-annual markup %,Semi-annual minimum,Annual retail,Annual markup,Annual markup %,Annual minimum',
    );
    const toric = lines.find((l) => l.startsWith('LOC-1001-A,') && l.includes(',PRD-1008,'));
    expect(toric).toContain(',yes,Percentage strategy,54.99,74.24,19.25,35.0,12.50,74.24,19.25,35.0,,74.24,19.25,35.0,');
    const priced = lines.find((l) => l.startsWith('LOC-1001-B,') && l.includes(',PRD-1008,'));
    expect(priced).toContain(',no,Product rule: Aurora HydraFlex for Astigmatism 6 pack,54.99,70.00,15.01,27.3,,65.00,10.01,18.2,,60.00,5.01,9.1,');
    const staffOnly = await platform.app.inject({ method: 'GET', url: '/api/pricing/export', headers: { authorization: `Bearer ${staff}` } });
    expect(staffOnly.body.trimEnd().split('\r\n')).toHaveLength(1 + AVAILABLE);
    expect((await get('/api/pricing/export?locationIds=LOC-2002-A', admin)).status).toBe(404);
    expect((await get('/api/pricing/export', patient)).status).toBe(403);
  });

  it('tells a patient the price per box per tier at their practice, and nothing about cost', async () => {
    const own = await get('/api/pricing/patient?productId=PRD-1008', patient, favoritesAt);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toEqual({
      productId: 'PRD-1008',
      productName: 'Aurora HydraFlex for Astigmatism 6 pack',
      locationId: 'LOC-1001-A',
      single: { price: 74.24, priceCents: 7424 },
      semiAnnual: { price: 74.24, priceCents: 7424 },
      annual: { price: 74.24, priceCents: 7424 },
    });
    const b = await get('/api/pricing/patient?productId=PRD-1008&locationId=LOC-1001-B', patient);
    expect(b.body).toMatchObject({ locationId: 'LOC-1001-B', single: { priceCents: 7000 }, semiAnnual: { priceCents: 6500 }, annual: { priceCents: 6000 } });
    expect((await get('/api/pricing/patient?productId=PRD-1008&locationId=LOC-2002-A', patient)).status).toBe(404);
    expect((await get('/api/pricing/patient?productId=PRD-1008', patientB)).body).toMatchObject({ locationId: 'LOC-2002-A', single: { priceCents: 7699 } });
    expect((await get('/api/pricing/patient?productId=PRD-0000', patient)).status).toBe(404);
    expect((await get('/api/pricing/patient', patient)).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('lists every spec pricing path', async () => {
    const doc = await call('/api/openapi.json');
    const paths = Object.keys(doc.body.paths);
    for (const p of ['getstrategy', 'updatestrategy', 'locations', 'categories', 'products', 'set', 'setfavorite', 'removefavorite', 'export', 'patient']) {
      expect(paths, p).toContain(`/api/pricing/${p}`);
    }
    expect(Object.keys(doc.body.paths['/api/pricing/updatestrategy'])).toEqual(['post']);
    expect(Object.keys(doc.body.paths['/api/pricing/products'])).toEqual(['get']);
  });
});
