import type { ProductDefinition, ProductEvent } from '../../domain/catalog/events';
import { productStream } from '../../domain/catalog/events';
import { type CatalogItemState, evolveProduct, initialCatalogItemState } from '../../domain/catalog/import-catalog';
import type { EventStore } from '../../infra/event-store/port';
import { foldStream } from './request-store';

const product = { initialState: initialCatalogItemState<ProductDefinition>, evolve: evolveProduct };

/** A product's current definition from its own stream (no read-model lag; in a command request, the request's state), or null. Prescriptions, pricing and carts check products with it. */
export async function loadProductDefinition(store: EventStore, productId: string): Promise<ProductDefinition | null> {
  return (await foldStream<CatalogItemState<ProductDefinition>, ProductEvent>(store, productStream(productId), product)).state.current;
}
