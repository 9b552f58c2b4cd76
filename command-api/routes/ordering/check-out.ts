import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { type CheckOutRequest, checkOutInput, checkOutReply } from '../../../domain/ordering/api-schemas';
import { cartDecider, type CartState } from '../../../domain/ordering/cart-decider';
import { decideCardDeclined, decideCheckOut, decideConfirmCardCheckout, salesOrderId } from '../../../domain/ordering/check-out';
import { type CartEvent, cartStream, type OrderSummaryCents, type PaymentDetails } from '../../../domain/ordering/events';
import { ORDERING_MESSAGES } from '../../../domain/ordering/ordering-messages';
import { orderSummaryView } from '../../../domain/ordering/order-summary';
import { saveCardInput } from '../../../domain/payments/api-schemas';
import type { CardTypeCode } from '../../../domain/payments/card-rules';
import { cardsStream } from '../../../domain/payments/events';
import { decideSaveCard } from '../../../domain/payments/save-card';
import { savedCardsDecider } from '../../../domain/payments/saved-cards-decider';
import { DomainError } from '../../../domain/shared/errors';
import type { EventMetadata } from '../../../infra/event-store/port';
import { isHostedPaymentProvider } from '../../../infra/payments/port';
import { commandRoute } from '../../lib/command-route';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadAccount } from '../../lib/load-account';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { loadSavedCard, loadSavedCards } from '../../lib/saved-cards';
import { CART_USERS, cartContext } from './cart-access';

/** The Idempotency-Key scope of the checkout's final append (the order). */
const STEP = 'order/CheckOut';

function replyOf(state: CartState, payment: PaymentDetails, createdByCsr: boolean, position: number | null) {
  const out = state.checkedOut!;
  return {
    orderId: out.orderId,
    salesOrderID: out.orderId,
    cartId: state.cartId!,
    prescriptionId: state.prescriptionId!,
    orderDate: out.orderDate,
    createdByCsr,
    summary: out.summary,
    orderSummary: orderSummaryView(out.summary, state.lines),
    payment,
    position,
  };
}

/** The cart as a replayed retry left it (its first attempt checked it out): the reply is built from it. */
async function checkedOutState(ctx: CommandContext, stream: string): Promise<CartState> {
  const { events } = await ctx.store.readStream<CartEvent>(stream);
  return events.reduce((s, e) => cartDecider.evolve(s, e), cartDecider.initialState());
}

/** The card to charge: a hosted-form token (checked with the provider: it must be this customer's) or a saved card. */
async function cardToCharge(ctx: CommandContext, claims: AccessClaims, cart: CartState, body: CheckOutRequest) {
  if (body.mode === 'savedCard') {
    if (claims.customerGroup !== 'Patient') throw new DomainError('forbidden', 'SAVED_CARD_NOT_ALLOWED', ORDERING_MESSAGES.savedCardUnavailable);
    const card = await loadSavedCard(ctx.store, cart.customerAccountNumber!, body.uniqueCardId);
    if (!card) throw new DomainError('not_found', 'CARD_NOT_FOUND', 'Saved card not found.');
    return { token: card.token, cardType: card.cardType, maskedCardNumber: card.maskedCardNumber, savedCardId: card.uniqueCardId, expiry: undefined };
  }
  if (body.mode !== 'card') throw new Error('not a card mode');
  if (isHostedPaymentProvider(ctx.payments)) {
    const stored = await ctx.payments.lookupToken(body.token);
    if (!stored || (stored.owner !== cart.customerAccountNumber && stored.owner !== claims.sub)) throw new DomainError('validation', 'INVALID_PAYMENT_TOKEN', 'The card could not be verified. Please enter it again.');
    return { token: body.token, cardType: stored.cardType, maskedCardNumber: stored.maskedCardNumber, expiry: stored.expiry };
  }
  if (!body.cardType || !body.maskedCardNumber) throw new DomainError('validation', 'INVALID_PAYMENT_TOKEN', 'The card type and masked number are required.');
  return { token: body.token, cardType: body.cardType, maskedCardNumber: body.maskedCardNumber, expiry: undefined };
}

/**
 * "Save card to account" (spec point 3/9, default true) for a patient paying with a new card: the
 * card the provider tokenized goes to the patient's saved cards after the order. A failure here
 * never undoes the order; the reply says which card was saved, if any.
 */
async function saveCardAfterOrder(ctx: CommandContext, claims: AccessClaims, card: { token: string; cardType: CardTypeCode; maskedCardNumber: string; expiry?: string | undefined }, metadata: EventMetadata): Promise<string | null> {
  if (!card.expiry) return null;
  try {
    const account = await loadAccount(ctx.store, claims.sub);
    const input = saveCardInput.parse({ token: card.token, maskedCardNumber: card.maskedCardNumber, cardType: card.cardType, bill_to_email: account.email, bill_to_forename: account.firstName, bill_to_surname: account.lastName });
    const uniqueCardId = uuidv7();
    const tokenized = { token: card.token, maskedCardNumber: card.maskedCardNumber, cardType: card.cardType, expiry: card.expiry };
    const saved = await handleCommand(ctx.store, cardsStream(claims.sub), savedCardsDecider, (state) => decideSaveCard({ accountNumber: claims.sub, uniqueCardId, tokenized, input, now: new Date() }, state), { metadata });
    if (saved.events.length > 0) return uniqueCardId;
    return (await loadSavedCards(ctx.store, claims.sub)).cards.find((c) => c.token === card.token)?.uniqueCardId ?? null;
  } catch {
    return null;
  }
}

