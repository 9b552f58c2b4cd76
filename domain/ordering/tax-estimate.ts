import { isUsStateCode } from '../shared/us-states';
import { STATE_TAX_RATES } from './tax-rates';

/**
 * Estimated sales tax in cents on `taxableCents` (the merchandise after discount and insurance;
 * shipping is not taxed) at the ship-to state's statewide rate (tax-rates.ts). In-office
 * inventory and pickup are taxed at the practice location's state. Unknown state → 0.
 * Rounded half up to the cent.
 */
export function estimateTaxCents(taxableCents: number, state: string | null | undefined): number {
  const code = (state ?? '').trim().toUpperCase();
  if (!isUsStateCode(code) || taxableCents <= 0) return 0;
  const rate = STATE_TAX_RATES[code];
  return Math.floor((taxableCents * rate + 50_000) / 100_000);
}

export const taxRatePercent = (state: string): number | null => {
  const code = state.trim().toUpperCase();
  return isUsStateCode(code) ? STATE_TAX_RATES[code] / 1000 : null;
};
