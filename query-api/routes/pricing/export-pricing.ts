import { locationIdsInput, pricingCsvReply } from '../../../domain/pricing/api-schemas';
import { TIER_LABELS, PRICE_TIERS } from '../../../domain/pricing/tiers';
import { type CsvCell, toCsv } from '../../lib/csv';
import { downloadRoute } from '../../lib/query-route';
import { pricingReadOf } from './load-pricing';
import { priceAll, rowView, scopeNamesOf, sortRows } from './price-rows';

const money = (n: number | null) => (n === null ? '' : n.toFixed(2));

export const PRICING_CSV_HEADER = [
  'Location ID',
  'Location',
  'Product ID',
  'Product number',
  'Product',
  'Brand',
  'Manufacturer',
  'Product type',
  'Favorite',
  'Priced by',
  'Cost',
  ...PRICE_TIERS.flatMap((t) => [`${TIER_LABELS[t]} retail`, `${TIER_LABELS[t]} markup`, `${TIER_LABELS[t]} markup %`, `${TIER_LABELS[t]} minimum`]),
];

/**
 * GET /api/pricing/export?locationIds (spec point 7): the pricing as CSV, one row per location ×
 * available product (location, then product A-Z), with cost and retail, markup, markup % and the
 * minimum per tier, in dollars. Cells a spreadsheet would run as formulas are neutralised (lib/csv).
 */
export const exportPricingRoute = downloadRoute(
  {
    path: '/api/pricing/export',
    tags: ['pricing'],
    summary: 'Pricing per location and product as CSV',
    auth: ['Staff', 'Practice'],
    readModels: ['pricing', 'catalog', 'practices'],
    input: locationIdsInput,
    produces: 'text/csv',
    reply: pricingCsvReply,
    errors: [404],
  },
  async ({ input, claims }, ctx) => {
    const { locations, pricing, products: catalog } = await pricingReadOf(ctx.db, claims, input.locationIds, 'all');
    const names = scopeNamesOf(catalog);
    const rows: CsvCell[][] = [PRICING_CSV_HEADER];
    for (const location of locations) {
      for (const r of sortRows(priceAll([location], pricing, catalog), 'az').map((x) => rowView(x, names))) {
        rows.push([
          r.locationId,
          r.locationName,
          r.productId,
          r.productNumber,
          r.productName,
          r.brandName,
          r.manufacturerName,
          r.productType,
          r.isFavorite ? 'yes' : 'no',
          r.pricedBy.label,
          money(r.cost),
          ...PRICE_TIERS.flatMap((t) => [money(r[t].retail), money(r[t].markup), r[t].markupPercent.toFixed(1), money(r[t].minimum)]),
        ]);
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return { type: 'text/csv; charset=utf-8', filename: `pricing-${day}.csv`, body: toCsv(rows) };
  },
);
