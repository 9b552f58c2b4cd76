import type { CartLine, OrderCheckedOut } from '../../domain/ordering/events';

/** An OrderCheckedOut as helper O1's CheckOut appends it (contract: domain/ordering/events.ts), for the order read-side tests. */
export const toricOd: CartLine = {
  eye: 'OD',
  productId: 'PRD-1008',
  variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180',
  dimensions: { baseCurve: '8.6', diameter: '14.5', power: '-2.25', cylinder: '-1.25', axis: '180' },
  boxes: 4,
  packSize: 6,
  unitPriceCents: 5460,
  supplyDays: 360,
};
export const sphereOs: CartLine = {
  eye: 'OS',
  productId: 'PRD-1006',
  variantId: 'PRD-1006:8.4:14.0:-2.00',
  dimensions: { baseCurve: '8.4', diameter: '14.0', power: '-2.00' },
  boxes: 2,
  packSize: 6,
  unitPriceCents: 3150,
  supplyDays: 180,
};

export function checkedOut(over: Partial<OrderCheckedOut['data']> & { orderId: string; customerAccountNumber: string; practiceId: string; locationId: string }): OrderCheckedOut {
  const lines = over.lines ?? [toricOd, sphereOs];
  const sub = lines.reduce((n, l) => n + l.unitPriceCents * l.boxes, 0);
  const summary = over.summary ?? { subTotalCents: sub, discountCents: 1000, insuranceCents: 500, shippingCents: 599, taxCents: 1234, totalCents: sub - 1000 - 500 + 599 + 1234 };
  return {
    type: 'OrderCheckedOut',
    data: {
      cartId: `cart-of-${over.orderId}`,
      orderDate: '2026-11-01T10:00:00.000Z',
      prescriptionId: 'rx-1',
      placedBy: 'Patient',
      createdByCsr: false,
      delivery: {
        method: 'ship',
        address: { name: 'Pat Patient', address1: '12 Main St', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100' },
        deliveryModeId: 'standard',
        promoCode: null,
      },
      payment: { type: 'card', cardType: '001', maskedCardNumber: 'xxxxxxxxxxxx1111', transactionId: 'tx-1' },
      ...over,
      lines,
      summary,
    },
  };
}
