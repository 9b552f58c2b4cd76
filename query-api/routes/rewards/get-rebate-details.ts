import { rebateDetailsInput, rebateDetailsReply } from '../../../domain/rewards/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { REBATE_READ_MODELS, REBATE_READERS, rebateDetails } from './rebate-read';

/**
 * POST /api/order/rebate/details (spec point 7: patientAccountNumber, prescriptionId, order
 * details by variant and quantity): eligibility code 0–12, amount and deadline of each order on
 * the prescription and of the order about to be placed, with the claims and memberships.
 */
export const rebateDetailsRoute = queryRoute(
  { method: 'POST', path: '/api/order/rebate/details', tags: ['rewards'], summary: 'Rewards eligibility of a prescription’s orders', auth: REBATE_READERS, readModels: REBATE_READ_MODELS, input: rebateDetailsInput, reply: rebateDetailsReply },
  async ({ input, claims }, ctx) => rebateDetails(ctx.db, claims, input, new Date().toISOString()),
);
