import type { OrderCheckedOut, OrderStatusChanged } from '../../domain/ordering/events';
import type { OrderStatusValue } from '../../domain/ordering/order-status';
import { confirmationDelayFor, orderWorkerConfig, remainingDelay } from '../jobs/order-config';
import { reactorOf } from './reactor';

export const SEND_ORDER_CONFIRMATION_EMAIL = 'send-order-confirmation-email';
export const ORDER_FULFILMENT_STEP = 'order-fulfilment-step';
export const SEND_ORDER_SHIPPING_EMAIL = 'send-order-shipping-email';
export const SEND_ORDER_DELIVERY_NOTICE = 'send-order-delivery-notice';

export interface OrderJobPayload {
  orderId: string;
  cartId: string;
  eventId: string;
}

export interface FulfilmentJobPayload extends OrderJobPayload {
  fromStatus: OrderStatusValue;
}

/** The order-confirmation e-mail, a delayed job 5–10 minutes after checkout (spec points 4 and 9). */
export const orderConfirmationEmailReactor = reactorOf<OrderCheckedOut, OrderJobPayload>({
  name: 'reactor_order_confirmation_email',
  eventTypes: ['OrderCheckedOut'],
  jobName: SEND_ORDER_CONFIRMATION_EMAIL,
  payload: (event) => ({ orderId: event.data.orderId, cartId: event.data.cartId }),
  delayMs: (event) => remainingDelay(event, confirmationDelayFor(event.data.orderId, orderWorkerConfig())),
});

/** Each status an order reaches schedules the next fulfilment step (D-111); final statuses schedule nothing. */
export const orderFulfilmentReactor = reactorOf<OrderCheckedOut | OrderStatusChanged, FulfilmentJobPayload>({
  name: 'reactor_order_fulfilment',
  eventTypes: ['OrderCheckedOut', 'OrderStatusChanged'],
  jobName: ORDER_FULFILMENT_STEP,
  payload: (event) => {
    if (!orderWorkerConfig().fulfilmentEnabled) return undefined;
    if (event.type === 'OrderCheckedOut') {
      const d = event.data;
      return { orderId: d.orderId, cartId: d.cartId, fromStatus: 'new' };
    }
    const d = event.data;
    if (!d.cartId || d.status === 'delivered' || d.status === 'cancelled') return undefined;
    return { orderId: d.orderId, cartId: d.cartId, fromStatus: d.status };
  },
  delayMs: (event) => {
    const c = orderWorkerConfig();
    const status = event.type === 'OrderCheckedOut' ? 'new' : event.data.status;
    const wait = status === 'new' ? c.processingDelayMs : status === 'shipped' || status === 'shipped_error' ? c.deliveryDelayMs : c.shipDelayMs;
    return remainingDelay(event, wait);
  },
});

/** The shipping e-mail (with the tracking number) once an order has shipped. */
export const orderShippingEmailReactor = reactorOf<OrderStatusChanged, OrderJobPayload>({
  name: 'reactor_order_shipping_email',
  eventTypes: ['OrderStatusChanged'],
  jobName: SEND_ORDER_SHIPPING_EMAIL,
  payload: (event) => {
    const d = event.data;
    if (d.status !== 'shipped' || !d.trackingNumber || !d.cartId) return undefined;
    return { orderId: d.orderId, cartId: d.cartId };
  },
});

/** Issue #20: the delivery notice (e-mail and/or text by the patient's preferences) once an order is delivered. */
export const orderDeliveryNoticeReactor = reactorOf<OrderStatusChanged, OrderJobPayload>({
  name: 'reactor_order_delivery_notice',
  eventTypes: ['OrderStatusChanged'],
  jobName: SEND_ORDER_DELIVERY_NOTICE,
  payload: (event) => {
    const d = event.data;
    if (d.status !== 'delivered' || !d.cartId) return undefined;
    return { orderId: d.orderId, cartId: d.cartId };
  },
});
