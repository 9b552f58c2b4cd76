import { ensureTables } from '../../db/ensure-tables';
import type { SqlConnection } from '../../db/sql-client';

/**
 * The sandbox provider's own tables (not read models, not events): tokens and charges. Full
 * card numbers and CVVs are stored nowhere: a token keeps last4, type, expiry, a keyed
 * fingerprint and the test outcome the number selected.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS payments_sandbox_cards (
  token        text PRIMARY KEY,
  owner        text NOT NULL,
  fingerprint  text NOT NULL,
  last4        text NOT NULL,
  card_type    text NOT NULL,
  masked       text NOT NULL,
  expiry       text NOT NULL,
  outcome      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS payments_sandbox_cards_owner_idx ON payments_sandbox_cards (owner, fingerprint, expiry);
CREATE TABLE IF NOT EXISTS payments_sandbox_charges (
  idempotency_key text PRIMARY KEY,
  reference       text NOT NULL,
  token           text NOT NULL,
  amount_cents    bigint NOT NULL,
  status          text NOT NULL,
  transaction_id  text,
  reason          text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS payments_sandbox_charges_reference_idx ON payments_sandbox_charges (reference) WHERE status = 'authorized';
CREATE TABLE IF NOT EXISTS payments_sandbox_attempts (
  transaction_uuid text PRIMARY KEY,
  attempts         int NOT NULL,
  last_at          timestamptz NOT NULL DEFAULT now()
);
`;

export function ensureSandboxTables(db: SqlConnection): Promise<void> {
  return ensureTables(db, DDL);
}

export type SandboxOutcome = 'approve' | 'decline_charge' | 'insufficient_funds';

export interface SandboxCardRow {
  token: string;
  owner: string;
  fingerprint: string;
  last4: string;
  card_type: string;
  masked: string;
  expiry: string;
  outcome: SandboxOutcome;
}

export interface SandboxChargeRow {
  idempotency_key: string;
  reference: string;
  token: string;
  amount_cents: number;
  status: 'authorized' | 'declined';
  transaction_id: string | null;
  reason: string | null;
}
