import { type PricingEvent, type PricingRule, type PricingStrategy, SUGGESTED_STRATEGY, ruleKey } from './events';
import type { PricingConfig } from './price-calculator';

/** A location's pricing, folded from `pricing-{locationId}`. */
export interface PricingState {
  /** Any pricing event has been recorded. */
  exists: boolean;
  strategy: PricingStrategy;
  /** Custom rules by `scope:scopeId`, in the order they were first set. */
  rules: Record<string, PricingRule>;
  /** Favorite product ids, in the order they were added. */
  favorites: string[];
}

export const initialPricingState = (): PricingState => ({ exists: false, strategy: SUGGESTED_STRATEGY, rules: {}, favorites: [] });

export function evolvePricing(state: PricingState, event: PricingEvent): PricingState {
  switch (event.type) {
    case 'PricingStrategyUpdated':
      return { ...state, exists: true, strategy: event.data.strategy };
    case 'PricingRuleSet': {
      const r = event.data.rule;
      return { ...state, exists: true, rules: { ...state.rules, [ruleKey(r.scope, r.scopeId)]: r } };
    }
    case 'PricingRuleCleared': {
      const rules = { ...state.rules };
      delete rules[ruleKey(event.data.scope, event.data.scopeId)];
      return { ...state, exists: true, rules };
    }
    case 'FavoriteProductsAdded': {
      const known = new Set(state.favorites);
      return { ...state, exists: true, favorites: [...state.favorites, ...event.data.productIds.filter((id) => !known.has(id))] };
    }
    case 'FavoriteProductsRemoved': {
      const gone = new Set(event.data.productIds);
      return { ...state, exists: true, favorites: state.favorites.filter((id) => !gone.has(id)) };
    }
  }
}

export const pricingDecider = { initialState: initialPricingState, evolve: evolvePricing };

/** What the calculator needs from the state. */
export const pricingConfigOf = (state: PricingState): PricingConfig => ({ strategy: state.strategy, rules: Object.values(state.rules), favorites: state.favorites });
