import type { Generated } from 'kysely';

/**
 * Read-model table shapes: the contract between projections/ (writers) and query-api/ (readers).
 * Tables live in the schema READ_MODEL_SCHEMA; rebuilds build beside it and swap.
 */
export const READ_MODEL_SCHEMA = 'rm';

export interface CustomersTable {
  account_number: string;
  customer_group: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  dob: string | null;
  practice_id: string | null;
  location_id: string | null;
  /** lower("first last email"), for the practice-scoped patient search. */
  search_text: string;
  is_registered: boolean;
  has_been_sent_email: Generated<boolean>;
  registration_date: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
}

export interface PracticesTable {
  practice_id: string;
  name: string;
  phone: string | null;
  created_at: string;
}

export interface LocationsTable {
  location_id: string;
  practice_id: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
}

export interface SessionsTable {
  session_id: string;
  account_number: string;
  signed_in_at: string;
  expires_at: string;
  signed_out_at: string | null;
}

export interface ReadModels {
  customers: CustomersTable;
  practices: PracticesTable;
  locations: LocationsTable;
  sessions: SessionsTable;
}

/** Bookkeeping row per (schema, projection): how far it has applied the log. */
export interface CheckpointsTable {
  schema_name: string;
  projection: string;
  version: number;
  transaction_id: string;
  global_position: number;
  events_applied: Generated<number>;
  updated_at: string;
}
