export const orderingKeys = {
  all: ['ordering'] as const,
  order: (salesOrderID: string) => [...orderingKeys.all, 'order', salesOrderID] as const,
  history: (accountNumber: string) => [...orderingKeys.all, 'history', accountNumber] as const,
  deliveryModes: (cartId: string) => [...orderingKeys.all, 'delivery-modes', cartId] as const,
};
