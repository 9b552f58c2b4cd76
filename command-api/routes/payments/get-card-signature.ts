import { v7 as uuidv7 } from 'uuid';
import { cardSignatureInput, cardSignatureReply } from '../../../domain/payments/api-schemas';
import { signatureRequestFields } from '../../../domain/payments/card-signature';
import { commandRoute } from '../../lib/command-route';
import { cardOwnerOf, hostedPayments } from '../../lib/saved-cards';

/**
 * POST /api/order/card/signature (Patient): signs the request fields for the payment provider's
 * hosted card form (spec point 7). Appends nothing: the token comes back from the provider.
 */
export const cardSignatureRoute = commandRoute(
  { path: '/api/order/card/signature', tags: ['order', 'card'], summary: 'Signed request fields for the hosted card form', auth: ['Patient'], body: cardSignatureInput, reply: cardSignatureReply },
  async ({ body, claims }, ctx) => {
    const accountNumber = cardOwnerOf(claims, body.accountNumber);
    const payments = hostedPayments(ctx.payments);
    const transactionUuid = uuidv7();
    const fields = signatureRequestFields(body, { accountNumber, referenceNumber: body.referenceNumber ?? body.cartId ?? transactionUuid, transactionUuid });
    return { formUrl: payments.formUrl, fields: await payments.signRequest(fields) };
  },
);
