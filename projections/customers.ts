import type { CustomerProfileUpdated, CustomerRegistered, EmailChanged, InviteFlagSet, PatientCreated, PatientSyncedFromPms } from '../domain/identity/events';
import type { StoredEvent } from '../infra/event-store/port';
import { type Insertable, sql } from 'kysely';
import type { CustomersTable } from '../infra/read-models/tables';
import { bulkInsert } from './lib/bulk-insert';
import { type Projection, runsByType } from './lib/projection';

type Row = Insertable<CustomersTable>;

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
  readIndexes: (s) => /* sql */ `
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
      ON ${s}.customers (practice_id, location_id, last_sync_date) WHERE last_sync_date IS NOT NULL;
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
  async apply({ db, trx, schema }, events) {
    for (const run of runsByType(events)) {
      if (run[0]!.type === 'PasswordSet') {
        // A patient becomes registered when they first set a password.
        for (const e of run) {
          await db
            .updateTable('customers')
            .set({ is_registered: true, registration_date: e.metadata.occurredAt, updated_at: e.metadata.occurredAt })
            .where('account_number', '=', accountOf(e))
            .where('is_registered', '=', false)
            .execute();
        }
        continue;
      }
      if (run[0]!.type === 'WelcomeEmailSent') {
        const accounts = run.map(accountOf);
        await db.updateTable('customers').set({ has_been_sent_email: true }).where('account_number', 'in', accounts).execute();
        continue;
      }
      if (run[0]!.type === 'CustomerProfileUpdated') {
        for (const e of run) {
          const d = (e as StoredEvent<string, CustomerProfileUpdated['data']>).data;
          await db
            .updateTable('customers')
            .set((eb) => ({
              first_name: d.firstName,
              last_name: d.lastName,
              phone: d.phone,
              dob: d.dob,
              addresses: sql<CustomerProfileUpdated['data']['addresses']>`${JSON.stringify(d.addresses)}::jsonb`,
              search_text: sql<string>`lower(${d.firstName} || ' ' || ${d.lastName} || ' ' || ${eb.ref('email')})`,
              updated_at: e.metadata.occurredAt,
            }))
            .where('account_number', '=', accountOf(e))
            .execute();
        }
        continue;
      }
      if (run[0]!.type === 'EmailChanged') {
        for (const e of run) {
          const d = (e as StoredEvent<string, EmailChanged['data']>).data;
          await db
            .updateTable('customers')
            .set((eb) => ({
              email: d.email,
              search_text: sql<string>`lower(${eb.ref('first_name')} || ' ' || ${eb.ref('last_name')} || ' ' || ${d.email})`,
              updated_at: e.metadata.occurredAt,
            }))
            .where('account_number', '=', accountOf(e))
            .execute();
        }
        continue;
      }
      if (run[0]!.type === 'PatientDeactivated' || run[0]!.type === 'StaffMemberDeactivated') {
        for (const e of run) {
          await db
            .updateTable('customers')
            .set({ is_deactivated: true, deactivated_at: e.metadata.occurredAt, updated_at: e.metadata.occurredAt })
            .where('account_number', '=', accountOf(e))
            .execute();
        }
        continue;
      }
      if (run[0]!.type === 'InviteFlagSet') {
        for (const e of run) {
          const d = (e as StoredEvent<string, InviteFlagSet['data']>).data;
          await db.updateTable('customers').set({ is_invite_flagged: d.flagged }).where('account_number', '=', accountOf(e)).execute();
        }
        continue;
      }
      if (run[0]!.type === 'PatientSyncedFromPms') {
        for (const e of run) {
          const d = (e as StoredEvent<string, PatientSyncedFromPms['data']>).data;
          await db
            .updateTable('customers')
            .set((eb) => ({
              first_name: d.firstName,
              last_name: d.lastName,
              ...(d.dob ? { dob: d.dob } : {}),
              ...(d.phone ? { phone: d.phone } : {}),
              last_sync_date: d.lastSyncDate,
              search_text: sql<string>`lower(${d.firstName} || ' ' || ${d.lastName} || ' ' || ${eb.ref('email')})`,
              updated_at: e.metadata.occurredAt,
            }))
            .where('account_number', '=', accountOf(e))
            .execute();
        }
        continue;
      }
      if (run[0]!.type === 'PmsIntegrationBannerDisabled') {
        await db.updateTable('customers').set({ pms_integration_banner_hidden: true }).where('account_number', 'in', run.map(accountOf)).execute();
        continue;
      }
      if (run[0]!.type === 'PmsUpdateBannerDisabled') {
        for (const e of run) {
          await db.updateTable('customers').set({ pms_update_banner_dismissed_at: e.metadata.occurredAt }).where('account_number', '=', accountOf(e)).execute();
        }
        continue;
      }
      const rows = run.map((e) => (e.type === 'CustomerRegistered' ? fromRegistered(e) : fromPatientCreated(e)));
      await bulkInsert(trx, schema, 'customers', rows, 'account_number');
    }
  },
};
