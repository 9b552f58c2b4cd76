import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_FILE, importCatalog } from '../../command-api/catalog/import-catalog';
import { CATALOG_MESSAGES } from '../../domain/catalog/search-products';
import type { EventMetadata } from '../../infra/event-store/port';
import { testApp } from '../support/test-app';

const { platform, call, signInAll, eventCount: count } = testApp();
const tokens: Record<'staff' | 'admin' | 'patient' | 'csr', string> = { staff: '', admin: '', patient: '', csr: '' };

const importMeta = (): EventMetadata => ({
  actor: { accountNumber: 'system', customerGroup: 'System' },
  correlationId: 'catalog-import-test',
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

beforeAll(async () => {
  Object.assign(tokens, await signInAll('staff', 'admin', 'patient', 'csr'));
});

const TORIC_XR = 'PRD-3009';
const xr = { baseCurve: '8.7', diameter: '14.5', power: '-2.50', cylinder: '-4.75', axis: '95' };

describe('who may read the catalog', () => {
  const reads = [
    ['GET', '/api/product/all'],
    ['GET', '/api/product/categories'],
    ['GET', '/api/product/search?keyword=toric'],
    ['GET', `/api/product/options?productId=${TORIC_XR}`],
    ['GET', `/api/product/packsize?productId=PRD-1001&variantId=${encodeURIComponent('PRD-1001:8.5:14.2:-2.00')}`],
    ['GET', `/api/product/variantbyid?variantId=${encodeURIComponent('PRD-1001:8.5:14.2:-2.00')}`],
    ['POST', '/api/product/refreshoptions', { productId: TORIC_XR, selected: { cylinder: '-4.75' } }],
    ['POST', '/api/product/variantbyoption', { productId: TORIC_XR, dimensions: xr }],
  ] as const;

  it.each(reads)('%s %s: practice staff, practice admin and patient yes; CSR no; signed out no', async (method, path, body?: unknown) => {
    for (const who of ['staff', 'admin', 'patient'] as const) {
      const r = await call(path, body, { token: tokens[who], method });
      expect(r.status, `${who}: ${JSON.stringify(r.body)}`).toBe(200);
    }
    const csr = await call(path, body, { token: tokens.csr, method });
    expect(csr.status).toBe(403);
    const anonymous = await call(path, body, { method });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
  });

  it('lets a CSR read the catalog while acting for a practice user (the session takes the user’s group)', async () => {
    const began = await call('/api/customer/beginimpersonation', { accountNumber: '700000002' }, { token: tokens.csr });
    expect(began.status, JSON.stringify(began.body)).toBe(200);
    const r = await call('/api/product/categories', undefined, { token: began.body.token });
    expect(r.status).toBe(200);
    await call('/api/customer/endimpersonation', {}, { token: began.body.token });
  });

  it('documents every product route in the OpenAPI document', async () => {
    const r = await call('/api/openapi.json');
    expect(r.status).toBe(200);
    for (const path of ['all', 'search', 'packsize', 'variantbyid', 'categories', 'options', 'refreshoptions', 'variantbyoption', 'image']) {
      expect(Object.keys(r.body.paths)).toContain(`/api/product/${path}`);
    }
  });
});

describe('GET /api/product/all and /api/product/categories', () => {
  it('lists the imported catalog with the product fields of spec point 3', async () => {
    const r = await call('/api/product/all', undefined, { token: tokens.staff });
    expect(r.body.total).toBeGreaterThanOrEqual(30);
    const daily = r.body.products.find((p: { productId: string }) => p.productId === 'PRD-1001');
    expect(daily).toEqual({
      productId: 'PRD-1001',
      productNumber: 'AUR10090',
      productName: 'Aurora Day Moist 90 pack',
      brand: 'Aurora Day',
      brandId: 'BR-AURORA-DAY',
      manufacturerId: 'MFR-AURORA',
      manufacturerName: 'Aurora Vision',
      modality: 'daily',
      lensType: 'spherical',
      packSize: 90,
      packSizeLabel: '90 lenses',
      supplyAmount: 3,
      unit: 'months',
      supplyLabel: '3 months',
      boxPrice: 79.99,
      isAvailable: true,
      imageUrl: '/api/product/image?productNumber=AUR10090',
      dimensions: ['baseCurve', 'diameter', 'power'],
      variantCount: 2 * 61,
    });
    expect(r.body.products.find((p: { productId: string }) => p.productId === 'PRD-1012').isAvailable).toBe(false);
  });

  it('narrows by brand (record id or name) and keyword', async () => {
    const byId = await call('/api/product/all?brand=BR-COASTAL-PURE', undefined, { token: tokens.staff });
    const byName = await call('/api/product/all?brand=coastal%20pure', undefined, { token: tokens.staff });
    expect(byId.body.total).toBe(4);
    expect(byName.body.products).toEqual(byId.body.products);
    const toric = await call('/api/product/all?brand=BR-COASTAL-PURE&keyword=toric', undefined, { token: tokens.staff });
    expect(toric.body.products.map((p: { productId: string }) => p.productId)).toEqual(['PRD-3003']);
  });

  it('answers brands with recordId, name and productCount, "all brands" first (spec point 7)', async () => {
    const r = await call('/api/product/categories', undefined, { token: tokens.patient });
    const [all, ...brands] = r.body.categories;
    expect(all).toEqual({ recordId: 'ALL', name: 'All brands', productCount: brands.reduce((n: number, b: { productCount: number }) => n + b.productCount, 0) });
    expect(brands).toHaveLength(9);
    for (const b of brands) expect(b.productCount).toBeGreaterThan(0);
    // One of Aurora Tints' two products is unavailable: it counts available products.
    expect(brands.find((b: { recordId: string }) => b.recordId === 'BR-AURORA-TINT').productCount).toBe(1);
  });
});

describe('GET /api/product/search (spec point 5: a brand and/or a keyword)', () => {
  it('refuses a search without criteria', async () => {
    for (const q of ['', '?brand=%20%20', '?keyword=']) {
      const r = await call(`/api/product/search${q}`, undefined, { token: tokens.staff });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'NO_SEARCH_CRITERIA', message: CATALOG_MESSAGES.noSearchCriteria });
    }
  });

  it('finds by brand, keyword or both', async () => {
    const r = await call('/api/product/search?brand=Aurora%20Day&keyword=toric', undefined, { token: tokens.staff });
    expect(r.body).toMatchObject({ responseCode: 'OK', total: 1 });
    expect(r.body.products[0].productId).toBe('PRD-1004');
  });

  it('answers too many product results and no product found as successful, empty results', async () => {
    const many = await call('/api/product/search?keyword=pack', undefined, { token: tokens.staff });
    expect(many.status).toBe(200);
    expect(many.body).toMatchObject({ responseCode: 'TOO_MANY_RESULTS', message: CATALOG_MESSAGES.tooManyProducts, products: [] });
    expect(many.body.total).toBeGreaterThan(25);
    const none = await call('/api/product/search?keyword=scleral', undefined, { token: tokens.staff });
    expect(none.body).toEqual({ responseCode: 'NO_PRODUCT_FOUND', message: CATALOG_MESSAGES.noProductFound, total: 0, products: [] });
    const wildcard = await call('/api/product/search?keyword=%25', undefined, { token: tokens.staff });
    expect(wildcard.body.responseCode).toBe('NO_PRODUCT_FOUND');
  });
});

