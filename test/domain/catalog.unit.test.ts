import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { canonicalValue, DIMENSIONS, type DimensionName, expandSegments } from '../../domain/catalog/dimensions';
import type { ProductDefinition, ProductEvent } from '../../domain/catalog/events';
import { decideImportManufacturer, decideImportProduct, evolveManufacturer, evolveProduct, initialCatalogItemState } from '../../domain/catalog/import-catalog';
import { productOptions, refreshOptions } from '../../domain/catalog/product-options';
import { packSizeLabel, productImageUrl, supplyLabel } from '../../domain/catalog/product-labels';
import { hasSearchCriteria, keywordTerms } from '../../domain/catalog/search-products';
import { canonicalSelection, decodeVariantId, encodeVariantId, resolveVariant, variantCount, variantValues } from '../../domain/catalog/variant-id';
import { deciderSpec } from '../support/decider-spec';

const raw = JSON.parse(readFileSync(new URL('../../infra/catalog-data/catalog.json', import.meta.url), 'utf8'));
const catalog = expandCatalog(raw);
const product = (id: string) => catalog.products.find((p) => p.productId === id)!;

/** Every variant of a product by brute force (the test's independent count). */
function enumerate(p: ProductDefinition): Set<string> {
  const ids = new Set<string>();
  for (const block of p.grid) {
    let combos: Partial<Record<DimensionName, string>>[] = [{}];
    for (const d of p.dimensions) combos = combos.flatMap((c) => block[d]!.map((v) => ({ ...c, [d]: v })));
    for (const c of combos) ids.add(encodeVariantId(p.productId, p.dimensions, c));
  }
  return ids;
}

describe('canonical dimension values', () => {
  it.each([
    ['power', '-2.5', '-2.50'],
    ['power', -2.5, '-2.50'],
    ['power', '+1.5', '+1.50'],
    ['power', '1.50', '+1.50'],
    ['power', '0', '0.00'],
    ['power', '-0', '0.00'],
    ['cylinder', '-.75', '-0.75'],
    ['cylinder', '-0.75', '-0.75'],
    ['baseCurve', 8.6, '8.6'],
    ['baseCurve', '8.60', '8.6'],
    ['diameter', '14', '14.0'],
    ['axis', '090', '90'],
    ['axis', 180, '180'],
    ['add', 'high', 'HIGH'],
    ['add', 1.5, '+1.50'],
    ['color', ' Pure Hazel ', 'Pure Hazel'],
  ] as const)('%s %j → %s', (dimension, input, expected) => {
    expect(canonicalValue(dimension as DimensionName, input)).toBe(expected);
  });
});

