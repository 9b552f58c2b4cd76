/** The one place the orders feature's query keys are written (orders, carts' delivery modes, saved cards, pack sizes). */
export const orderKeys = {
  all: ['orders'] as const,
  order: (salesOrderID: string) => [...orderKeys.all, 'order', salesOrderID] as const,
  history: (filters: object) => [...orderKeys.all, 'history', filters] as const,
  deliveryModes: (cartId: string) => [...orderKeys.all, 'delivery-modes', cartId] as const,
  cards: () => [...orderKeys.all, 'cards'] as const,
  packSize: (productId: string, variantId: string, customerId: string) => [...orderKeys.all, 'pack-size', productId, variantId, customerId] as const,
};