describe('options, refresh and variant resolution', () => {
  it('gives the options per dimension in spec order, flagging single values (spec point 8)', async () => {
    const r = await call('/api/product/options?productId=PRD-3012', undefined, { token: tokens.staff });
    expect(r.body.dimensions.map((d: { dimensionName: string }) => d.dimensionName)).toEqual(['baseCurve', 'diameter', 'power']);
    for (const d of r.body.dimensions) {
      expect(d.singleValue).toBe(true);
      expect(d.warning).toMatch(/double-check the selection/);
    }
    const toric = await call(`/api/product/options?productId=${TORIC_XR}`, undefined, { token: tokens.staff });
    const axis = toric.body.dimensions.find((d: { dimensionName: string }) => d.dimensionName === 'axis');
    expect(axis).toMatchObject({ label: 'Axis', singleValue: false });
    expect(axis.options).toHaveLength(36);
    expect(toric.body.variantCount).toBeGreaterThan(10_000);
  });

  it('refreshes the remaining options once some dimensions are chosen', async () => {
    const r = await call('/api/product/refreshoptions', { productId: 'PRD-1008', selected: { cylinder: '-2.75' } }, { token: tokens.admin });
    const by = (name: string) => r.body.dimensions.find((d: { dimensionName: string }) => d.dimensionName === name);
    expect(by('axis').options).toEqual(['10', '20', '90', '160', '170', '180']);
    expect(by('power').options[0]).toBe('-6.00');
    expect(by('cylinder')).toMatchObject({ selected: '-2.75' });
  });

  it('refuses choices that do not combine, or dimensions the product lacks (invalid product combination)', async () => {
    for (const selected of [{ cylinder: '-2.75', axis: '30' }, { color: 'Blue' }, { power: 'minus two' }]) {
      const r = await call('/api/product/refreshoptions', { productId: 'PRD-1008', selected }, { token: tokens.staff });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'INVALID_PRODUCT_COMBINATION', message: CATALOG_MESSAGES.invalidCombination });
    }
  });

  it('resolves dimension values to a variant id and back, accepting numbers and unpadded values', async () => {
    const r = await call('/api/product/variantbyoption', { productId: TORIC_XR, dimensions: { ...xr, baseCurve: 8.7, power: '-2.5', axis: 95 } }, { token: tokens.patient });
    expect(r.body).toEqual({
      productId: TORIC_XR,
      variantId: 'PRD-3009:8.7:14.5:-2.50:-4.75:95',
      dimensions: Object.entries(xr).map(([dimensionName, value]) => ({ dimensionName, value })),
    });
    const back = await call(`/api/product/variantbyid?variantId=${encodeURIComponent(r.body.variantId)}`, undefined, { token: tokens.patient });
    expect(back.body).toEqual(r.body);
  });

  it('refuses an incomplete or unoffered combination, and unknown products', async () => {
    const { axis: _axis, ...incomplete } = xr;
    for (const dimensions of [incomplete, { ...xr, axis: '97' }, { ...xr, color: 'Blue' }]) {
      const r = await call('/api/product/variantbyoption', { productId: TORIC_XR, dimensions }, { token: tokens.staff });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('INVALID_PRODUCT_COMBINATION');
    }
    const unknown = await call('/api/product/variantbyoption', { productId: 'PRD-9999', dimensions: xr }, { token: tokens.staff });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: CATALOG_MESSAGES.productNotFound });
    const options = await call('/api/product/options?productId=PRD-9999', undefined, { token: tokens.staff });
    expect(options.status).toBe(404);
  });

  it('answers 404 for variant ids that are malformed, of unknown products or off the grid', async () => {
    for (const id of ['nonsense', 'PRD-9999:8.6', 'PRD-1008:8.6:14.5:-2.25:-1.25:95', 'PRD-1008:8.6:14.5:-2.25:-1.25']) {
      const r = await call(`/api/product/variantbyid?variantId=${encodeURIComponent(id)}`, undefined, { token: tokens.staff });
      expect(r.status, id).toBe(404);
      expect(r.body).toMatchObject({ error: true, code: 'VARIANT_NOT_FOUND', message: CATALOG_MESSAGES.variantNotFound });
    }
  });

  it('validates input: missing parameters and wrong types are 400, never 500', async () => {
    const cases: [string, unknown?][] = [
      ['/api/product/options'],
      ['/api/product/variantbyid'],
      ['/api/product/packsize?productId=PRD-1001'],
      ['/api/product/variantbyoption', { productId: TORIC_XR }],
      ['/api/product/variantbyoption', { productId: TORIC_XR, dimensions: { power: { nested: true } } }],
      ['/api/product/refreshoptions', { selected: {} }],
      ['/api/product/image?productNumber=..%2Fetc'],
    ];
    for (const [path, body] of cases) {
      const r = await call(path, body, { token: tokens.staff });
      expect(r.status, path).toBe(400);
      expect(r.body).toMatchObject({ error: true, code: 'VALIDATION_ERROR' });
    }
  });

  it('resolves a variant of the largest toric in milliseconds over HTTP', async () => {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const axis = String(5 * ((i % 36) + 1));
      const t = performance.now();
      const r = await call('/api/product/variantbyoption', { productId: TORIC_XR, dimensions: { ...xr, axis } }, { token: tokens.staff });
      times.push(performance.now() - t);
      expect(r.status).toBe(200);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]!).toBeLessThan(50);
  });
});

