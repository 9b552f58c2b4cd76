import { sql } from 'kysely';
import { allProductsInput, allProductsReply } from '../../../domain/catalog/api-schemas';
import { keywordTerms } from '../../../domain/catalog/search-products';
import { addDays, REORDER_WINDOW_DAYS } from '../../../domain/ordering/reorder';
import { assertMaySeePatient } from '../../../domain/patients/patient-access';
import { loadPatientRecord } from '../../lib/patient-access';
import { queryRoute } from '../../lib/query-route';
import { CATALOG_READERS, toSummary } from './load-product';
import { selectProducts } from './select-products';

/**
 * GET /api/product/all: the whole catalog (optionally narrowed by brand and/or keyword), by brand
 * then name. With `patientAccountNumber` (a patient's own list without it), each product carries
 * `dueForReorder` — the patient's current supply of it (D-423) ends within the window (D-420) — and
 * `dueForReorder=true` keeps only those (issue #20).
 */
export const allProductsRoute = queryRoute(
  { method: 'GET', path: '/api/product/all', tags: ['product'], summary: 'All products', auth: CATALOG_READERS, readModels: ['catalog', 'reorder_supply', 'customers'], input: allProductsInput, reply: allProductsReply },
  async ({ input, claims }, ctx) => {
    const rows = await selectProducts(ctx.db, input.brand, keywordTerms(input.keyword)).execute();
    const account = input.patientAccountNumber ?? (input.dueForReorder !== undefined && claims.customerGroup === 'Patient' ? claims.sub : undefined);
    if (!account) return { products: rows.map(toSummary), total: rows.length };
    assertMaySeePatient(claims, await loadPatientRecord(ctx.db, claims, account));
    const lastDue = addDays(new Date().toISOString().slice(0, 10), REORDER_WINDOW_DAYS - 1);
    const due = new Set(
      (
        await ctx.db
          .withSchema('rm')
          .selectFrom('reorder_supply')
          .select('product_id')
          .where('customer_account_number', '=', account)
          .where(sql<boolean>`NOT superseded`)
          .where('supply_until', '<=', lastDue)
          .execute()
      ).map((r) => r.product_id),
    );
    const products = rows.map((r) => ({ ...toSummary(r), dueForReorder: due.has(r.product_id) })).filter((p) => input.dueForReorder === undefined || p.dueForReorder === input.dueForReorder);
    return { products, total: products.length };
  },
);
