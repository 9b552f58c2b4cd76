/**
 * Feature flags (spec point 3: "dateOfService (behind a feature flag)"; point 9: free shipping
 * "sits under a feature flag"). A deployment turns them on with the environment variable
 * `FEATURE_FLAGS=dateOfService,…` (read in infra/config/feature-flags.ts); the browser receives
 * them from POST /api/session/config. Unknown names are ignored.
 */
export const FEATURE_FLAG_NAMES = ['dateOfService', 'welcomeEmailOption', 'freeShippingRule', 'rebateDetails'] as const;
export type FeatureFlag = (typeof FEATURE_FLAG_NAMES)[number];

export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

export const NO_FEATURE_FLAGS: FeatureFlags = { dateOfService: false, welcomeEmailOption: false, freeShippingRule: false, rebateDetails: false };

/**
 * Flags on unless the deployment turns them off (D-393): the free-shipping rule of spec point 9
 * is what a real store ships, so every order does not pay 5.99 by default.
 */
export const DEFAULT_ON_FEATURE_FLAGS: readonly FeatureFlag[] = ['freeShippingRule'];

/**
 * `"dateOfService, other"` → `{ dateOfService: true }` (case-insensitive, spaces ignored); a flag on
 * by default is turned off with a leading minus (`-freeShippingRule`).
 */
export function parseFeatureFlags(text: string | undefined | null): FeatureFlags {
  const names = (text ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const wanted = new Set(names);
  const flags = { ...NO_FEATURE_FLAGS } as Record<FeatureFlag, boolean>;
  for (const name of FEATURE_FLAG_NAMES) {
    const key = name.toLowerCase();
    flags[name] = wanted.has(key) || (DEFAULT_ON_FEATURE_FLAGS.includes(name) && !wanted.has(`-${key}`));
  }
  return flags;
}

export const enabledFeatureFlags = (flags: FeatureFlags): FeatureFlag[] => FEATURE_FLAG_NAMES.filter((n) => flags[n]);
