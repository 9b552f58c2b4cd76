import { z } from 'zod';

/**
 * The page a list query asks for, one rule for every list: `limit` rows (1 to `maxLimit`, the
 * screen's page size when not given) from `offset` (0 or more, at most `maxOffset` where a list
 * bounds it). Spread into the query's object: `z.object({ ...filters, ...pageWindow(20) })`.
 */
export function pageWindow(defaultLimit: number, { maxLimit = 100, maxOffset }: { maxLimit?: number; maxOffset?: number } = {}) {
  const offset = z.coerce.number().int().min(0);
  return {
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: (maxOffset === undefined ? offset : offset.max(maxOffset)).default(0),
  };
}
