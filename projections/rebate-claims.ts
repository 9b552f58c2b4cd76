import { CLAIM_STATUS_LABELS, type ClaimStatus } from '../domain/rewards/rewards-decider';
import { CLAIM_EVENT_TYPES, type ClaimOutcomeEvent, type ClaimSubmitted, type RewardsMemberLinked } from '../domain/rewards/events';
import type { RebateClaimsTable, RewardsMembersTable } from '../infra/read-models/tables';
import { bulkInsert } from './lib/bulk-insert';
import { projectionOf } from './lib/projection';

/**
 * Rebate claims (issue #15): one row per claim — per patient, per order and per practice by its
 * indexes — with its status, amount, points and the programme's message; and the programmes each
 * patient joined or signed in to. Folded in memory over the rows a batch touches, written back
 * with one DELETE and one multi-row INSERT per table (as orders). Deterministic (occurredAt).
 */
export const rebateClaimsProjection = projectionOf<RewardsMemberLinked | ClaimSubmitted | ClaimOutcomeEvent>({
  name: 'rebate_claims',
  // 2: denial_reason (D-601).
  version: 2,
  eventTypes: CLAIM_EVENT_TYPES,
  tables: ['rebate_claims', 'rewards_members'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.rebate_claims (
      claim_id            text PRIMARY KEY,
      account_number      text NOT NULL,
      order_id            text NOT NULL,
      prescription_id     text NOT NULL,
      practice_id         text NOT NULL,
      manufacturer_id     text NOT NULL,
      programme           text NOT NULL,
      member_uid          text NOT NULL,
      amount_cents        integer NOT NULL,
      points              integer,
      status              text NOT NULL,
      status_label        text NOT NULL,
      message             text,
      denial_reason       text,
      error_code          integer,
      programme_claim_id  text,
      service_date        text NOT NULL,
      deadline            text NOT NULL,
      submitted_at        text NOT NULL,
      decided_at          text,
      submitted_by        text NOT NULL,
      impersonator        text,
      updated_at          text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS rebate_claims_account ON ${s}.rebate_claims (account_number, submitted_at DESC);
    CREATE INDEX IF NOT EXISTS rebate_claims_order ON ${s}.rebate_claims (order_id);
    CREATE INDEX IF NOT EXISTS rebate_claims_practice ON ${s}.rebate_claims (practice_id, submitted_at DESC);
    CREATE TABLE IF NOT EXISTS ${s}.rewards_members (
      member_key      text PRIMARY KEY,
      account_number  text NOT NULL,
      manufacturer_id text NOT NULL,
      member_uid      text NOT NULL,
      via             text NOT NULL,
      linked_at       text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS rewards_members_account ON ${s}.rewards_members (account_number);`,
  async apply({ db, trx, schema }, events) {
    const claimIds = [...new Set(events.filter((e) => e.type !== 'RewardsMemberLinked').map((e) => (e.data as { claimId: string }).claimId))];
    const claims = new Map<string, RebateClaimsTable>();
    if (claimIds.length) for (const r of await db.selectFrom('rebate_claims').selectAll().where('claim_id', 'in', claimIds).execute()) claims.set(r.claim_id, r);
    const members = new Map<string, RewardsMembersTable>();
    const setStatus = (row: RebateClaimsTable, status: ClaimStatus, at: string) => {
      row.status = status;
      row.status_label = CLAIM_STATUS_LABELS[status];
      row.decided_at = at;
      row.updated_at = at;
    };
    for (const e of events) {
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'RewardsMemberLinked': {
          const d = e.data;
          const key = `${d.accountNumber}:${d.manufacturerId}`;
          members.set(key, { member_key: key, account_number: d.accountNumber, manufacturer_id: d.manufacturerId, member_uid: d.memberUID, via: d.via, linked_at: at });
          break;
        }
        case 'ClaimSubmitted': {
          const d = e.data;
          if (claims.has(d.claimId)) break;
          claims.set(d.claimId, {
            claim_id: d.claimId,
            account_number: d.accountNumber,
            order_id: d.orderId,
            prescription_id: d.prescriptionId,
            practice_id: d.practiceId,
            manufacturer_id: d.manufacturerId,
            programme: d.programme,
            member_uid: d.memberUID,
            amount_cents: d.amountCents,
            points: null,
            status: 'submitted',
            status_label: CLAIM_STATUS_LABELS.submitted,
            message: null,
            denial_reason: null,
            error_code: null,
            programme_claim_id: null,
            service_date: d.serviceDate,
            deadline: d.deadline,
            submitted_at: at,
            decided_at: null,
            submitted_by: e.metadata.actor.accountNumber,
            impersonator: e.metadata.impersonator?.accountNumber ?? null,
            updated_at: at,
          });
          break;
        }
        case 'ClaimApproved': {
          const row = claims.get(e.data.claimId);
          if (!row) break;
          setStatus(row, 'approved', at);
          row.points = e.data.points;
          row.programme_claim_id = e.data.programmeClaimId;
          row.message = null;
          break;
        }
        case 'ClaimDenied': {
          const row = claims.get(e.data.claimId);
          if (!row) break;
          setStatus(row, 'denied', at);
          row.programme_claim_id = e.data.programmeClaimId;
          row.message = e.data.message;
          row.denial_reason = e.data.reason;
          break;
        }
        case 'ClaimPending': {
          const row = claims.get(e.data.claimId);
          if (!row) break;
          setStatus(row, 'pending', at);
          row.programme_claim_id = e.data.programmeClaimId;
          break;
        }
        case 'ClaimFailed': {
          const row = claims.get(e.data.claimId);
          if (!row) break;
          setStatus(row, 'failed', at);
          row.error_code = e.data.errorCode;
          row.message = e.data.message;
          break;
        }
      }
    }
    if (claims.size) {
      const ids = [...claims.keys()].sort();
      await db.deleteFrom('rebate_claims').where('claim_id', 'in', ids).execute();
      await bulkInsert(trx, schema, 'rebate_claims', ids.map((id) => claims.get(id)!), 'claim_id');
    }
    if (members.size) {
      const keys = [...members.keys()].sort();
      await db.deleteFrom('rewards_members').where('member_key', 'in', keys).execute();
      await bulkInsert(trx, schema, 'rewards_members', keys.map((k) => members.get(k)!), 'member_key');
    }
  },
});
