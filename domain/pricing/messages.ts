/** Texts of the pricing screens and commands. The update error is spec point 8, verbatim; the rest are ours (D-152). */
export const PRICING_MESSAGES = {
  /** Spec point 8 "Update errors for: … pricing strategy". */
  updateFailed: 'Pricing strategy could not be updated.',
  loadFailed: 'We couldn’t load your pricing. Refresh the page to try again.',
  markupRequired: 'Enter a markup.',
  markupNegative: 'A markup cannot be negative: prices never go below cost.',
  percentTooHigh: 'A markup can be at most 500%.',
  dollarTooHigh: 'A markup can be at most $1,000.00 per box.',
  twoDecimals: 'Enter a number with at most two decimals.',
  minimumNotPositive: 'Enter a minimum price above $0.00, or leave it empty.',
  minimumTooHigh: 'A minimum price can be at most $5,000.00 per box.',
  priceRequired: 'Enter a price.',
  priceTooHigh: 'A price can be at most $5,000.00 per box.',
  priceBelowCost: (cost: string) => `The price cannot be below the product's cost of ${cost} per box.`,
  priceOnlyForProducts: 'A price can be set for a single product only; use a markup for a brand, manufacturer, product type or your favorites.',
  scopeIdRequired: 'Choose what the rule is for.',
  scopeNotFound: 'Nothing in the catalog matches this brand, manufacturer, product type or product.',
  productNotFound: 'Product not found.',
  locationNotFound: 'This practice has no location with this id.',
  staffOwnLocation: 'Practice staff can see and change the pricing of their own location only.',
  tooManyFavorites: 'A location can have at most 500 favorite products.',
} as const;

/** Sensible maxima (D-152). */
export const MAX_PERCENT_MARKUP = 500;
export const MAX_DOLLAR_MARKUP_CENTS = 100_000;
export const MAX_PRICE_CENTS = 500_000;
export const MAX_FAVORITES = 500;
