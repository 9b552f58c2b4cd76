/**
 * Small, deterministic text formats for history sentences (no Intl, no clock): money from integer
 * cents, the product's MM/DD/YYYY dates (spec point 5 "Display"), lens powers with a real minus sign.
 */

/** 21240 → "$212.40"; 123456 → "$1,234.56"; negative → "−$5.00". */
export function money(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars as the catalog keeps them (54.99) → "$54.99". */
export function moneyFromDollars(dollars: number): string {
  return money(Math.round(dollars * 100));
}

/**
 * "2027-11-23" or "2027-11-23T10:00:00.000Z" → "11/23/2027" (the calendar day as written, UTC for
 * instants). Text that is already MM/DD/YYYY, or unreadable, is returned as it is.
 */
export function usDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value.trim();
}

/** A signed dimension value with a typographic minus ("-2.25" → "−2.25"). */
export function signed(value: string): string {
  return value.replace(/^-/, '−');
}

/** "5125550143" → "ending 0143" (phone numbers are personal: history shows the last four only). */
export function phoneEnding(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `ending ${digits.slice(-4)}` : 'on file';
}

/** "1 box", "4 boxes". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** ["a", "b", "c"] → "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "orderNotificationEmail" → "order notification email". */
export function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}
