import { customersProjection } from './customers';
import type { Projection } from './lib/projection';
import { practicesProjection } from './practices';
import { sessionsProjection } from './sessions';

/** Every read model the workers keep up to date. */
export const projections: readonly Projection[] = [customersProjection, practicesProjection, sessionsProjection];

export type { Projection } from './lib/projection';
