/** Query keys of the reorder feature (issue #20); only the queryOptions factories use them. */
export const reorderKeys = {
  all: ['reorder'] as const,
  upcoming: (page: number) => [...reorderKeys.all, 'upcoming', page] as const,
};
