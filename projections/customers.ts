import type { CustomerProfileUpdated, CustomerRegistered, EmailChanged, InviteFlagSet, PatientCreated, PatientSyncedFromPms } from '../domain/identity/events';
import type { StoredEvent } from '../infra/event-store/port';
import type { Selectable } from 'kysely';
import type { CustomersTable } from '../infra/read-models/tables';
import { foldRows } from './lib/fold-rows';
import type { Projection } from './lib/projection';
import { parsedJson } from './lib/report-sql';

type Row = Selectable<CustomersTable>;

function searchText(first: string, last: string, email: string) {
  return `${first} ${last} ${email}`.toLowerCase();
}

function fromRegistered(e: StoredEvent): Row {
  const d = (e as StoredEvent<'CustomerRegistered', CustomerRegistered['data']>).data;
  return {
    account_number: d.accountNumber,
    customer_group: d.customerGroup,
    email: d.email,
    first_name: d.firstName,
    last_name: d.lastName,
    phone: d.phone ?? null,
    dob: null,
    practice_id: d.practiceId ?? null,
    location_id: d.locationId ?? null,
    search_text: searchText(d.firstName, d.lastName, d.email),
    is_registered: false, // the PasswordSet that follows (at once for seeded accounts) registers it
    has_been_sent_email: false,
    registration_date: e.metadata.occurredAt,
    created_at: e.metadata.occurredAt,
    updated_at: e.metadata.occurredAt,
    created_by: e.metadata.actor.accountNumber,
    addresses: [],
    ...NO_PATIENT_FLAGS,
  };
}

/** Columns of the patient flags and PMS banner facts; bulkInsert needs every column. */
const NO_PATIENT_FLAGS = {
  is_deactivated: false,
  deactivated_at: null,
  is_imported: false,
  last_sync_date: null,
  is_invite_flagged: false,
  pms_integration_banner_hidden: false,
  pms_update_banner_dismissed_at: null,
} satisfies Partial<Row>;

function fromPatientCreated(e: StoredEvent): Row {
  const d = (e as StoredEvent<'PatientCreated', PatientCreated['data']>).data;
  return {
    account_number: d.accountNumber,
    customer_group: 'Patient',
    email: d.email,
    first_name: d.firstName,
    last_name: d.lastName,
    phone: d.phone ?? null,
    dob: d.dob ?? null,
    practice_id: d.practiceId,
    location_id: d.locationId,
    search_text: searchText(d.firstName, d.lastName, d.email),
    // A patient created by a practice is registered once they set a password (issue #3).
    is_registered: false,
    has_been_sent_email: false,
    registration_date: null,
    created_at: e.metadata.occurredAt,
    updated_at: e.metadata.occurredAt,
    created_by: e.metadata.actor.accountNumber,
    addresses: [],
    ...NO_PATIENT_FLAGS,
    is_imported: d.isImported ?? false,
    last_sync_date: d.lastSyncDate ?? null,
  };
}

const accountOf = (e: StoredEvent) => e.streamId.replace(/^customer-/, '');

/** One event on the rows of its batch (a fold: the same result live and in a rebuild). */
function applyTo(rows: Map<string, Row>, e: StoredEvent): void {
  const account = accountOf(e);
  if (e.type === 'CustomerRegistered' || e.type === 'PatientCreated') {
    if (!rows.has(account)) rows.set(account, e.type === 'CustomerRegistered' ? fromRegistered(e) : fromPatientCreated(e));
    return;
  }
  const row = rows.get(account);
  if (!row) return;
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'PasswordSet':
      // A patient becomes registered when they first set a password.
      if (!row.is_registered) Object.assign(row, { is_registered: true, registration_date: at, updated_at: at });
      return;
    case 'WelcomeEmailSent':
      row.has_been_sent_email = true;
      return;
    case 'CustomerProfileUpdated': {
      const d = (e as StoredEvent<string, CustomerProfileUpdated['data']>).data;
      Object.assign(row, { first_name: d.firstName, last_name: d.lastName, phone: d.phone, dob: d.dob, addresses: d.addresses, updated_at: at });
      row.search_text = searchText(row.first_name, row.last_name, row.email);
      return;
    }
    case 'EmailChanged': {
      const d = (e as StoredEvent<string, EmailChanged['data']>).data;
      Object.assign(row, { email: d.email, search_text: searchText(row.first_name, row.last_name, d.email), updated_at: at });
      return;
    }
    case 'PatientDeactivated':
    case 'StaffMemberDeactivated':
      Object.assign(row, { is_deactivated: true, deactivated_at: at, updated_at: at });
      return;
    case 'InviteFlagSet':
      row.is_invite_flagged = (e as StoredEvent<string, InviteFlagSet['data']>).data.flagged;
      return;
    case 'PatientSyncedFromPms': {
      const d = (e as StoredEvent<string, PatientSyncedFromPms['data']>).data;
      Object.assign(row, { first_name: d.firstName, last_name: d.lastName, last_sync_date: d.lastSyncDate, updated_at: at });
      if (d.dob) row.dob = d.dob;
      if (d.phone) row.phone = d.phone;
      row.search_text = searchText(row.first_name, row.last_name, row.email);
      return;
    }
    case 'PmsIntegrationBannerDisabled':
      row.pms_integration_banner_hidden = true;
      return;
    case 'PmsUpdateBannerDisabled':
      row.pms_update_banner_dismissed_at = at;
      return;
  }
}

