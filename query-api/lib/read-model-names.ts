/**
 * The read models the query API reads (projection names). query-api may not import projections/
 * (guide §2), so the names are listed here; a unit test checks they match the projections.
 */
export const READ_MODEL_NAMES = ['customers', 'practices', 'sessions'] as const;
