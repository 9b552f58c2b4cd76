import { productStream, type ProductEvent } from '../../domain/catalog/events';
import { evolveProduct, initialCatalogItemState } from '../../domain/catalog/import-catalog';
import { customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../domain/identity/events';
import { type CartEvent, cartStream, type OrderCheckedOut, type OrderEvent, orderStream } from '../../domain/ordering/events';
import { type PrescriptionEvent, prescriptionsStream } from '../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../domain/prescriptions/prescription-decider';
import { type Eligibility, rewardsEligibility, serviceDateOf } from '../../domain/rewards/eligibility';
import { eligibilityClaimsOf, type RewardsState } from '../../domain/rewards/rewards-decider';
import { fold } from '../../domain/shared/decider';
import type { EventStore } from '../event-store/port';

export interface OrderRewardFacts {
  eligibility: Eligibility;
  checkout: OrderCheckedOut['data'];
  serviceDate: string;
  email: string;
}

/**
 * The rewards eligibility of a placed order from the source of truth (issue #15): the order's cart
 * and order streams, the patient's account and prescriptions, the products' catalog streams and the
 * patient's rewards state. Shared by the claim command and the claim-window worker. `cartIdOf`
 * finds the cart of an order the fulfilment worker has not touched yet (its order stream names none).
 * Null when the order is unknown.
 */
export async function orderRewardFacts(
  store: EventStore,
  orderId: string,
  rewards: (accountNumber: string) => Promise<RewardsState>,
  now: string,
  cartIdOf: (orderId: string) => Promise<string | undefined> = async () => undefined,
): Promise<OrderRewardFacts | null> {
  const { events: life } = await store.readStream<OrderEvent>(orderStream(orderId));
  const cartId = life.map((e) => (e.data as { cartId?: string }).cartId).find(Boolean) ?? (await cartIdOf(orderId));
  if (!cartId) return null;
  const { events: cartEvents } = await store.readStream<CartEvent>(cartStream(cartId));
  const checkout = cartEvents.find((e): e is Extract<typeof e, { type: 'OrderCheckedOut' }> => e.type === 'OrderCheckedOut' && e.data.orderId === orderId)?.data;
  if (!checkout) return null;
  const accountNumber = checkout.customerAccountNumber;
  const [account, rxRead, products, state] = await Promise.all([
    store.readStream<CustomerEvent>(customerStream(accountNumber)).then((r) => fold(customerDecider, r.events)),
    store.readStream<PrescriptionEvent>(prescriptionsStream(accountNumber)),
    Promise.all(
      [...new Set(checkout.lines.map((l) => l.productId))].map(async (id) => (await store.readStream<ProductEvent>(productStream(id))).events.reduce(evolveProduct, initialCatalogItemState()).current),
    ),
    rewards(accountNumber),
  ]);
  const rx = fold(prescriptionsDecider, rxRead.events).prescriptions[checkout.prescriptionId];
  const created = rxRead.events.find((e) => e.type === 'PrescriptionCreated' && e.data.prescriptionId === checkout.prescriptionId);
  const serviceDate = rx && created ? serviceDateOf({ dateOfService: rx.dateOfService ?? null, createdAt: created.metadata.occurredAt }) : null;
  const manufacturerOf = new Map(products.filter((p) => p !== null).map((p) => [p.productId, p.manufacturerId]));
  let status = 'new';
  let deliveredAt: string | null = null;
  for (const e of life) {
    if (e.type !== 'OrderStatusChanged') continue;
    status = e.data.status;
    if (e.data.status === 'delivered') deliveredAt = e.data.at;
  }
  const eligibility = rewardsEligibility({
    asOf: now,
    patient: account.exists ? { dob: account.dob ?? null, profileState: account.addresses[0]?.state ?? null } : null,
    prescription: rx && serviceDate ? { prescriptionId: rx.prescriptionId, serviceDate, expirationDate: rx.prescriptionExpirationDate } : null,
    order: {
      orderId,
      prescriptionId: checkout.prescriptionId,
      orderDate: checkout.orderDate,
      lines: checkout.lines.map((l) => ({ productId: l.productId, manufacturerId: manufacturerOf.get(l.productId) ?? null, supplyDays: l.supplyDays, boxes: l.boxes })),
      status,
      deliveredAt,
      shippingState: checkout.delivery.method === 'ship' ? (checkout.delivery.address?.state ?? null) : null,
    },
    ordersOnPrescription: 1,
    claims: eligibilityClaimsOf(state),
  });
  return { eligibility, checkout, serviceDate: serviceDate ?? '', email: account.email ?? '' };
}
