/**
 * Manufacturer rewards and rebate programmes (issue #15, spec points 1, 3, 9) as data: one entry
 * per manufacturer, its rules and its amounts. The manufacturer's spec fields (unique name, id,
 * display name, rewards display name, rewards URL, terms URL, logo file) come from the catalog
 * (infra/catalog-data/catalog.json); this table adds the rules. Amounts in cents (D-301, D-302).
 */

/** The reward for an order giving at least `minSupplyDays` per eye (360 = annual, 180 = semi-annual). */
export interface RewardTier {
  minSupplyDays: number;
  /** Claimed within the higher-reward window (when the programme has one). */
  higherAmountCents?: number;
  amountCents: number;
}

export interface ProgrammeRules {
  manufacturerId: string;
  programme: 'rewards' | 'rebates';
  /**
   * Spec point 9: 'annualSupplyWithin12Months' — the annual supply must fall within 12 months of
   * the service date; 'serviceDateWithin1Year' — the service date must be within 1 year.
   */
  windowRule: 'annualSupplyWithin12Months' | 'serviceDateWithin1Year';
  /** Length of the window after the service date, in calendar months (12 months / 1 year). */
  windowMonths: number;
  /** Spec point 9: a higher reward within 60 days of the service date (null: none). */
  higherRewardWithinDays: number | null;
  /** Minimum order quantity, as days of supply per ordered eye (code 2 below it). */
  minSupplyDays: number;
  /** Highest tier first. */
  tiers: RewardTier[];
  /** Products of the manufacturer that the programme does not cover (code 11). */
  excludedProductIds: string[];
}

/** Spec point 9: "Delivered-status wait 24 hours". */
export const CLAIM_OPENS_AFTER_DELIVERY_HOURS = 24;
/** Spec point 9: minimum ages 18 (19 in AL and NE). */
export const REWARDS_MINIMUM_AGE = 18;
export const REWARDS_MINIMUM_AGE_BY_STATE: Readonly<Record<string, number>> = { AL: 19, NE: 19 };
/** Spec point 9 "annual supply" / "semi-annual" (D-101 days: a year of supply is 360 days). */
export const ANNUAL_SUPPLY_DAYS = 360;
export const SEMI_ANNUAL_SUPPLY_DAYS = 180;

export const REWARD_PROGRAMMES: readonly ProgrammeRules[] = [
  {
    manufacturerId: 'MFR-AURORA',
    programme: 'rewards',
    windowRule: 'annualSupplyWithin12Months',
    windowMonths: 12,
    higherRewardWithinDays: 60,
    minSupplyDays: ANNUAL_SUPPLY_DAYS,
    tiers: [{ minSupplyDays: ANNUAL_SUPPLY_DAYS, higherAmountCents: 15_000, amountCents: 10_000 }],
    excludedProductIds: ['PRD-1012'],
  },
  {
    manufacturerId: 'MFR-MERIDIAN',
    programme: 'rewards',
    windowRule: 'serviceDateWithin1Year',
    windowMonths: 12,
    higherRewardWithinDays: null,
    minSupplyDays: SEMI_ANNUAL_SUPPLY_DAYS,
    tiers: [
      { minSupplyDays: ANNUAL_SUPPLY_DAYS, amountCents: 10_000 },
      { minSupplyDays: SEMI_ANNUAL_SUPPLY_DAYS, amountCents: 4_000 },
    ],
    excludedProductIds: ['PRD-2011'],
  },
  {
    manufacturerId: 'MFR-COASTAL',
    programme: 'rebates',
    windowRule: 'serviceDateWithin1Year',
    windowMonths: 12,
    higherRewardWithinDays: null,
    minSupplyDays: SEMI_ANNUAL_SUPPLY_DAYS,
    tiers: [
      { minSupplyDays: ANNUAL_SUPPLY_DAYS, amountCents: 7_500 },
      { minSupplyDays: SEMI_ANNUAL_SUPPLY_DAYS, amountCents: 3_000 },
    ],
    excludedProductIds: ['PRD-3012'],
  },
];

export function programmeOf(manufacturerId: string | null | undefined, programmes: readonly ProgrammeRules[] = REWARD_PROGRAMMES): ProgrammeRules | null {
  return programmes.find((p) => p.manufacturerId === manufacturerId) ?? null;
}
