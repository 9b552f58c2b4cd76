/** The one place the distributor-staff feature's query keys are written. */
export const distributorStaffKeys = {
  all: ['distributor-staff'] as const,
  lists: () => [...distributorStaffKeys.all, 'list'] as const,
  list: (filters: { search: string; role: string; status: string }, page: number) => [...distributorStaffKeys.lists(), filters, page] as const,
};
