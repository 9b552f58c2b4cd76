import type { CustomerGroup } from '@domain/identity/customer-group';

/** How a customer group reads on screen (the stored literals are decision D-002). */
export const GROUP_LABELS: Record<CustomerGroup, string> = {
  Patient: 'Patient',
  Staff: 'Practice staff',
  Practice: 'Practice administrator',
  CSR: 'Support',
  Analyst: 'Analyst',
  Operator: 'Operator',
};

export function groupLabel(group: string): string {
  return GROUP_LABELS[group as CustomerGroup] ?? group;
}

/** "Clearview Eye Care – Downtown", not "Clearview Eye Care – Clearview Eye Care – Downtown". */
export function practiceAndLocation(practice: string | null, location: string | null): string | null {
  if (practice && location) return location.startsWith(practice) ? location : `${practice} – ${location}`;
  return practice ?? location ?? null;
}
