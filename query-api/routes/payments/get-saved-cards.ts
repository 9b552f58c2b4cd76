import { type CardBillingView, getSavedCardsInput, savedCardsReply } from '../../../domain/payments/api-schemas';
import { type CardTypeCode, isCardExpired } from '../../../domain/payments/card-rules';
import { patientNotFound } from '../../../domain/patients/patient-access';
import { queryRoute } from '../../lib/query-route';

/**
 * GET /api/order/card/get?accountNumber= (Patient, spec point 7): the caller's saved cards, the
 * default first, then newest. The provider token is never returned (D-123): checkout takes the
 * uniqueCardId. Another account number → 404.
 */
export const getSavedCardsRoute = queryRoute(
  { method: 'GET', path: '/api/order/card/get', tags: ['order', 'card'], summary: 'Saved cards of the account', auth: ['Patient'], readModels: ['saved_cards'], input: getSavedCardsInput, reply: savedCardsReply },
  async ({ input, claims }, ctx) => {
    const accountNumber = input.accountNumber ?? claims.sub;
    if (accountNumber !== claims.sub) throw patientNotFound();
    const rows = await ctx.db
      .withSchema('rm')
      .selectFrom('saved_cards')
      .selectAll()
      .where('account_number', '=', accountNumber)
      .orderBy('is_default', 'desc')
      .orderBy('saved_at', 'desc')
      .orderBy('unique_card_id', 'desc')
      .execute();
    const now = new Date();
    return {
      accountNumber,
      cards: rows.map((r) => ({
        uniqueCardId: r.unique_card_id,
        maskedCardNumber: r.masked_card_number,
        cardType: r.card_type as CardTypeCode,
        expiry: r.expiry,
        isExpired: isCardExpired(r.expiry, now),
        cardNickname: r.card_nickname,
        isDefault: r.is_default,
        billing: r.billing as CardBillingView,
      })),
    };
  },
);
