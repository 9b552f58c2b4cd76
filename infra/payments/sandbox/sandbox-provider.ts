import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { cardEntrySchema, detectCardType, maskCardNumber, type CardTypeCode } from '../../../domain/payments/card-rules';
import { serverKey } from '../../auth/server-keys';
import type { SqlClient } from '../../db/sql-client';
import type { ChargeRequest, ChargeResult, HostedPaymentProvider, SignedFields, StoredToken } from '../port';
import { ensureSandboxTables, type SandboxCardRow, type SandboxChargeRow, type SandboxOutcome } from './sandbox-store';
import { signFields, signedOnly, verifyFields } from './signing';

/** Where the sandbox serves its hosted card form (its own path, outside the React app). */
export const SANDBOX_FORM_PATH = '/payments-sandbox/form';
/** A signed request older than this is refused by the form (spec: an idle payment form expires). */
export const SANDBOX_FORM_TTL_MS = 15 * 60 * 1000;
/** Submissions allowed per signed request (a stolen-card tester gets a handful, then must sign again). */
export const SANDBOX_MAX_ATTEMPTS = 5;

/**
 * Test card numbers decide the outcome (D-122). Any other valid number is approved.
 * Declined at the form (no token): 4000000000000002. Tokenized, then the charge is declined:
 * 4000000000000341 (declined), 4000000000009995 (insufficient funds).
 */
export const SANDBOX_TEST_CARDS = {
  declinedAtForm: '4000000000000002',
  declinedAtCharge: '4000000000000341',
  insufficientFunds: '4000000000009995',
} as const;

export const SANDBOX_MESSAGES = {
  declined: 'The card was declined.',
  insufficientFunds: 'Insufficient funds.',
  unknownToken: 'Unknown payment token.',
  duplicateReference: 'This order was already charged.',
  /** Spec point 8's idle text: a payment form idle too long expires and the order must restart (point 4). */
  formExpired: "Long time no see! You've been idle for a while, so you'll have to restart your order.",
  tooManyAttempts: 'Too many attempts with this payment form. Please start again.',
} as const;

export type TokenizeResult =
  | { kind: 'response'; fields: SignedFields }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'bad_request'; message: string }
  | { kind: 'too_many'; message: string };

export interface SandboxPayments extends HostedPaymentProvider {
  /** The hosted form's submit: checks the signed request and the card, answers signed response fields. */
  tokenize(request: SignedFields, entry: unknown): Promise<TokenizeResult>;
  verifyRequest(fields: SignedFields): Promise<boolean>;
}

