import { getConfigsReply } from '../../../domain/rewards/api-schemas';
import { CLAIM_OPENS_AFTER_DELIVERY_HOURS, REWARD_PROGRAMMES, REWARDS_MINIMUM_AGE, REWARDS_MINIMUM_AGE_BY_STATE } from '../../../domain/rewards/programmes';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/order/rebate/getconfigs (spec point 7): the manufacturers with a programme, each with
 * the spec's fields (point 3 Manufacturer) from the catalog and its rules and amounts from
 * domain/rewards/programmes.ts. Signed-in users only.
 */
export const getRebateConfigsRoute = queryRoute(
  { method: 'POST', path: '/api/order/rebate/getconfigs', tags: ['rewards'], summary: 'The manufacturers’ rewards and rebate programmes', auth: 'any', readModels: ['catalog'], reply: getConfigsReply },
  async (_call, ctx) => {
    const rows = await ctx.db.withSchema('rm').selectFrom('catalog_manufacturers').selectAll().orderBy('display_name').execute();
    const manufacturers = rows.flatMap((m) => {
      const rules = REWARD_PROGRAMMES.find((p) => p.manufacturerId === m.manufacturer_id);
      if (!rules) return [];
      return [
        {
          uniqueName: m.unique_name,
          id: m.manufacturer_id,
          displayName: m.display_name,
          rewardsDisplayName: m.rewards_display_name,
          rewardsUrl: m.rewards_url,
          termsUrl: m.terms_url,
          logoFile: m.logo_file,
          programme: rules.programme,
          rules: {
            windowRule: rules.windowRule,
            windowMonths: rules.windowMonths,
            higherRewardWithinDays: rules.higherRewardWithinDays,
            minSupplyDays: rules.minSupplyDays,
            claimOpensAfterHours: CLAIM_OPENS_AFTER_DELIVERY_HOURS,
            minimumAge: REWARDS_MINIMUM_AGE,
            minimumAgeByState: { ...REWARDS_MINIMUM_AGE_BY_STATE },
            tiers: rules.tiers.map((t) => ({ minSupplyDays: t.minSupplyDays, amount: t.amountCents / 100, amountCents: t.amountCents, higherAmountCents: t.higherAmountCents ?? null })),
          },
        },
      ];
    });
    return { manufacturers };
  },
);
