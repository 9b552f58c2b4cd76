import type { ManufacturerDefinition, ManufacturerEvent, ProductDefinition, ProductEvent } from './events';

/**
 * Importing the catalog is idempotent: a definition equal to the stream's current one appends
 * nothing; a new one appends ManufacturerRegistered / ProductAdded; a changed one appends
 * ManufacturerUpdated / ProductUpdated with the whole new definition.
 */
export interface CatalogItemState<T> {
  current: T | null;
}

export const initialCatalogItemState = <T>(): CatalogItemState<T> => ({ current: null });

export function evolveManufacturer(_state: CatalogItemState<ManufacturerDefinition>, event: ManufacturerEvent): CatalogItemState<ManufacturerDefinition> {
  return { current: event.data };
}

export function evolveProduct(_state: CatalogItemState<ProductDefinition>, event: ProductEvent): CatalogItemState<ProductDefinition> {
  return { current: event.data };
}

export function decideImportManufacturer(definition: ManufacturerDefinition, state: CatalogItemState<ManufacturerDefinition>): ManufacturerEvent[] {
  if (!state.current) return [{ type: 'ManufacturerRegistered', data: definition }];
  return sameJson(state.current, definition) ? [] : [{ type: 'ManufacturerUpdated', data: definition }];
}

export function decideImportProduct(definition: ProductDefinition, state: CatalogItemState<ProductDefinition>): ProductEvent[] {
  if (!state.current) return [{ type: 'ProductAdded', data: definition }];
  return sameJson(state.current, definition) ? [] : [{ type: 'ProductUpdated', data: definition }];
}

/** Structural equality, independent of object key order (stored JSON may reorder keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
