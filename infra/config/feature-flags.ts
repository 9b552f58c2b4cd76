import { type FeatureFlags, parseFeatureFlags } from '../../domain/shared/feature-flags';

/** The deployment's feature flags from `FEATURE_FLAGS` (comma-separated names, e.g. `dateOfService`). */
export function featureFlags(env: NodeJS.ProcessEnv = process.env): FeatureFlags {
  return parseFeatureFlags(env.FEATURE_FLAGS);
}
