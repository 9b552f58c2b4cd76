import type { ProductSearchInput } from './api-schemas';

/**
 * Product search (spec point 5 "Product search. Needs a brand and/or a keyword.") and its texts
 * (spec point 8 Search: no search criteria, too many product results, no product found,
 * invalid product combination).
 */
export const PRODUCT_SEARCH_LIMIT = 25;

export const CATALOG_MESSAGES = {
  noSearchCriteria: 'Please enter a brand or a keyword to search for a product.',
  tooManyProducts: 'There are too many products matching your search. Try adjusting your search.',
  noProductFound: 'No product found. Try a different brand or keyword.',
  invalidCombination: 'Invalid product combination. Please check the selected lens parameters.',
  productNotFound: 'No product found.',
  variantNotFound: 'No product variant found for this id.',
} as const;

/** True when the search names a brand and/or a keyword. */
export function hasSearchCriteria(input: ProductSearchInput): boolean {
  return Boolean(input.brand?.trim() || input.keyword?.trim());
}

/** Lower-cased words of the keyword; a product matches when its text holds all of them. */
export function keywordTerms(keyword: string | undefined): string[] {
  return (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}
