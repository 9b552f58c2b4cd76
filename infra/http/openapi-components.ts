import { z } from 'zod';

/**
 * Schemas that /api/openapi.json lists once under components.schemas and references by $ref
 * instead of repeating them inline in every route (the error body alone is on ~8 responses of
 * each of ~130 routes). A schema joins with `openApiComponents.add(schema, { id: 'Name' })`.
 */
export const openApiComponents = z.registry<{ id: string; description?: string }>();
