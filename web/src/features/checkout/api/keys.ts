/** Query keys of the checkout feature. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  deliveryModes: (cartId: string) => ['checkout', 'delivery-modes', cartId] as const,
  cards: () => ['checkout', 'cards'] as const,
  history: (filters: object) => ['checkout', 'history', filters] as const,
  order: (salesOrderID: string) => ['checkout', 'order', salesOrderID] as const,
};
