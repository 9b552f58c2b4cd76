import type { ProductDefinition, ProductEvent } from '../../domain/catalog/events';
import { productStream } from '../../domain/catalog/events';
import { evolveProduct, initialCatalogItemState } from '../../domain/catalog/import-catalog';
import type { EventStore } from '../../infra/event-store/port';

/** A product's current definition from its own stream (no read-model lag), or null. Prescriptions, pricing and carts check products with it. */
export async function loadProductDefinition(store: EventStore, productId: string): Promise<ProductDefinition | null> {
  const { events } = await store.readStream<ProductEvent>(productStream(productId));
  return events.reduce(evolveProduct, initialCatalogItemState<ProductDefinition>()).current;
}
