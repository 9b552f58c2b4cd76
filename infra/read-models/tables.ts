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
  /** The account's own addresses (jsonb, a list of CustomerAddressRow), from /customer/update. */
  addresses: Generated<CustomerAddressRow[]>;
}

export interface CustomerAddressRow {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

/** A practice's e-mail display name (projections/email-display-names.ts); no row = the practice's name. */
export interface EmailDisplayNamesTable {
  practice_id: string;
  display_name: string;
  updated_at: string;
  updated_by: string;
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

/** One row per impersonation session (projections/impersonation-audit.ts). */
export interface ImpersonationSessionsTable {
  impersonation_id: string;
  session_id: string;
  csr_account_number: string;
  csr_name: string;
  user_account_number: string;
  user_name: string;
  user_email: string;
  user_group: string;
  practice_id: string | null;
  practice_name: string | null;
  reason: string | null;
  started_at: string;
  ended_at: string | null;
  end_cause: string | null;
  changes_count: number;
  /** lower("csr name csr account"), lower("user name user e-mail user account"), for the filters. */
  csr_search: string;
  user_search: string;
}

/** Every event appended while a CSR acted as a user, with a plain-words summary. */
export interface ImpersonationChangesTable {
  event_id: string;
  impersonation_id: string;
  global_position: number;
  type: string;
  stream_id: string;
  occurred_at: string;
  summary: string;
}

/** Two-factor state per account (projections/mfa-settings.ts). No codes or hashes: those stay in the events. */
export interface MfaSettingsTable {
  account_number: string;
  /** The number last entered (may be unverified). */
  phone: string | null;
  /** The number last proven by a code. */
  verified_phone: string | null;
  is_mfa_enabled: boolean;
  hide_mfa_modal: boolean;
  updated_at: string;
}

/** A patient's notification preferences (projections/notification-preferences.ts); no row = the defaults. */
export interface NotificationPreferencesTable {
  account_number: string;
  order_notification_email: boolean;
  order_notification_sms: boolean;
  reorder_notification_email: boolean;
  reorder_notification_sms: boolean;
  promotion_notification_email: boolean;
  promotion_notification_sms: boolean;
  tips_notification_email: boolean;
  tips_notification_sms: boolean;
  updated_at: string;
}

export interface ReadModels {
  customers: CustomersTable;
  practices: PracticesTable;
  locations: LocationsTable;
  sessions: SessionsTable;
  email_display_names: EmailDisplayNamesTable;
  mfa_settings: MfaSettingsTable;
  notification_preferences: NotificationPreferencesTable;
  impersonation_sessions: ImpersonationSessionsTable;
  impersonation_changes: ImpersonationChangesTable;
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