export function createSandboxPayments(sql: SqlClient, options: { now?: () => Date; formTtlMs?: number } = {}): SandboxPayments {
  const now = options.now ?? (() => new Date());
  const ttl = options.formTtlMs ?? SANDBOX_FORM_TTL_MS;
  let keys: Promise<{ request: string; response: string; fingerprint: string }> | undefined;
  const keysOf = () => {
    keys ??= serverKey(sql, 'action-tokens').then((root) => ({
      request: createHmac('sha256', root).update('payments-sandbox:request').digest('hex'),
      response: createHmac('sha256', root).update('payments-sandbox:response').digest('hex'),
      fingerprint: createHmac('sha256', root).update('payments-sandbox:fingerprint').digest('hex'),
    }));
    keys.catch(() => (keys = undefined));
    return keys;
  };
  const ready = async () => {
    await ensureSandboxTables(sql);
    return keysOf();
  };
  const stamp = () => now().toISOString().replace(/\.\d{3}Z$/, 'Z');

  async function respond(request: SignedFields, extra: SignedFields): Promise<SignedFields> {
    const k = await ready();
    const echo: SignedFields = {};
    for (const [name, value] of Object.entries(signedOnly(request))) {
      if (name === 'signature' || name === 'signed_field_names' || name === 'signed_date_time') continue;
      echo[`req_${name}`] = value;
    }
    return signFields({ ...echo, ...extra, signed_date_time: stamp() }, k.response);
  }

  return {
    name: 'sandbox',
    formUrl: SANDBOX_FORM_PATH,

    async signRequest(fields) {
      const k = await ready();
      return signFields({ ...fields, signed_date_time: stamp() }, k.request);
    },

    async verifyRequest(fields) {
      const k = await ready();
      return verifyFields(fields, k.request);
    },

    async verifyResponse(fields) {
      const k = await ready();
      return verifyFields(fields, k.response);
    },

    async tokenize(requestIn, entry) {
      const k = await ready();
      if (!verifyFields(requestIn, k.request)) return { kind: 'bad_request', message: 'The payment request signature is invalid.' };
      const request = signedOnly(requestIn);
      const counted = await sql.query<{ attempts: number }>(
        `INSERT INTO payments_sandbox_attempts (transaction_uuid, attempts) VALUES ($1, 1)
         ON CONFLICT (transaction_uuid) DO UPDATE SET attempts = payments_sandbox_attempts.attempts + 1, last_at = now() RETURNING attempts`,
        [request.transaction_uuid ?? request.signature ?? ''],
      );
      if ((counted.rows[0]?.attempts ?? 0) > SANDBOX_MAX_ATTEMPTS) return { kind: 'too_many', message: SANDBOX_MESSAGES.tooManyAttempts };
      const signedAt = Date.parse(request.signed_date_time ?? '');
      const decisionBase = { transaction_id: randomUUID() };
      if (!Number.isFinite(signedAt) || now().getTime() - signedAt > ttl)
        return { kind: 'response', fields: await respond(request, { ...decisionBase, decision: 'ERROR', reason_code: '102', message: SANDBOX_MESSAGES.formExpired }) };
      const parsed = cardEntrySchema(now).safeParse(entry);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
        return { kind: 'invalid', fieldErrors };
      }
      const card = parsed.data;
      const cardType = detectCardType(card.cardNumber)!; // the schema accepted the number, so it has a type
      const masked = maskCardNumber(card.cardNumber);
      const cardFields = { req_card_number: masked, req_card_type: cardType, req_card_expiry_date: card.expiry, save_card: String(card.saveCard) };
      if (card.cardNumber === SANDBOX_TEST_CARDS.declinedAtForm)
        return { kind: 'response', fields: await respond(request, { ...decisionBase, ...cardFields, decision: 'DECLINE', reason_code: '203', message: SANDBOX_MESSAGES.declined }) };
      const outcome: SandboxOutcome =
        card.cardNumber === SANDBOX_TEST_CARDS.declinedAtCharge ? 'decline_charge' : card.cardNumber === SANDBOX_TEST_CARDS.insufficientFunds ? 'insufficient_funds' : 'approve';
      const owner = request.merchant_defined_data1 ?? '';
      const fingerprint = createHmac('sha256', k.fingerprint).update(card.cardNumber).digest('hex');
      // The same card tokenized again for the same owner keeps its token (so saving it twice is one card).
      const existing = await sql.query<{ token: string }>(`SELECT token FROM payments_sandbox_cards WHERE owner = $1 AND fingerprint = $2 AND expiry = $3 LIMIT 1`, [owner, fingerprint, card.expiry]);
      let token = existing.rows[0]?.token;
      if (!token) {
        token = `sbx_${randomBytes(24).toString('base64url')}`;
        await sql.query(
          `INSERT INTO payments_sandbox_cards (token, owner, fingerprint, last4, card_type, masked, expiry, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [token, owner, fingerprint, card.cardNumber.slice(-4), cardType, masked, card.expiry, outcome],
        );
      }
      return { kind: 'response', fields: await respond(request, { ...decisionBase, ...cardFields, decision: 'ACCEPT', reason_code: '100', message: 'Request was processed successfully.', payment_token: token }) };
    },

    async lookupToken(token) {
      await ready();
      const { rows } = await sql.query<SandboxCardRow>(`SELECT * FROM payments_sandbox_cards WHERE token = $1`, [token]);
      const row = rows[0];
      if (!row) return undefined;
      const stored: StoredToken = { token: row.token, owner: row.owner, maskedCardNumber: row.masked, cardType: row.card_type as CardTypeCode, expiry: row.expiry };
      return stored;
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      await ready();
      const previous = await chargeByKey(sql, request.idempotencyKey);
      if (previous) return resultOf(previous);
      const { rows } = await sql.query<SandboxCardRow>(`SELECT * FROM payments_sandbox_cards WHERE token = $1`, [request.token]);
      const card = rows[0];
      let status: 'authorized' | 'declined' = 'authorized';
      let reason: string | null = null;
      if (!card) [status, reason] = ['declined', SANDBOX_MESSAGES.unknownToken];
      else if (card.outcome === 'decline_charge') [status, reason] = ['declined', SANDBOX_MESSAGES.declined];
      else if (card.outcome === 'insufficient_funds') [status, reason] = ['declined', SANDBOX_MESSAGES.insufficientFunds];
      else if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) [status, reason] = ['declined', 'The amount is invalid.'];
      else {
        const charged = await sql.query(`SELECT 1 FROM payments_sandbox_charges WHERE reference = $1 AND status = 'authorized'`, [request.reference]);
        if (charged.rowCount > 0) [status, reason] = ['declined', SANDBOX_MESSAGES.duplicateReference];
      }
      const transactionId = status === 'authorized' ? `sbx_txn_${randomUUID()}` : null;
      try {
        const inserted = await sql.query(
          `INSERT INTO payments_sandbox_charges (idempotency_key, reference, token, amount_cents, status, transaction_id, reason)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING 1`,
          [request.idempotencyKey, request.reference, request.token, request.amountCents, status, transactionId, reason],
        );
        if (inserted.rowCount === 0) return resultOf((await chargeByKey(sql, request.idempotencyKey))!);
      } catch (err) {
        // A concurrent charge of the same reference under another key won the unique index.
        if ((err as { code?: string }).code === '23505') return { status: 'declined', reason: SANDBOX_MESSAGES.duplicateReference };
        throw err;
      }
      return status === 'authorized' ? { status, transactionId: transactionId! } : { status, reason: reason! };
    },
  };
}

async function chargeByKey(sql: SqlClient, key: string): Promise<SandboxChargeRow | undefined> {
  const { rows } = await sql.query<SandboxChargeRow>(`SELECT * FROM payments_sandbox_charges WHERE idempotency_key = $1`, [key]);
  return rows[0];
}

function resultOf(row: SandboxChargeRow): ChargeResult {
  return row.status === 'authorized' ? { status: 'authorized', transactionId: row.transaction_id! } : { status: 'declined', reason: row.reason ?? SANDBOX_MESSAGES.declined };
}
