/** Money helpers of pricing: dollars with at most two decimals ↔ integer cents. */

/** A number has at most two decimals (1.005 has three). */
export const hasTwoDecimalsAtMost = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** "$1,234.50" (the screens' money format). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** A form's text as a number: '' → null, anything else not a number → NaN. "$1,234.50" and "35 %" are read. */
export function parseAmount(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return text;
  const t = text.replace(/[$,%\s]/g, '');
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}
