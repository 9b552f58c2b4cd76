import { readFileSync } from 'node:fs';
import { expandCatalog } from '../domain/catalog/catalog-file';
import type { DimensionName } from '../domain/catalog/dimensions';
import type { GridBlock, ProductDefinition } from '../domain/catalog/events';
import { encodeVariantId, resolveVariant, variantCount } from '../domain/catalog/variant-id';
import { alternate } from './lib/measure';
import type { BenchContext, BenchResult } from './lib/types';

/**
 * catalog-variant-resolve: variant look-ups/s on the catalog's largest toric the way the query
 * API does them (fetch the product's grid by primary key, resolve against its few blocks), against
 * the naive design: one row per variant (every combination stored) and an indexed lookup by the
 * dimension values. Not registered in run.ts by default: add
 * `{ name: 'catalog', file: './catalog.bench.ts', exportName: 'catalogBench' }` to OPTIONAL_BENCHES.
 */
export async function catalogBench(ctx: BenchContext): Promise<BenchResult[]> {
  const catalog = expandCatalog(JSON.parse(readFileSync(new URL('../infra/catalog-data/catalog.json', import.meta.url), 'utf8')));
  const toric = catalog.products.reduce((a, b) => (variantCount(b) > variantCount(a) ? b : a));
  const all = enumerate(toric);

  await ctx.sql.exec(`
    CREATE TABLE bench_products (product_id text PRIMARY KEY, dimensions jsonb NOT NULL, grid jsonb NOT NULL);
    CREATE TABLE bench_variants (variant_id text PRIMARY KEY, product_id text NOT NULL, base_curve text, diameter text, power text, cylinder text, axis text);
    CREATE INDEX bench_variants_dims ON bench_variants (product_id, power, cylinder, axis, base_curve, diameter);`);
  await ctx.sql.query('INSERT INTO bench_products VALUES ($1, $2::jsonb, $3::jsonb)', [toric.productId, JSON.stringify(toric.dimensions), JSON.stringify(toric.grid)]);
  for (let i = 0; i < all.length; i += 1000) {
    const chunk = all.slice(i, i + 1000);
    const params: string[] = [];
    const rows = chunk.map((v, j) => {
      params.push(encodeVariantId(toric.productId, toric.dimensions, v), toric.productId, v.baseCurve!, v.diameter!, v.power!, v.cylinder!, v.axis!);
      const b = j * 7;
      return `($${b + 1},$${b + 2},$${b + 3},$${b + 4},$${b + 5},$${b + 6},$${b + 7})`;
    });
    await ctx.sql.query(`INSERT INTO bench_variants VALUES ${rows.join(',')}`, params);
  }
  await ctx.sql.exec('ANALYZE bench_variants');

  const lookups = ctx.quick ? 400 : 3_000;
  const pick = (i: number) => all[(i * 7919) % all.length]!;
  let found = 0;
  const t = await alternate(
    4,
    async (round) => {
      for (let i = 0; i < lookups / 4; i++) {
        const v = pick(round * lookups + i);
        const { rows } = await ctx.sql.query<{ dimensions: unknown; grid: unknown }>('SELECT dimensions, grid FROM bench_products WHERE product_id = $1', [toric.productId]);
        const row = rows[0]!;
        const parse = <T>(x: unknown) => (typeof x === 'string' ? JSON.parse(x) : x) as T;
        if (resolveVariant({ productId: toric.productId, dimensions: parse<DimensionName[]>(row.dimensions), grid: parse<GridBlock[]>(row.grid) }, v)) found++;
      }
    },
    async (round) => {
      for (let i = 0; i < lookups / 4; i++) {
        const v = pick(round * lookups + i);
        const { rows } = await ctx.sql.query(
          'SELECT variant_id FROM bench_variants WHERE product_id = $1 AND power = $2 AND cylinder = $3 AND axis = $4 AND base_curve = $5 AND diameter = $6',
          [toric.productId, v.power, v.cylinder, v.axis, v.baseCurve, v.diameter],
        );
        if (rows.length === 1) found++;
      }
    },
  );
  if (found !== lookups * 2) throw new Error(`resolved ${found} of ${lookups * 2}`);

  // The pure resolution alone (what a request costs beyond its one primary-key read), against a
  // lookup in an in-memory set of every enumerated variant id.
  const n = 200_000;
  const ids = new Set(all.map((v) => encodeVariantId(toric.productId, toric.dimensions, v)));
  let hits = 0;
  const pure = await alternate(
    2,
    async () => {
      for (let i = 0; i < n / 2; i++) if (resolveVariant(toric, pick(i))) hits++;
    },
    async () => {
      for (let i = 0; i < n / 2; i++) if (ids.has(encodeVariantId(toric.productId, toric.dimensions, pick(i)))) hits++;
    },
  );
  if (hits !== n * 2) throw new Error(`resolved ${hits} of ${n * 2}`);

  return [
    { name: `catalog-variant-resolve (${toric.productId}, ${all.length} variants)`, value: Math.round(lookups / t.ours), unit: 'lookups/s', baseline: Math.round(lookups / t.baseline), baselineUnit: 'lookups/s (row per variant)' },
    { name: 'catalog-variant-resolve-pure', value: Math.round(n / pure.ours), unit: 'resolves/s', baseline: Math.round(n / pure.baseline), baselineUnit: 'resolves/s (set of all variant ids)' },
  ];
}

function enumerate(p: ProductDefinition): Partial<Record<DimensionName, string>>[] {
  const out: Partial<Record<DimensionName, string>>[] = [];
  for (const block of p.grid) {
    let combos: Partial<Record<DimensionName, string>>[] = [{}];
    for (const d of p.dimensions) combos = combos.flatMap((c) => block[d]!.map((v) => ({ ...c, [d]: v })));
    out.push(...combos);
  }
  return out;
}
