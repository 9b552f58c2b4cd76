import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartDecider } from '../../../domain/ordering/cart-decider';
import { MAX_BOXES_PER_EYE } from '../../../domain/ordering/cart-lines';
import { decideCreateCart } from '../../../domain/ordering/create-cart';
import { cartStream } from '../../../domain/ordering/events';
import { ORDERING_MESSAGES } from '../../../domain/ordering/ordering-messages';
import { orderSummaryView, summarizeCart } from '../../../domain/ordering/order-summary';
import { assertPatientActive } from '../../../domain/patients/patient-of-practice';
import { missingProfileFields } from '../../../domain/patients/profile-completeness';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import { DomainError } from '../../../domain/shared/errors';
import { featureFlags } from '../../../infra/config/feature-flags';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadAccount } from '../../lib/load-account';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { patientForPracticeAction } from '../../lib/patient-access';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';
import { loadPractice } from '../../lib/load-location';
import { cartReply, resolveCartLines, todayUtc } from './cart-access';

const boxes = z.number().int().min(0).max(MAX_BOXES_PER_EYE);
export const createCartInput = z.object({
  /** The patient's account number (a patient: their own). */
  customerId: z.string().trim().min(1).max(40),
  prescriptionId: z.string().trim().min(1).max(80),
  /** Boxes for the right eye (OD) and left eye (OS); default: the prescription's box quantity, else 1. 0 leaves the eye out. */
  rightEyeBoxes: boxes.optional(),
  leftEyeBoxes: boxes.optional(),
});

/**
 * POST /api/order/createcart (Patient for themself; Staff, Practice for a patient of their
 * practice): a cart for one prescription, lines per eye at today's retail price. Refuses an
 * expired prescription or unavailable product (call the doctor), an incomplete profile, and a
 * blocked practice / credit hold / deactivated location ('start order').
 */
export const createCartRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/createcart',
    {
      schema: {
        tags: ['order'],
        summary: 'Create a cart for a prescription',
        security: [{ bearer: [] }],
        body: createCartInput,
        response: { 200: cartReply, 404: errorBody, 422: errorBody, ...practiceStateResponses, ...errorResponses },
      },
      config: { auth: ['Patient', 'Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const body = request.body;
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
      if (missing.length > 0) throw new DomainError('rule', 'PROFILE_INCOMPLETE', `${ORDERING_MESSAGES.profileIncomplete} Missing: ${missing.join(', ')}.`);
      const lines = await resolveCartLines(ctx.store, body.customerId, body.prescriptionId, { OD: body.rightEyeBoxes, OS: body.leftEyeBoxes }, todayUtc(now), locationId);
      const cartId = randomUUID();
      const { result, events } = await handleCommand(
        ctx.store,
        cartStream(cartId),
        cartDecider,
        (state) =>
          decideCreateCart(
            { cartId, customerAccountNumber: body.customerId, practiceId: patient.practiceId!, locationId: locationId ?? '', prescriptionId: body.prescriptionId, placedBy: claims.customerGroup === 'Patient' ? 'Patient' : 'Practice', lines, now },
            state,
          ),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'order/createcart'), retries: 0 },
      );
      const created = events[0]!;
      if (created.type !== 'CartCreated') throw new Error('unexpected event');
      const state = { lines: created.data.lines, discountCents: 0, insuranceCents: 0, delivery: null, deliveryModeId: null, promoCode: null };
      const practice = await loadPractice(ctx.store, created.data.practiceId);
      const taxState = practice?.locations.find((l) => l.locationId === created.data.locationId)?.state ?? null;
      const summary = summarizeCart(state, { taxState, freeShippingRule: featureFlags().freeShippingRule });
      return { cartId, prescriptionId: body.prescriptionId, expiresAt: created.data.expiresAt, summary, orderSummary: orderSummaryView(summary, created.data.lines), position: result?.position ?? null };
    },
  );
};
