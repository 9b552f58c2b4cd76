import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationIdsInput, pricingCsvReply } from '../../../domain/pricing/api-schemas';
import { TIER_LABELS, PRICE_TIERS } from '../../../domain/pricing/tiers';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import { type CsvCell, toCsv } from '../../lib/csv';
import type { QueryContext } from '../../lib/context';
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
 * A plain Fastify route, not queryRoute: the reply is CSV text (`produces: text/csv`), not JSON.
 */
export const exportPricingRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/pricing/export',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Pricing per location and product as CSV',
        security: [{ bearer: [] }],
        querystring: locationIdsInput,
        produces: ['text/csv'],
        response: { 200: pricingCsvReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['pricing', 'catalog', 'practices'] },
    },
    async (request, reply) => {
      const { locations, pricing, products: catalog } = await pricingReadOf(ctx.db, requireClaims(request), request.query.locationIds, 'all');
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
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pricing-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv(rows));
    },
  );
};
