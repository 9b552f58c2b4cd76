/** Customer groups of spec point 3. The literal stored values are ours (decision D-002). */
export const CUSTOMER_GROUPS = ['CSR', 'Patient', 'Staff', 'Practice'] as const;
export type CustomerGroup = (typeof CUSTOMER_GROUPS)[number];

/** Practice-side groups: staff at a location, and the practice (ECP) administrator. */
export function isPracticeSide(group: string): group is 'Staff' | 'Practice' {
  return group === 'Staff' || group === 'Practice';
}