/**
 * POST /api/order/CheckOut (spec point 4, three modes). Practice guard 'submit order' (447/448).
 * Point of sale: OrderCheckedOut at once. Card / saved card (D-106): confirm the payment and freeze
 * the amount (CartReviewed.checkout, expected version: one racing checkout wins), charge under the
 * key `{cartId}:{attempt}` with the order id as reference, then OrderCheckedOut; a decline opens
 * the cart again. The Idempotency-Key header replays the first reply; it scopes only the final
 * append, so the confirm and decline appends go without it.
 */
export const checkOutRoute = commandRoute(
  {
    path: '/api/order/CheckOut',
    tags: ['order'],
    summary: 'Check out: place the order (point of sale, card or saved card)',
    auth: CART_USERS,
    body: checkOutInput,
    reply: checkOutReply,
    errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, metadata, handle }, ctx) => {
    // Practice users: their own practice and location first (a deactivated location's staff place no order), then the cart's.
    if (claims.practiceId) await assertPracticeAllows(ctx, claims, 'submit order');
    const { cart, summaryOf } = await cartContext(ctx.store, claims, body.cartId);
    await assertPracticeAllows(ctx, { practiceId: cart.practiceId, locationId: cart.locationId }, 'submit order', cart.locationId);
    const createdByCsr = !!claims.impersonator;
    const stream = cartStream(body.cartId);
    const newOrderId = () => salesOrderId(new Date(), randomBytes(6));
    let after: CartState | undefined;
    const track = (events: CartEvent[], state: CartState) => {
      after = events.reduce((s, e) => cartDecider.evolve(s, e), state);
      return events;
    };

    if (body.mode === 'pos') {
      const payment: PaymentDetails = { type: 'pos', method: body.method };
      const orderId = newOrderId();
      const { result } = await handle(stream, cartDecider, (state) => track(decideCheckOut({ orderId, now: new Date(), summary: summaryOf(state), payment, createdByCsr }, state), state), { step: STEP });
      return replyOf(after ?? (await checkedOutState(ctx, stream)), payment, createdByCsr, result?.position ?? null);
    }

    const provider = ctx.payments;
    if (!provider) throw new DomainError('rule', 'PAYMENT_UNAVAILABLE', ORDERING_MESSAGES.paymentUnavailable);
    const card = await cardToCharge(ctx, claims, cart, body);

    // 1. Confirm the payment type and freeze the amount.
    let pending: { orderId: string; attempt: number; summary: OrderSummaryCents } | undefined;
    await handleCommand(
      ctx.store,
      stream,
      cartDecider,
      (state) => {
        const events = decideConfirmCardCheckout({ orderId: newOrderId(), paymentMode: body.mode === 'savedCard' ? 'savedCard' : 'card', summary: summaryOf(state), now: new Date() }, state);
        const checkout = events[0]!.data.checkout!;
        pending = { orderId: checkout.orderId, attempt: checkout.attempt, summary: events[0]!.data.summary };
        return events;
      },
      { metadata },
    );
    const p = pending!;

    // 2. Charge once: the same attempt always uses the same key, so a retry finds the same answer.
    const charged = await provider.charge({ token: card.token, amountCents: p.summary.totalCents, reference: p.orderId, idempotencyKey: `${body.cartId}:${p.attempt}` });
    if (charged.status === 'declined') {
      await handleCommand(ctx.store, stream, cartDecider, (state) => decideCardDeclined({ attempt: p.attempt, reason: charged.reason }, state), { metadata });
      throw new DomainError('rule', 'PAYMENT_DECLINED', charged.reason || ORDERING_MESSAGES.paymentDeclined);
    }

    // 3. The order.
    const payment: PaymentDetails = { type: 'card', cardType: card.cardType, maskedCardNumber: card.maskedCardNumber, transactionId: charged.transactionId, ...(card.savedCardId ? { savedCardId: card.savedCardId } : {}) };
    const { result } = await handle(stream, cartDecider, (state) => track(decideCheckOut({ orderId: p.orderId, now: new Date(), summary: p.summary, payment, createdByCsr }, state), state), { step: STEP });
    after ??= await checkedOutState(ctx, stream);
    const savedCardId = body.mode === 'card' && body.saveCard && claims.customerGroup === 'Patient' ? await saveCardAfterOrder(ctx, claims, card, metadata) : null;
    return { ...replyOf(after!, payment, createdByCsr, result?.position ?? null), savedCardId };
  },
);