/** Customer profiles and the practice-scoped patient directory used by search. */
export const customersProjection: Projection = {
  name: 'customers',
  version: 3,
  eventTypes: [
    'CustomerRegistered', 'PatientCreated', 'PasswordSet', 'WelcomeEmailSent', 'CustomerProfileUpdated', 'EmailChanged',
    'PatientDeactivated', 'StaffMemberDeactivated', 'InviteFlagSet', 'PatientSyncedFromPms', 'PmsIntegrationBannerDisabled', 'PmsUpdateBannerDisabled',
  ],
  tables: ['customers'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.customers (
      account_number    text PRIMARY KEY,
      customer_group    text NOT NULL,
      email             text NOT NULL,
      first_name        text NOT NULL,
      last_name         text NOT NULL,
      phone             text,
      dob               text,
      practice_id       text,
      location_id       text,
      search_text       text NOT NULL,
      is_registered     boolean NOT NULL,
      has_been_sent_email boolean NOT NULL DEFAULT false,
      registration_date text,
      created_at        text NOT NULL,
      updated_at        text NOT NULL,
      created_by        text,
      addresses         jsonb NOT NULL DEFAULT '[]',
      is_deactivated    boolean NOT NULL DEFAULT false,
      deactivated_at    text,
      is_imported       boolean NOT NULL DEFAULT false,
      last_sync_date    text,
      is_invite_flagged boolean NOT NULL DEFAULT false,
      pms_integration_banner_hidden boolean NOT NULL DEFAULT false,
      pms_update_banner_dismissed_at text
    );`,
  // Only the readers use these (apply writes by the primary key), so a rebuild builds them once
  // over the loaded table instead of maintaining eight indexes through every insert (D-595).
  // Two scripts a rebuild builds at the same time: the B-trees, and the trigram index (as long as all of them).
  readIndexes: (s) => [
    /* sql */ `
    CREATE INDEX IF NOT EXISTS customers_practice_group_created
      ON ${s}.customers (practice_id, customer_group, created_at DESC, account_number);
    CREATE INDEX IF NOT EXISTS customers_email ON ${s}.customers (email);
    -- Patient list (decision D-076): one index per served filter and order, each partial on the
    -- patients a practice sees by default (not deactivated).
    CREATE INDEX IF NOT EXISTS customers_patients_added
      ON ${s}.customers (practice_id, created_at, account_number) WHERE customer_group = 'Patient' AND NOT is_deactivated;
    CREATE INDEX IF NOT EXISTS customers_patients_imported_added
      ON ${s}.customers (practice_id, created_at, account_number) WHERE customer_group = 'Patient' AND NOT is_deactivated AND is_imported;
    CREATE INDEX IF NOT EXISTS customers_patients_flagged_added
      ON ${s}.customers (practice_id, created_at, account_number) WHERE customer_group = 'Patient' AND NOT is_deactivated AND is_invite_flagged;
    CREATE INDEX IF NOT EXISTS customers_patients_name
      ON ${s}.customers (practice_id, last_name, first_name, account_number) WHERE customer_group = 'Patient' AND NOT is_deactivated;
    CREATE INDEX IF NOT EXISTS customers_pms_sync
      ON ${s}.customers (practice_id, location_id, last_sync_date) WHERE last_sync_date IS NOT NULL;`,
    /* sql */ `
    -- Keyword search: trigram GIN on search_text where pg_trgm can be had (not on PGlite).
    DO $trgm$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        EXECUTE 'CREATE INDEX IF NOT EXISTS customers_patients_search_trgm ON ${s}.customers USING gin (search_text gin_trgm_ops) WHERE customer_group = ''Patient''';
      END IF;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm unavailable: keyword search without a trigram index';
    END
    $trgm$;`,
  ],
  async apply(ctx, events) {
    const ids = [...new Set(events.map(accountOf))];
    await foldRows<'customers', Row>(ctx, { table: 'customers', key: 'account_number', ids, read: (r) => ({ ...r, addresses: parsedJson(r.addresses) }) }, (rows) => {
      for (const e of events) applyTo(rows, e);
    });
  },
};
