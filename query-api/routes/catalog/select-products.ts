import type { Kysely } from 'kysely';
import type { ReadModels } from '../../../infra/read-models/tables';

/** Products with their manufacturer's display name; brand is a recordId or a brand name (any case). */
export function selectProducts(db: Kysely<ReadModels>, brand: string | undefined, terms: readonly string[]) {
  let q = db
    .withSchema('rm')
    .selectFrom('catalog_products as p')
    .leftJoin('catalog_manufacturers as m', 'm.manufacturer_id', 'p.manufacturer_id')
    .selectAll('p')
    .select('m.display_name as manufacturer_name');
  const b = brand?.trim();
  if (b) q = q.where((eb) => eb.or([eb('p.brand_id', '=', b), eb(eb.fn('lower', ['p.brand_name']), '=', b.toLowerCase())]));
  for (const t of terms) q = q.where('p.search_text', 'like', `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return q.orderBy('p.brand_name').orderBy('p.name');
}
