import type { MarkupType, PricingScope } from './events';
import { formatMoney, dollarsToCents } from './money';
import { TIER_LABELS, PRICE_TIERS } from './tiers';
import type { StrategyView } from './api-schemas';
import { MINIMUM_FIELDS, VALUE_FIELDS } from './pricing-values';

/** Spec point 3 "Discount types: Suggested, Percentage, Fixed, Custom": the labels of the four strategy types. */
export const MARKUP_TYPE_LABELS: Record<MarkupType, string> = { suggested: 'Suggested', percentage: 'Percentage', dollar: 'Fixed', custom: 'Custom' };

export const SCOPE_LABELS: Record<PricingScope, string> = { product: 'Product', brand: 'Brand', productType: 'Product type', manufacturer: 'Manufacturer', favorites: 'Favorites' };

const percent = (serverValue: number) => `${Math.round((serverValue - 100) * 100) / 100}%`;
const dollars = (value: number) => formatMoney(dollarsToCents(value));

/** The strategy in plain words (the pricing overview). Percentages are shown as x (spec point 7). */
export function describeStrategy(s: StrategyView): string[] {
  const lines: string[] = [];
  const show = s.markupType === 'percentage' ? percent : dollars;
  switch (s.markupType) {
    case 'suggested':
      lines.push('Suggested pricing: a 40% markup on every product.');
      break;
    case 'custom':
      lines.push('Custom: your own markups or prices per product, brand, product type, manufacturer or favorites; products without a rule use suggested pricing (40%).');
      break;
    default: {
      const label = MARKUP_TYPE_LABELS[s.markupType];
      if (s.tiered) {
        const parts = PRICE_TIERS.map((tier) => {
          const v = s[VALUE_FIELDS[tier]];
          return `${v === null ? '—' : show(v)} ${TIER_LABELS[tier].toLowerCase()}`;
        });
        lines.push(`${label}, tiered: ${parts.join(', ')}${s.markupType === 'dollar' ? ' added per box' : ' markup'}.`);
      } else if (s.markupValue !== null) {
        lines.push(s.markupType === 'percentage' ? `${label}: a ${show(s.markupValue)} markup on every product.` : `${label}: ${show(s.markupValue)} added to every box.`);
      }
    }
  }
  const minimums = PRICE_TIERS.flatMap((tier) => {
    const v = s[MINIMUM_FIELDS[tier]];
    return v === null ? [] : [`${dollars(v)} ${TIER_LABELS[tier].toLowerCase()}`];
  });
  if (minimums.length > 0) lines.push(`Minimum price per box: ${minimums.join(', ')}.`);
  return lines;
}

/** A custom rule in the API's form (percentages as 100 + x, dollars) in words, e.g. "Brand Aurora Day: a 35% markup". */
export function describeRule(
  rule: { scope: PricingScope; markupType: string; tiered: boolean; markupValue?: number | null | undefined; unitMarkupValue?: number | null | undefined; semiAnnualMarkupValue?: number | null | undefined; annualMarkupValue?: number | null | undefined },
  scopeName: string,
): string {
  const value = (v: number | null | undefined) => (v === null || v === undefined ? '—' : rule.markupType === 'percentage' ? percent(v) : dollars(v));
  const what = rule.markupType === 'price' ? 'price per box' : rule.markupType === 'dollar' ? 'added per box' : 'markup';
  const target = rule.scope === 'favorites' ? 'Favorites' : `${SCOPE_LABELS[rule.scope]} ${scopeName}`;
  if (!rule.tiered) return `${target}: ${value(rule.markupValue ?? rule.unitMarkupValue)} ${what}`;
  const tiers = PRICE_TIERS.map((tier) => `${value(rule[VALUE_FIELDS[tier]])} ${TIER_LABELS[tier].toLowerCase()}`);
  return `${target}: ${tiers.join(', ')} (${what})`;
}
