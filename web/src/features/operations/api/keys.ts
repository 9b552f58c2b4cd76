/** Query keys of the operations console (issue #33); only the queryOptions factories use them. */
export const opsKeys = {
  all: ['operations'] as const,
  projections: () => [...opsKeys.all, 'projections'] as const,
  queues: () => [...opsKeys.all, 'queues'] as const,
  processes: () => [...opsKeys.all, 'processes'] as const,
  actions: () => [...opsKeys.all, 'actions'] as const,
};

/**
 * The console's figures move without events (lag, queue depths, heartbeats): each read is repeated
 * every few seconds while the page is open; the live channel brings the operators' actions at once.
 */
export const OPS_REFRESH_MS = 3000;
