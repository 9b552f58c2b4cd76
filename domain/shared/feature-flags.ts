/**
 * Feature flags (spec point 3: "dateOfService (behind a feature flag)"; point 9: free shipping
 * "sits under a feature flag"). A deployment turns them on with the environment variable
 * `FEATURE_FLAGS=dateOfService,…` (read in infra/config/feature-flags.ts); the browser receives
 * them from POST /api/session/config. Unknown names are ignored.
 */
export const FEATURE_FLAG_NAMES = ['dateOfService', 'welcomeEmailOption', 'freeShippingRule'] as const;
export type FeatureFlag = (typeof FEATURE_FLAG_NAMES)[number];

export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

export const NO_FEATURE_FLAGS: FeatureFlags = { dateOfService: false, welcomeEmailOption: false, freeShippingRule: false };

/** `"dateOfService, other"` → `{ dateOfService: true }` (case-insensitive, spaces ignored). */
export function parseFeatureFlags(text: string | undefined | null): FeatureFlags {
  const wanted = new Set(
    (text ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const flags = { ...NO_FEATURE_FLAGS } as Record<FeatureFlag, boolean>;
  for (const name of FEATURE_FLAG_NAMES) flags[name] = wanted.has(name.toLowerCase());
  return flags;
}

export const enabledFeatureFlags = (flags: FeatureFlags): FeatureFlag[] => FEATURE_FLAG_NAMES.filter((n) => flags[n]);
