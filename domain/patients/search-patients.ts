import type { SearchPatientsValues } from './api-schemas';

/**
 * The order of a page: by added date when asked; a keyword search by name; the plain list newest
 * first. TOO_MANY_RESULTS is for keyword searches only (decision D-004, D-076).
 */
export function patientListOrder(input: Pick<SearchPatientsValues, 'keyword' | 'addedDateSortBy'>): 'newest' | 'oldest' | 'name' {
  if (input.addedDateSortBy) return input.addedDateSortBy;
  return input.keyword ? 'name' : 'newest';
}
