import type { ProductPriceRow } from '@domain/pricing/api-schemas';
import type { PricingRule } from '@domain/pricing/events';
import { formatMoney } from '@domain/pricing/money';
import { priceProduct, type ProductPrice } from '@domain/pricing/price-calculator';
import { PRICE_TIERS, TIER_LABELS } from '@domain/pricing/tiers';
import { toStoredStrategy } from '@domain/pricing/update-strategy';
import { strategyIssues, type StrategyValues } from '@domain/pricing/pricing-values';
import { DataTable, dataColumns } from '@/components/data-table/data-table';

const MONEY = { className: 'col-money money' };
const column = dataColumns<{ product: ProductPriceRow; price: ProductPrice }>();
const previewColumns = column.columns([
  column.accessor((row) => row.product.productName, { id: 'product', header: 'Product', meta: { className: '' } }),
  column.accessor((row) => row.product.costCents, { id: 'cost', header: 'Cost', meta: MONEY, cell: ({ getValue }) => formatMoney(getValue()) }),
  ...PRICE_TIERS.map((tier) =>
    column.display({
      id: tier,
      header: TIER_LABELS[tier],
      meta: MONEY,
      cell: ({ row }) => (
        <span data-testid={`preview-${row.original.product.productId}-${tier}`}>
          {formatMoney(row.original.price.tiers[tier].retailCents)}
          <span className="pricing-sub">+{row.original.price.tiers[tier].markupPercent}%</span>
        </span>
      ),
    }),
  ),
]);

interface StrategyPreviewProps {
  values: StrategyValues;
  rules: readonly PricingRule[];
  favorites: readonly string[];
  products: readonly ProductPriceRow[];
}

/**
 * A live preview of the strategy being edited: a few products' cost → retail per tier, computed in
 * the browser with the same calculator the server prices orders with.
 */
export function StrategyPreview({ values, rules, favorites, products }: StrategyPreviewProps) {
  const valid = strategyIssues(values).length === 0;
  const config = valid ? { strategy: toStoredStrategy(values), rules, favorites } : null;
  return (
    <section aria-labelledby="pricing-preview-title" className="card card--padded">
      <h2 id="pricing-preview-title" className="section-title">
        Preview
      </h2>
      <p className="muted">What patients would pay per box with these settings, before you save.</p>
      <div aria-live="polite">
        {!config ? (
          <p className="muted">Fix the highlighted values to see the preview.</p>
        ) : (
          <DataTable
            columns={previewColumns}
            data={products.map((product) => ({ product, price: priceProduct(config, product) }))}
            getRowId={(row) => row.product.productId}
            caption="Preview of retail prices per box"
            className="pricing-preview"
            rowHeader="product"
          />
        )}
      </div>
    </section>
  );
}
