import type { ProductPriceRow } from '@domain/pricing/api-schemas';
import type { PricingRule } from '@domain/pricing/events';
import { formatMoney } from '@domain/pricing/money';
import { priceProduct } from '@domain/pricing/price-calculator';
import { PRICE_TIERS, TIER_LABELS } from '@domain/pricing/tiers';
import { toStoredStrategy } from '@domain/pricing/update-strategy';
import { strategyIssues, type StrategyValues } from '@domain/pricing/pricing-values';

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
          <div className="table-scroll">
            <table className="data-table pricing-preview">
              <caption className="visually-hidden">Preview of retail prices per box</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="col-money">
                    Cost
                  </th>
                  {PRICE_TIERS.map((tier) => (
                    <th key={tier} scope="col" className="col-money">
                      {TIER_LABELS[tier]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {products.map((p) => {
                  const price = priceProduct(config, p);
                  return (
                    <tr key={p.productId}>
                      <th scope="row">{p.productName}</th>
                      <td className="col-money money">{formatMoney(p.costCents)}</td>
                      {PRICE_TIERS.map((tier) => (
                        <td key={tier} className="col-money money" data-testid={`preview-${p.productId}-${tier}`}>
                          {formatMoney(price.tiers[tier].retailCents)}
                          <span className="pricing-sub">+{price.tiers[tier].markupPercent}%</span>
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