describe('GET /api/product/packsize and /api/product/image', () => {
  it('answers the pack size ("N lens"/"N lenses") and supply of a variant', async () => {
    const variantId = 'PRD-3012:8.6:14.2:-3.00';
    const r = await call(`/api/product/packsize?productId=PRD-3012&variantId=${encodeURIComponent(variantId)}`, undefined, { token: tokens.staff });
    // Issue #6: plus the staff member's location's price per box per tier (suggested: $9.00 × 1.40).
    const prices = { single: 1260, semiAnnual: 1260, annual: 1260 };
    expect(r.body).toEqual({ productId: 'PRD-3012', variantId, packSize: 5, packSizeLabel: '5 lenses', supplyAmount: 5, unit: 'days', supplyLabel: '5 days', boxPrice: 9, isAvailable: true, supplyDaysPerBox: 5, locationId: 'LOC-1001-A', prices });
    const mismatch = await call(`/api/product/packsize?productId=PRD-1001&variantId=${encodeURIComponent(variantId)}`, undefined, { token: tokens.staff });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.code).toBe('VARIANT_NOT_FOUND');
  });

  it('draws product artwork for anyone (an <img> sends no token); unknown numbers are 404', async () => {
    const res = await platform.app.inject({ method: 'GET', url: '/api/product/image?productNumber=CST20406' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('Coastal BioBlue');
    const unknown = await call('/api/product/image?productNumber=NOPE123');
    expect(unknown.status).toBe(404);
  });
});

describe('catalog import through commands', () => {
  it('appends nothing when the same file is imported again', async () => {
    const before = await count('ProductAdded');
    expect(before).toBeGreaterThanOrEqual(30);
    const summary = await importCatalog(platform.infra.store, importMeta());
    expect(summary.products).toEqual({ added: 0, updated: 0, unchanged: before });
    expect(summary.manufacturers).toEqual({ added: 0, updated: 0, unchanged: 3 });
    expect(summary.position).toBe(0);
    expect(await count('ProductAdded')).toBe(before);
    expect(await count('ProductUpdated')).toBe(0);
  });

  it('appends one ProductUpdated per changed product, and the read side follows (hidden empty category)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-'));
    try {
      const file = JSON.parse(await readFile(CATALOG_FILE, 'utf8'));
      const define = file.products.find((p: { productId: string }) => p.productId === 'PRD-1011');
      define.isAvailable = false;
      const moist = file.products.find((p: { productId: string }) => p.productId === 'PRD-1001');
      moist.boxPrice = 82.49;
      const path = join(dir, 'catalog.json');
      await writeFile(path, JSON.stringify(file));

      const summary = await importCatalog(platform.infra.store, importMeta(), path);
      expect(summary.products.updated).toBe(2);
      expect(await count('ProductUpdated')).toBe(2);
      const again = await importCatalog(platform.infra.store, importMeta(), path);
      expect(again.products.updated).toBe(0);

      const headers = { 'x-min-position': String(summary.position) };
      const categories = await call('/api/product/categories', undefined, { token: tokens.staff, headers });
      expect(categories.body.categories.map((c: { recordId: string }) => c.recordId)).not.toContain('BR-AURORA-TINT');
      const all = await call('/api/product/all?brand=BR-AURORA-DAY', undefined, { token: tokens.staff, headers });
      expect(all.body.products.find((p: { productId: string }) => p.productId === 'PRD-1001').boxPrice).toBe(82.49);
    } finally {
      await importCatalog(platform.infra.store, importMeta());
      await rm(dir, { recursive: true, force: true });
    }
  });
});
