import { healthRoute } from './get-health';

/** Operations: health and projection lag. */
export const opsQueryRoutes = [healthRoute];
