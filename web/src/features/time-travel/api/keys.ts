type Params = Record<string, string | number | undefined>;

/** Query keys of time travel (issue #32); only the queryOptions factories use them. */
export const timeTravelKeys = {
  all: ['time-travel'] as const,
  snapshots: (params: Params) => [...timeTravelKeys.all, 'snapshots', params] as const,
  compareSales: (params: Params) => [...timeTravelKeys.all, 'compare-sales', params] as const,
  compareOrderStatus: (params: Params) => [...timeTravelKeys.all, 'compare-order-status', params] as const,
};
