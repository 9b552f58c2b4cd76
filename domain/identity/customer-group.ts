/** Customer groups of spec point 3. The literal stored values are ours (decision D-002). */
export const CUSTOMER_GROUPS = ['CSR', 'Patient', 'Staff', 'Practice', 'Analyst', 'Operator'] as const;
export type CustomerGroup = (typeof CUSTOMER_GROUPS)[number];

/** Practice-side groups: staff at a location, and the practice (ECP) administrator. */
export function isPracticeSide(group: string): group is 'Staff' | 'Practice' {
  return group === 'Staff' || group === 'Practice';
}

/**
 * The distributor's own staff besides its CSRs (issues #32, #33; D-740): analysts, who question the
 * history de-identified, and operators, who run the platform. No practice, no location, no
 * patients; a CSR creates or invites them, and they always sign in with a second factor.
 */
export const DISTRIBUTOR_STAFF_GROUPS = ['Analyst', 'Operator'] as const;
export type DistributorStaffGroup = (typeof DISTRIBUTOR_STAFF_GROUPS)[number];

export function isDistributorStaff(group: string | undefined): group is DistributorStaffGroup {
  return group === 'Analyst' || group === 'Operator';
}

/** Groups that may not reach anything but the two-factor enrolment before a completed second factor (D-742). */
export function requiresSecondFactor(group: string | undefined): boolean {
  return isDistributorStaff(group);
}

/**
 * The groups of the ordering platform itself: what a route's `auth: 'any'` admits. Distributor staff
 * reach only the routes that name them (deny by default, D-741).
 */
export const PLATFORM_GROUPS = ['CSR', 'Patient', 'Staff', 'Practice'] as const satisfies readonly CustomerGroup[];
