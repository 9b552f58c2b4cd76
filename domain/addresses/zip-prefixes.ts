import type { UsStateCode } from '../shared/us-states';

/**
 * USPS ZIP Code prefixes (the first three digits) by state, for the 50 states and DC (spec
 * point 5). Inclusive ranges; a few prefixes inside another state's range are listed on their own
 * first (005 NY, 055 MA, 201 VA, 569 DC, 733 TX, 885 TX). Territories (006–009 PR/VI, 969 Guam…)
 * are not in the list: we do not ship there. Military prefixes (APO/FPO/DPO) are kept apart.
 */
const RANGES: readonly (readonly [number, number, UsStateCode])[] = [
  [5, 5, 'NY'], [55, 55, 'MA'], [201, 201, 'VA'], [569, 569, 'DC'], [733, 733, 'TX'], [885, 885, 'TX'],
  [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 59, 'VT'], [60, 69, 'CT'],
  [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 205, 'DC'], [206, 219, 'MD'],
  [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [398, 399, 'GA'],
  [320, 339, 'FL'], [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [400, 427, 'KY'],
  [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'],
  [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'],
  [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'], [730, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'],
  [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [889, 898, 'NV'],
  [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/** APO/FPO/DPO ZIP prefixes: Armed Forces Europe (090–098), Americas (340), Pacific (962–966). */
const MILITARY: readonly (readonly [number, number])[] = [[90, 98], [340, 340], [962, 966]];

function prefixOf(zip: string): number | undefined {
  const m = /^(\d{3})\d{2}(-\d{4})?$/.exec(zip.trim());
  return m ? Number(m[1]) : undefined;
}

/** The state a ZIP Code belongs to, or undefined (unknown, territory or military). */
export function stateForZip(zip: string): UsStateCode | undefined {
  const p = prefixOf(zip);
  if (p === undefined) return undefined;
  return RANGES.find(([from, to]) => p >= from && p <= to)?.[2];
}

export function isMilitaryZip(zip: string): boolean {
  const p = prefixOf(zip);
  return p !== undefined && MILITARY.some(([from, to]) => p >= from && p <= to);
}
