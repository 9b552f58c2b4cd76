import { updateCalculationInput, updateCalculationReply } from '../../../domain/rewards/api-schemas';
import { rewardsEligibility } from '../../../domain/rewards/eligibility';
import { netCostCents } from '../../../domain/rewards/net-cost';
import { cartNotFound, mayUseCart } from '../../../domain/ordering/cart-access';
import type { CartLine } from '../../../domain/ordering/events';
import { assertMaySeePatient } from '../../../domain/patients/patient-access';
import { DomainError } from '../../../domain/shared/errors';
import { REWARDS_MESSAGES } from '../../../domain/rewards/rewards-messages';
import { loadPatientRecord } from '../../lib/patient-access';
import { queryRoute } from '../../lib/query-route';
import { eligibilityView, manufacturerNames, prospectiveLines, REBATE_READ_MODELS, REBATE_READERS, rebateContext } from './rebate-read';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * POST /api/order/rebate/updatecalculation (spec point 7): recalculates the rebate of an order
 * about to be placed when its lines change, and the patient's net cost: retail − insurance −
 * practice discount − rebate (issue #15). Retail defaults to the catalog's suggested retail.
 */
export const updateCalculationRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/order/rebate/updatecalculation',
    tags: ['rewards'],
    summary: 'Recalculate the rebate and net cost of an order about to be placed',
    auth: REBATE_READERS,
    readModels: [...REBATE_READ_MODELS, 'carts'],
    input: updateCalculationInput,
    reply: updateCalculationReply,
  },
  async ({ input, claims }, ctx) => {
    assertMaySeePatient(claims, await loadPatientRecord(ctx.db, claims, input.patientAccountNumber));
    const asOf = new Date().toISOString();
    const rc = await rebateContext(ctx.db, input.patientAccountNumber, input.prescriptionId, asOf);
    if (!rc.prescription) throw new DomainError('not_found', 'VALUE_NOT_FOUND', REWARDS_MESSAGES.prescriptionNotFound);
    // A cart (the order wizards): its own lines, retail subtotal, insurance and practice discount.
    let details = input.orderDetails;
    let cart: { subTotal: number; insurance: number; discount: number } | null = null;
    if (input.cartId) {
      const row = await ctx.db.withSchema('rm').selectFrom('carts').selectAll().where('cart_id', '=', input.cartId).where('customer_account_number', '=', input.patientAccountNumber).executeTakeFirst();
      if (!row || !mayUseCart(claims, { exists: true, customerAccountNumber: row.customer_account_number, practiceId: row.practice_id })) throw cartNotFound();
      const lines = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as CartLine[];
      details = lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.boxes }));
      cart = { subTotal: lines.reduce((n, l) => n + l.unitPriceCents * l.boxes, 0), insurance: row.insurance_cents, discount: row.discount_cents };
    }
    if (!details.length) throw new DomainError('validation', 'NO_ORDER_DETAILS', 'Choose the lenses to calculate the rebate.');
    const [{ lines, suggestedRetailCents }, names] = await Promise.all([prospectiveLines(ctx.db, details), manufacturerNames(ctx.db)]);
    const eligibility = rewardsEligibility({
      asOf,
      patient: rc.patient,
      prescription: rc.prescription,
      order: { orderId: null, prescriptionId: input.prescriptionId, orderDate: asOf, lines, status: 'new', deliveredAt: null, shippingState: null },
      ordersOnPrescription: 0,
      claims: rc.claims,
    });
    const retailCents = input.retail !== undefined ? cents(input.retail) : (cart?.subTotal ?? suggestedRetailCents);
    const insuranceCents = cart && !input.insurance ? cart.insurance : cents(input.insurance);
    const discountCents = cart && !input.discount ? cart.discount : cents(input.discount);
    const rebateCents = eligibility.code === 4 || eligibility.code === 5 ? (eligibility.amountCents ?? 0) : 0;
    const net = netCostCents({ retailCents, insuranceCents, discountCents, rebateCents });
    return { eligibility: eligibilityView(eligibility, names), retailCents, insuranceCents, discountCents, rebateCents, netCostCents: net, netCost: net / 100 };
  },
);
