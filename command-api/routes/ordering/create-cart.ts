import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import { cartReply, createCartInput } from '../../../domain/ordering/api-schemas';
import { cartDecider } from '../../../domain/ordering/cart-decider';
import { decideCreateCart } from '../../../domain/ordering/create-cart';
import { cartStream } from '../../../domain/ordering/events';
import { ORDERING_MESSAGES } from '../../../domain/ordering/ordering-messages';
import { assertPatientActive } from '../../../domain/patients/patient-of-practice';
import { missingProfileFields, missingProfileWords } from '../../../domain/patients/profile-completeness';
import { DomainError } from '../../../domain/shared/errors';
import { featureFlags } from '../../../infra/config/feature-flags';
import { commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';
import { loadPractice } from '../../lib/load-location';
import { patientForPracticeAction } from '../../lib/patient-access';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { CART_USERS, cartReplyOf, locationStateOf, resolveCartLines, summaryOfCart, todayUtc } from './cart-access';

/**
 * POST /api/order/createcart (Patient for themself; Staff, Practice for a patient of their
 * practice): a cart for one prescription, lines per eye at today's retail price. Refuses an
 * expired prescription or unavailable product (call the doctor), an incomplete profile, and a
 * blocked practice / credit hold / deactivated location ('start order').
 */
export const createCartRoute = commandRoute(
  { path: '/api/order/createcart', tags: ['order'], summary: 'Create a cart for a prescription', auth: CART_USERS, body: createCartInput, reply: cartReply, errors: PRACTICE_STATE_ERRORS },
  async ({ body, claims, handle }, ctx) => {
    const now = new Date();
    let patient;
    let locationId: string | undefined;
    if (claims.customerGroup === 'Patient') {
      if (body.customerId !== claims.sub) throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', ACCOUNT_MESSAGES.patientNotFound);
      patient = await loadAccount(ctx.store, claims.sub);
      if (!patient.practiceId) throw new DomainError('rule', 'NO_PRACTICE', 'Your account is not attached to a practice.');
      await assertPracticeAllows(ctx, { practiceId: patient.practiceId, locationId: patient.locationId }, 'start order');
      locationId = patient.locationId;
    } else {
      patient = (await patientForPracticeAction(ctx, claims, body.customerId, 'start order')).state;
      locationId = claims.customerGroup === 'Staff' && claims.locationId ? claims.locationId : patient.locationId;
    }
    if (!locationId) {
      const practice = await loadPractice(ctx.store, patient.practiceId!);
      locationId = practice?.locations[0]?.locationId;
    }
    assertPatientActive(patient);
    const missing = missingProfileFields(patient);
    if (missing.length > 0) throw new DomainError('rule', 'PROFILE_INCOMPLETE', `${ORDERING_MESSAGES.profileIncomplete} Add the ${missingProfileWords(patient)}.`);
    const lines = await resolveCartLines(ctx.store, body.customerId, body.prescriptionId, { OD: body.rightEyeBoxes, OS: body.leftEyeBoxes }, todayUtc(now), locationId);
    const cartId = randomUUID();
    const placedBy = claims.customerGroup === 'Patient' ? 'Patient' : 'Practice';
    const { result, events } = await handle(
      cartStream(cartId),
      cartDecider,
      (state) => decideCreateCart({ cartId, customerAccountNumber: body.customerId, practiceId: patient.practiceId!, locationId: locationId ?? '', prescriptionId: body.prescriptionId, placedBy, lines, now }, state),
      // A new random id: decided on the empty cart without reading it (the append expects no stream).
      { step: 'order/createcart', retries: 0, newStream: true },
    );
    const created = events[0]!;
    if (created.type !== 'CartCreated') throw new Error('unexpected event');
    const state = { lines: created.data.lines, discountCents: 0, insuranceCents: 0, delivery: null, deliveryModeId: null, promoCode: null };
    const summary = summaryOfCart(state, await locationStateOf(ctx.store, created.data.practiceId, created.data.locationId), featureFlags().freeShippingRule);
    // On a replayed retry the cart is the one the first attempt created.
    return cartReplyOf({ cartId: created.data.cartId, prescriptionId: body.prescriptionId, expiresAt: created.data.expiresAt, lines: created.data.lines }, summary, result?.position ?? null);
  },
);