describe('parameter grids', () => {
  it('expands power in exact 0.25 D steps to ±6.00 and 0.50 D steps beyond, with no floating-point drift', () => {
    const values = expandSegments(raw.ranges['sphere-full']).map((n) => canonicalValue('power', n));
    expect(values).toHaveLength(12 + 49 + 4);
    expect(values.slice(0, 3)).toEqual(['-12.00', '-11.50', '-11.00']);
    expect(values).toContain('0.00');
    expect(values).toContain('-5.75');
    expect(values).not.toContain('-6.25');
    expect(values).not.toContain('+6.25');
    expect(values.at(-1)).toBe('+8.00');
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives toric axes from 10° to 180° in 10° steps', () => {
    expect(product('PRD-1008').grid[0]!.axis).toEqual(Array.from({ length: 18 }, (_, i) => String((i + 1) * 10)));
  });

  it('holds at least 30 products of three manufacturers, two with rewards and one with rebates', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(30);
    expect(catalog.manufacturers.map((m) => m.programme).sort()).toEqual(['rebates', 'rewards', 'rewards']);
    expect(new Set(catalog.manufacturers.map((m) => m.uniqueName)).size).toBe(3);
    for (const m of catalog.manufacturers) {
      expect(m.displayName && m.rewardsDisplayName && m.rewardsUrl && m.termsUrl && m.logoFile).toBeTruthy();
      expect(catalog.products.some((p) => p.manufacturerId === m.manufacturerId)).toBe(true);
    }
    for (const type of ['spherical', 'toric', 'multifocal', 'color']) expect(catalog.products.some((p) => p.lensType === type)).toBe(true);
    for (const modality of ['daily', 'two-week', 'monthly']) expect(catalog.products.some((p) => p.modality === modality)).toBe(true);
  });

  it('lists every product’s dimensions in the spec order and gives torics cylinder and axis, multifocals add, colour lenses color', () => {
    for (const p of catalog.products) {
      const order = p.dimensions.map((d) => DIMENSIONS.indexOf(d));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      if (p.lensType === 'toric') expect(p.dimensions).toEqual(expect.arrayContaining(['cylinder', 'axis']));
      if (p.lensType === 'multifocal') expect(p.dimensions).toContain('add');
      if (p.lensType === 'color') expect(p.dimensions).toContain('color');
    }
  });

  it('counts variants without enumerating them, and the count matches brute force (grid blocks are disjoint)', () => {
    for (const p of catalog.products) expect(variantCount(p), p.productId).toBe(enumerate(p).size);
    const largest = catalog.products.reduce((a, b) => (variantCount(b) > variantCount(a) ? b : a));
    expect(largest.lensType).toBe('toric');
    expect(variantCount(largest)).toBeGreaterThan(10_000);
  });

  it('refuses a file that references an unknown range or brand', () => {
    const broken = structuredClone(raw);
    broken.products[0].grid[0].power = 'no-such-range';
    expect(() => expandCatalog(broken)).toThrow(/unknown range/);
    const orphan = structuredClone(raw);
    orphan.products[0].brandId = 'BR-NONE';
    expect(() => expandCatalog(orphan)).toThrow(/unknown brand/);
  });
});

describe('variant ids', () => {
  const toric = product('PRD-1008');
  const values = { baseCurve: '8.6', diameter: '14.5', power: '-2.25', cylinder: '-1.25', axis: '180' };

  it('encode the product and its values in spec order and decode back', () => {
    const id = resolveVariant(toric, values);
    expect(id).toBe('PRD-1008:8.6:14.5:-2.25:-1.25:180');
    expect(decodeVariantId(id!)).toEqual({ productId: 'PRD-1008', values: ['8.6', '14.5', '-2.25', '-1.25', '180'] });
    expect(variantValues(toric, id!)).toEqual(values);
  });

  it.each([
    ['an axis the grid lacks', { ...values, axis: '95' }],
    ['a high cylinder at an axis it is not made in', { ...values, cylinder: '-2.75', axis: '30' }],
    ['a power outside the range', { ...values, power: '-12.00' }],
    ['a missing dimension', { baseCurve: '8.6', diameter: '14.5', power: '-2.25', cylinder: '-1.25' }],
  ])('do not resolve %s', (_label, selection) => {
    expect(resolveVariant(toric, selection)).toBeNull();
  });

  it('resolve the restricted high-cylinder block', () => {
    expect(resolveVariant(toric, { ...values, power: '-3.00', cylinder: '-2.75', axis: '90' })).toBe('PRD-1008:8.6:14.5:-3.00:-2.75:90');
  });

  it('reject ids of another product, with missing or extra values, or not ids at all', () => {
    expect(variantValues(toric, 'PRD-1006:8.4:14.0:-2.25')).toBeNull();
    expect(variantValues(toric, 'PRD-1008:8.6:14.5:-2.25:-1.25')).toBeNull();
    expect(variantValues(toric, 'PRD-1008:8.6:14.5:-2.25:-1.25:180:Blue')).toBeNull();
    expect(decodeVariantId('not a variant')).toBeNull();
  });

  it('canonicalise the user’s values and report dimensions the product does not have', () => {
    expect(canonicalSelection(toric, { power: '-2.5', axis: '090', color: 'Blue', add: '' })).toEqual({ selection: { power: '-2.50', axis: '90' }, unknown: ['color'] });
  });
});

