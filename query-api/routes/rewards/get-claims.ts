import { claimByIdInput, claimsListInput, claimsListReply, claimViewSchema } from '../../../domain/rewards/api-schemas';
import { REWARDS_MESSAGES } from '../../../domain/rewards/rewards-messages';
import { claimError } from '../../../domain/rewards/submit-claim';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';
import { claimView, manufacturerNames, REBATE_READERS } from './rebate-read';

/**
 * GET /api/order/rebate/claims: claims from the claims read model — a patient their own; staff and
 * administrators their practice's (optionally one patient's or one order's). Newest first, paged.
 */
export const rebateClaimsRoute = queryRoute(
  { method: 'GET', path: '/api/order/rebate/claims', tags: ['rewards'], summary: 'Rewards and rebate claims', auth: REBATE_READERS, readModels: ['rebate_claims', 'catalog'], input: claimsListInput, reply: claimsListReply },
  async ({ input, claims }, ctx) => {
    let q = ctx.db.withSchema('rm').selectFrom('rebate_claims');
    if (claims.customerGroup === 'Patient') q = q.where('account_number', '=', claims.sub);
    else if (claims.practiceId) q = q.where('practice_id', '=', claims.practiceId);
    else throw new DomainError('not_found', 'VALUE_NOT_FOUND', REWARDS_MESSAGES.claimNotFound);
    if (input.patientAccountNumber) q = q.where('account_number', '=', input.patientAccountNumber);
    if (input.orderId) q = q.where('order_id', '=', input.orderId);
    const [rows, total, names] = await Promise.all([
      q.selectAll().orderBy('submitted_at', 'desc').orderBy('claim_id').limit(input.limit).offset(input.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      manufacturerNames(ctx.db),
    ]);
    return { claims: rows.map((r) => claimView(r, names)), total: Number(total?.n ?? 0) };
  },
);

/**
 * GET /api/order/rebate/claim?claimId=: one claim. A failed claim answers the spec's claim error
 * (point 8): status 461, claimError true, errorCode from the programme (default 400), its message.
 */
export const rebateClaimRoute = queryRoute(
  { method: 'GET', path: '/api/order/rebate/claim', tags: ['rewards'], summary: 'One rewards or rebate claim', auth: REBATE_READERS, readModels: ['rebate_claims', 'catalog'], input: claimByIdInput, reply: claimViewSchema, errors: [461] },
  async ({ input, claims }, ctx) => {
    let q = ctx.db.withSchema('rm').selectFrom('rebate_claims').selectAll().where('claim_id', '=', input.claimId);
    if (claims.customerGroup === 'Patient') q = q.where('account_number', '=', claims.sub);
    else if (claims.practiceId) q = q.where('practice_id', '=', claims.practiceId);
    else throw new DomainError('not_found', 'VALUE_NOT_FOUND', REWARDS_MESSAGES.claimNotFound);
    const row = await q.executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'VALUE_NOT_FOUND', REWARDS_MESSAGES.claimNotFound);
    if (row.status === 'failed') throw claimError('CLAIM_ERROR', row.message || REWARDS_MESSAGES.claimInvalid, { errorCode: row.error_code ?? 400 });
    return claimView(row, await manufacturerNames(ctx.db));
  },
);