describe('options', () => {
  it('flag a dimension with one value (spec point 8 warning)', () => {
    const options = productOptions(product('PRD-3012'));
    expect(options.map((o) => [o.dimensionName, o.singleValue])).toEqual([
      ['baseCurve', true],
      ['diameter', true],
      ['power', true],
    ]);
    expect(productOptions(product('PRD-1006')).find((o) => o.dimensionName === 'baseCurve')).toMatchObject({ options: ['8.4', '8.8'], singleValue: false });
  });

  it('narrow the other dimensions to what combines with the choices, keeping the chosen dimension changeable', () => {
    const toric = product('PRD-1008');
    const refreshed = refreshOptions(toric, { cylinder: '-2.75' })!;
    expect(refreshed.find((o) => o.dimensionName === 'axis')!.options).toEqual(['10', '20', '90', '160', '170', '180']);
    expect(refreshed.find((o) => o.dimensionName === 'power')!.options).toHaveLength(25);
    expect(refreshed.find((o) => o.dimensionName === 'cylinder')).toMatchObject({ options: ['-0.75', '-1.25', '-1.75', '-2.25', '-2.75'], selected: '-2.75' });
    const byAxis = refreshOptions(toric, { axis: '30' })!;
    expect(byAxis.find((o) => o.dimensionName === 'cylinder')!.options).toEqual(['-0.75', '-1.25', '-1.75', '-2.25']);
  });

  it('answer null for choices that do not combine (invalid product combination)', () => {
    expect(refreshOptions(product('PRD-1008'), { cylinder: '-2.75', axis: '30' })).toBeNull();
    expect(refreshOptions(product('PRD-1008'), { power: '+8.00' })).toBeNull();
  });
});

describe('catalog import decisions', () => {
  const spec = deciderSpec({ initial: initialCatalogItemState<ProductDefinition>, evolve: evolveProduct, decide: decideImportProduct });
  const p = product('PRD-1001');
  const added: ProductEvent = { type: 'ProductAdded', data: p };

  it('adds a new product', () => spec.given([]).when(p).then([added]));
  it('appends nothing for the same definition, whatever the key order of the stored one', () => {
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(p).reverse()))) as ProductDefinition;
    spec.given([{ type: 'ProductAdded', data: reordered }]).when(p).then([]);
  });
  it('appends ProductUpdated with the whole definition when something changed', () => {
    const changed = { ...p, boxPrice: 84.99 };
    spec.given([added]).when(changed).then([{ type: 'ProductUpdated', data: changed }]);
    spec.given([added, { type: 'ProductUpdated', data: changed }]).when(changed).then([]);
  });
  it('does the same for manufacturers', () => {
    const m = catalog.manufacturers[0]!;
    const mspec = deciderSpec({ initial: initialCatalogItemState<typeof m>, evolve: evolveManufacturer, decide: decideImportManufacturer });
    mspec.given([]).when(m).then([{ type: 'ManufacturerRegistered', data: m }]);
    mspec.given([{ type: 'ManufacturerRegistered', data: m }]).when(m).then([]);
    mspec.given([{ type: 'ManufacturerRegistered', data: m }]).when({ ...m, termsUrl: 'https://x.example/t' }).then([{ type: 'ManufacturerUpdated', data: { ...m, termsUrl: 'https://x.example/t' } }]);
  });
});

describe('labels and search criteria', () => {
  it.each([
    [1, '1 lens'],
    [6, '6 lenses'],
    [90, '90 lenses'],
  ])('pack size %i → %s', (n, label) => expect(packSizeLabel(n)).toBe(label));

  it('shows supply as amount plus unit', () => expect(supplyLabel(3, 'months')).toBe('3 months'));

  it('builds the image from the image host, the product number and _000_001.png, else the artwork route', () => {
    expect(productImageUrl('AUR10090', 'https://img.example/products/')).toBe('https://img.example/products/AUR10090_000_001.png');
    expect(productImageUrl('AUR10090', undefined)).toBe('/api/product/image?productNumber=AUR10090');
  });

  it.each([
    [{}, false],
    [{ brand: '  ', keyword: '' }, false],
    [{ brand: 'Aurora Day' }, true],
    [{ keyword: 'toric' }, true],
  ])('search criteria %j → %s', (input, ok) => expect(hasSearchCriteria(input)).toBe(ok));

  it('splits keywords into lower-case terms', () => expect(keywordTerms('  Toric  DAILY ')).toEqual(['toric', 'daily']));
});
