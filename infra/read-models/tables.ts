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
  /** Patients (helper Q, issue #4): deactivated ("deleted"), PMS import, invite flag. */
  is_deactivated: Generated<boolean>;
  deactivated_at: string | null;
  is_imported: Generated<boolean>;
  /** ISO instant of the PMS import that last created or synced the patient. */
  last_sync_date: string | null;
  is_invite_flagged: Generated<boolean>;
  /** Practice users: PMS banner choices. */
  pms_integration_banner_hidden: Generated<boolean>;
  pms_update_banner_dismissed_at: string | null;
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
  /** 1 or 2; null = never chosen ("2 years" applies, spec point 9). */
  default_rx_expiry_years: number | null;
  /** Practice account states (spec point 4). */
  blocked: boolean;
  credit_hold: boolean;
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
  /** A deactivated location (spec point 4 account states). */
  deactivated: boolean;
  /** Global position of its LocationAdded: the first added is the administrator's default location. */
  added_position: number;
}

/** A practice location's e-mail notification preferences (projections/practices.ts, decision D-090). */
export interface PracticeNotificationPreferencesTable {
  location_id: string;
  practice_id: string;
  access_request_notification_email: boolean;
  order_status_notification_email: boolean;
  patient_registered_notification_email: boolean;
  invite_bounced_notification_email: boolean;
  weekly_report_notification_email: boolean;
}

export interface SessionsTable {
  session_id: string;
  account_number: string;
  signed_in_at: string;
  expires_at: string;
  signed_out_at: string | null;
  /** The newest token generation (SessionRenewed; 0 until renewed) and when it was renewed (D-526). */
  generation: number;
  renewed_at: string | null;
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
  /** Issue #20: day | week | month (the reorder notice's lead). */
  reorder_interval: string;
  updated_at: string;
}

/** Access requests (projections/access-requests.ts); `decision` is pending|accepted|denied|cancelled, expired is derived from expiry_date. */
export interface AccessRequestsTable {
  request_id: string;
  practice_id: string;
  location_id: string;
  patient_email: string;
  /** Null for an address without a patient account (D-523). */
  patient_account_number: string | null;
  requested_by: string;
  request_date: string;
  expiry_date: string;
  decision: string;
  denial_reason: string | null;
  has_been_sent_email: boolean;
  token_hash: string | null;
  archived: boolean;
  answered_at: string | null;
  updated_at: string;
}

/** A patient linked to a practice by an accepted access request (projections/access-requests.ts). */
export interface PatientPracticeLinksTable {
  account_number: string;
  practice_id: string;
  location_id: string;
  request_id: string;
  linked_at: string;
}

/** Staff notifications per location (projections/staff-notifications.ts). */
export interface StaffNotificationsTable {
  notification_id: string;
  practice_id: string;
  location_id: string;
  kind: string;
  request_id: string | null;
  patient_account_number: string | null;
  status: string | null;
  denial_reason: string | null;
  created_at: string;
  is_viewed: boolean;
  viewed_at: string | null;
  viewed_by: string | null;
}

export interface ReadModels {
  customers: CustomersTable;
  practices: PracticesTable;
  locations: LocationsTable;
  practice_notification_preferences: PracticeNotificationPreferencesTable;
  sessions: SessionsTable;
  email_display_names: EmailDisplayNamesTable;
  mfa_settings: MfaSettingsTable;
  notification_preferences: NotificationPreferencesTable;
  impersonation_sessions: ImpersonationSessionsTable;
  impersonation_changes: ImpersonationChangesTable;
  access_requests: AccessRequestsTable;
  patient_practice_links: PatientPracticeLinksTable;
  staff_notifications: StaffNotificationsTable;
  catalog_manufacturers: CatalogManufacturersTable;
  catalog_products: CatalogProductsTable;
  prescriptions: PrescriptionsTable;
  patient_invites: PatientInvitesTable;
  orders: OrdersTable;
  saved_cards: SavedCardsTable;
  carts: CartsTable;
  pricing_locations: PricingLocationsTable;
  record_history: RecordHistoryTable;
  record_history_streams: RecordHistoryStreamsTable;
  record_history_products: RecordHistoryProductsTable;
  // Reports (issue #6, helper R): projections/order-status-report.ts and projections/sales-dashboard.ts.
  osr_locations: OsrLocationsTable;
  osr_products: OsrProductsTable;
  osr_people: OsrPeopleTable;
  order_status_report: OrderStatusReportTable;
  order_status_daily: OrderStatusDailyTable;
  order_status_daily_keys: OrderStatusDailyKeysTable;
  sales_locations: SalesLocationsTable;
  sales_products: SalesProductsTable;
  sales_manufacturers: SalesManufacturersTable;
  sales_people: SalesPeopleTable;
  sales_orders: SalesOrdersTable;
  sales_daily: SalesDailyTable;
  sales_daily_brands: SalesDailyBrandsTable;
  sales_daily_manufacturers: SalesDailyManufacturersTable;
  timers: TimersTable;
  reorder_orders: ReorderOrdersTable;
  reorder_supply: ReorderSupplyTable;
  // The public site (issue #17): projections/contact-requests.ts and projections/practice-signups.ts.
  contact_requests: ContactRequestsTable;
  practice_signups: PracticeSignupsTable;
  announcements: AnnouncementsTable;
  announcement_history: AnnouncementHistoryTable;
  rebate_claims: RebateClaimsTable;
  distributor_staff: DistributorStaffTable;
  rewards_members: RewardsMembersTable;
  // Analysis jobs (issue #32): projections/analysis-jobs.ts.
  analysis_jobs: AnalysisJobsTable;
  // Legal particulars (issue #34): projections/operator-particulars.ts, the public legal pages.
  operator_particulars: OperatorParticularsTable;
  // The operations console (issue #33): projections/ops-controls.ts.
  ops_controls: OpsControlsTable;
  ops_actions: OpsActionsTable;
  // Saved queries of the Analysis screen (issue #32): projections/saved-queries.ts.
  saved_queries: SavedQueriesTable;
}

/** One row per projection an operator has acted on: paused or not, its rebuild in progress and its last outcome (projections/ops-controls.ts). */
export interface OpsControlsTable {
  projection: string;
  paused: boolean;
  paused_by: string | null;
  paused_at: string | null;
  rebuild_id: string | null;
  /** requested | running, while one is in progress. */
  rebuild_status: string | null;
  rebuild_process: string | null;
  rebuild_requested_by: string | null;
  rebuild_requested_at: string | null;
  rebuild_applied: number;
  rebuild_total: number;
  rebuild_rate: number;
  rebuild_eta: number;
  rebuild_progress_at: string | null;
  /** completed | failed: the last rebuild's outcome. */
  last_outcome: string | null;
  last_outcome_at: string | null;
  last_applied: number | null;
  last_seconds: number | null;
  last_reason: string | null;
}

/** The operators' actions in words, newest last by position (the console's audit trail). */
export interface OpsActionsTable {
  position: number;
  occurred_at: string;
  actor: string;
  event_type: string;
  description: string;
}

/** One row per saved analysis query that is not deleted (issue #32; projections/saved-queries.ts). */
export interface SavedQueriesTable {
  saved_query_id: string;
  /** The account that saved it: only its owner lists, opens, renames and deletes it. */
  owner: string;
  /** The scope it was saved in: null = every practice (an analyst), else the practice. */
  practice_id: string | null;
  name: string;
  sql: string;
  created_at: string;
  updated_at: string;
}

/**
 * Long background analysis work (issue #32; projections/analysis-jobs.ts): one row per job — a
 * report snapshot or a what-if replay — with who asked, its state and its current run's progress.
 */
export interface AnalysisJobsTable {
  job_id: string;
  /** AnalysisJobKind of domain/analysis-jobs/events.ts. */
  kind: string;
  practice_id: string | null;
  label: string;
  /** jsonb: the kind's parameters. */
  params: unknown;
  /** requested | running | completed | failed. */
  status: string;
  deleted: boolean;
  deleted_at: string | null;
  output_removed: boolean;
  /** Who asked (metadata.actor), and the CSR acting for them. */
  requested_by: string;
  requested_by_group: string;
  requested_by_csr: string | null;
  requested_at: string;
  attempt: number;
  done: number;
  total: number;
  rate_per_second: number;
  eta_seconds: number;
  progress_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  seconds: number | null;
  failed_reason: string | null;
  /** jsonb: the completed run's summary, else null. */
  result: unknown;
}

/** The operator's legal particulars, one row (projections/operator-particulars.ts). */
export interface OperatorParticularsTable {
  id: number;
  /** jsonb: the particulars as set (domain/legal/particulars.ts). */
  particulars: unknown;
  set_at: string;
}

/** "Get in touch" requests (projections/contact-requests.ts). */
/** Analysts and operators (issues #32, #33): projections/distributor-staff.ts, the CSR's Distributor Staff screen. */
export interface DistributorStaffTable {
  account_number: string;
  customer_group: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Lower-cased names and e-mail, for the screen's search. */
  search_text: string;
  /** invited | active | deactivated (domain/distributor-staff/staff-status.ts). */
  status: string;
  invited_at: string;
  /** The inviting CSR's account number ('system' for the demo accounts). */
  invited_by: string;
  invitation_sent_at: string | null;
  two_factor_enabled: boolean;
  last_signed_in_at: string | null;
  deactivated_at: string | null;
  updated_at: string;
  /** A password was set (the row's status without a deactivation: active, else invited). */
  password_set: boolean;
}

export interface ContactRequestsTable {
  request_id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  message: string;
  submitted_at: string;
  emailed: boolean;
  handled_at: string | null;
  handled_by: string | null;
}
/** Practice sign-ups (projections/practice-signups.ts). */
export interface PracticeSignupsTable {
  signup_id: string;
  practice_name: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  email_opt_in: boolean;
  status: string;
  requested_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
  decline_reason: string | null;
  practice_id: string | null;
}

/** Catalog manufacturers (projections/catalog.ts), spec point 3 Manufacturer. */
export interface CatalogManufacturersTable {
  manufacturer_id: string;
  unique_name: string;
  display_name: string;
  programme: string;
  rewards_display_name: string;
  rewards_url: string;
  terms_url: string;
  logo_file: string;
  updated_at: string;
}

/**
 * Catalog products (projections/catalog.ts). Variants have no rows: `grid` (jsonb, a list of
 * GridBlock of domain/catalog/events.ts) holds the value lists and domain/catalog/variant-id.ts
 * resolves (productId, variantId) and (productId, dimension values) against it.
 */
export interface CatalogProductsTable {
  product_id: string;
  product_number: string;
  name: string;
  brand_id: string;
  brand_name: string;
  manufacturer_id: string;
  modality: string;
  lens_type: string;
  pack_size: number;
  supply_amount: number;
  supply_unit: string;
  /** Box price (cost) in cents. */
  box_price_cents: number;
  is_available: boolean;
  keywords: string[];
  /** lower(name brand keywords product number), for the keyword search. */
  search_text: string;
  dimensions: string[];
  grid: Record<string, string[]>[];
  variant_count: number;
  updated_at: string;
}

/** Prescriptions (projections/prescriptions.ts), spec point 3 Prescription; eyes as EyeRx of domain/prescriptions/events.ts. */
export interface PrescriptionsTable {
  prescription_id: string;
  patient_account_no: string;
  practice_id: string;
  location_id: string;
  nickname: string;
  /** ISO date; isExpired is derived from it at read time. */
  expiration_date: string;
  date_of_service: string | null;
  prescriber: string | null;
  same_for_both_eyes: boolean;
  right_eye: unknown;
  left_eye: unknown;
  right_product_id: string | null;
  left_product_id: string | null;
  /** 'active' | 'deleted' (the record state of /prescription/updatestate). */
  state: string;
  created_in_pms: boolean;
  created_at: string;
  updated_at: string;
  created_by: string;
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

/** One row per practice-created patient: what patient invites list and sort (projections/patient-invites.ts). */
export interface PatientInvitesTable {
  account_number: string;
  practice_id: string;
  location_id: string;
  first_name: string;
  last_name: string;
  /** lower("last first"), the name sort. */
  sort_name: string;
  email: string;
  dob: string | null;
  phone: string | null;
  profile_complete: boolean;
  invite_flagged: boolean;
  deactivated: boolean;
  registered_at: string | null;
  /** Invites sent, and those not bounced. */
  invite_count: number;
  delivered_count: number;
  first_invited_at: string | null;
  last_invited_at: string | null;
  /** The current e-mail is known to bounce (cleared when the e-mail changes). */
  bounced: boolean;
  bounced_email: string | null;
  bounced_at: string | null;
  /** jsonb { [prescriptionId]: { expirationDate, deleted } }. */
  rx: Record<string, { expirationDate: string; deleted: boolean }>;
  /** jsonb: the invite stream's fold (domain/invites/invite-decider.ts InviteState). */
  invites: { invites: { email: string; kind: 'first' | 'followup'; sentAt: string; bounced: boolean }[]; bouncedEmail: string | null; bouncedAt: string | null; bouncedFor: string[] };
  /** Latest expiration date (YYYY-MM-DD) of the prescriptions that are not deleted. */
  has_current_prescription_until: string | null;
  created_at: string;
  updated_at: string;
}

/** An order's amounts in cents, as the orders and the report tables store them (read back by order-amounts.ts). */
export interface OrderAmountColumns {
  sub_total_cents: number;
  discount_cents: number;
  insurance_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** Whose cart or order it is and who placed it: the same columns in carts and in the orders made from them. */
export interface CartPartyColumns {
  cart_id: string;
  customer_account_number: string;
  practice_id: string;
  location_id: string;
  prescription_id: string;
  /** 'Patient' | 'Practice' */
  placed_by: string;
}

/** Orders (projections/orders.ts, issue #5): one row per checked-out order; lines and address as jsonb. */
export interface OrdersTable extends OrderAmountColumns, CartPartyColumns {
  order_id: string;
  /** The actor who checked out (metadata.actor.accountNumber). */
  placed_by_account: string;
  created_by_csr: boolean;
  /** ISO timestamp of the checkout. */
  order_date: string;
  /** jsonb: CartLine[] of domain/ordering/events.ts. */
  lines: unknown;
  delivery_method: string;
  /** jsonb: DeliveryAddress or null. */
  delivery_address: unknown;
  delivery_mode_id: string | null;
  promo_code: string | null;
  /** 'card' | 'pos'. */
  payment_type: string;
  /** POS: cash | card | none; card: null. */
  pos_method: string | null;
  card_type: string | null;
  masked_card_number: string | null;
  /** OrderStatusValue of domain/ordering/order-status.ts ('new' until the first change). */
  status: string;
  status_at: string;
  /** jsonb: every status with its time, oldest first ({ status, at }[]), starting with 'new' at checkout. */
  status_history: unknown;
  tracking_number: string | null;
  carrier: string | null;
  estimated_delivery: string | null;
  confirmation_email_sent_at: string | null;
  shipping_email_sent_at: string | null;
  updated_at: string;
}

/** Saved cards (projections/saved-cards.ts, issue #5): no token, no card number — masked number only. */
export interface SavedCardsTable {
  unique_card_id: string;
  account_number: string;
  masked_card_number: string;
  card_type: string;
  /** MM/YY */
  expiry: string;
  card_nickname: string;
  is_default: boolean;
  /** jsonb: CardBilling of domain/payments/events.ts. */
  billing: unknown;
  saved_at: string;
}

/** Carts (projections/carts.ts, issue #5): one row per cart; amounts in cents. */
export interface CartsTable extends CartPartyColumns {
  /** CartLine[] of domain/ordering/events.ts (jsonb). */
  lines: unknown;
  discount_cents: number;
  insurance_cents: number;
  /** 'ship' | 'inOffice' | 'pickup', null until chosen. */
  delivery_method: string | null;
  address: unknown;
  delivery_mode_id: string | null;
  promo_code: string | null;
  shipping_cents: number | null;
  /** 'open' | 'checked_out' */
  status: string;
  order_id: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/**
 * Pricing per location (projections/pricing.ts, issue #6): the strategy, the custom rules and the
 * favorites as stored by the events (domain/pricing/events.ts); prices are computed from them at
 * read time by domain/pricing/price-calculator.ts. No row = suggested pricing.
 */
export interface PricingLocationsTable {
  location_id: string;
  practice_id: string;
  markup_type: string;
  /** jsonb: PricingStrategy. */
  strategy: unknown;
  /** jsonb: PricingRule[], ordered by scope then id. */
  rules: unknown;
  /** jsonb: favorite product ids, in the order they were added. */
  favorites: unknown;
  updated_at: string;
  /** Account number of who made the last change. */
  updated_by: string;
  /** Pricing events applied to this location. */
  changes: number;
}

/**
 * Record history (projections/record-history.ts, issue #6): one row per (record, event) for the
 * history panels of a patient, a prescription and an order. `record_type` is patient,
 * prescription, order, or cart for a cart not checked out yet (its rows become the order's at
 * checkout). `practice_id` set = only that practice (and support) sees the entry; `audience`
 * 'support' = only a CSR with their own token. Actor names are read from `customers` at query time.
 */
export interface RecordHistoryTable {
  record_type: string;
  record_id: string;
  event_id: string;
  global_position: number;
  occurred_at: string;
  event_type: string;
  stream_id: string;
  actor_account: string;
  actor_group: string;
  impersonator_account: string | null;
  impersonator_name: string | null;
  practice_id: string | null;
  audience: string;
  summary: string;
}

/** What the history projection knows about whom a stream concerns (domain/history/record-keys.ts StreamOwner). */
export interface RecordHistoryStreamsTable {
  stream_key: string;
  patient_account: string | null;
  practice_id: string | null;
  prescription_id: string | null;
  order_id: string | null;
  cart_id: string | null;
  staff_account: string | null;
}

/** Product names as the catalog named them, so history sentences read "Aurora Day Moist", not an id. */
export interface RecordHistoryProductsTable {
  product_id: string;
  name: string;
}

/*
 * Reports (issue #6, helper R). Each report projection keeps its own small dimension tables
 * (locations with their time zone, products, people) so it rebuilds and time-travels on its own.
 * Days are local calendar days of the order's location, 'YYYY-MM-DD'. Aggregates are bigint
 * (the SQL client gives them as numbers).
 */
/** A report's location dimension (osr_locations, sales_locations), as the location events give it. */
export interface ReportLocationRow {
  location_id: string;
  practice_id: string;
  name: string;
  time_zone: string;
  updated_at: string;
}

/** A report's product dimension (sales_products; osr_products without the box price), as the product events give it. */
export interface ReportProductRow {
  product_id: string;
  name: string;
  brand_id: string;
  brand_name: string;
  manufacturer_id: string;
  /** The catalog's box price (the practice's cost) in cents, for lines recorded without unitCostCents. */
  box_price_cents: number;
  updated_at: string;
}

export type OsrLocationsTable = ReportLocationRow;
export type OsrProductsTable = Omit<ReportProductRow, 'box_price_cents'>;

/** Names of accounts: patients (for the rows) and staff (for "placed by"). */
export interface OsrPeopleTable {
  account_number: string;
  customer_group: string;
  practice_id: string | null;
  name: string;
  /** lower("last first"). */
  sort_name: string;
  email: string | null;
  updated_at: string;
}

/** One row per order, denormalised for the order-status report's filters and sorts. */
export interface OrderStatusReportTable extends OrderAmountColumns {
  order_id: string;
  practice_id: string;
  location_id: string;
  location_name: string;
  /** ISO instant of checkout and its local day at the location. */
  order_date: string;
  order_day: string;
  status: string;
  status_at: string;
  patient_account: string;
  patient_name: string;
  /** lower("last first"), the patient sort. */
  patient_sort: string;
  patient_email: string | null;
  /** Account number of who checked out, or 'patient' (domain/reports/report-figures.ts placedByKey). */
  placed_by: string;
  placed_by_group: string;
  csr_name: string | null;
  /** jsonb: { eye, productId, brandId, boxes }[] (names are resolved from osr_products when read). */
  products: unknown;
  /** '<practice>|<id>' keys (practice-scoped GIN lookups). */
  brand_keys: string[];
  manufacturer_keys: string[];
  product_keys: string[];
  boxes: number;
  units: number;
  delivery_method: string;
  tracking_number: string | null;
  carrier: string | null;
  estimated_delivery: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  /** Patient name, e-mail, account number and order id, lower-cased. */
  search_text: string;
}

/** Orders and sums per (practice, day, location, status, placed by): the report's totals without scanning rows. */
export interface OrderStatusDailyTable extends OrderAmountColumns {
  practice_id: string;
  order_day: string;
  location_id: string;
  status: string;
  placed_by: string;
  orders: number;
  boxes: number;
  units: number;
}

/** order_status_daily again per brand / manufacturer / product an order contains (D-219). */
export interface OrderStatusDailyKeysTable extends OrderStatusDailyTable {
  key_kind: 'brand' | 'manufacturer' | 'product';
  key_id: string;
}

export type SalesLocationsTable = ReportLocationRow;
export type SalesProductsTable = ReportProductRow;

export interface SalesManufacturersTable {
  manufacturer_id: string;
  name: string;
  updated_at: string;
}

/** Staff, administrators (and CSRs) by account: the names of "placed by". */
export interface SalesPeopleTable {
  account_number: string;
  customer_group: string;
  name: string;
  updated_at: string;
}

/** Each order's contribution to the daily sums, so a cancellation can take it back. */
export interface SalesOrdersTable extends OrderAmountColumns {
  order_id: string;
  practice_id: string;
  location_id: string;
  day: string;
  placed_by: string;
  /** False once cancelled: not a sale. */
  counted: boolean;
  boxes: number;
  units: number;
  cost_cents: number;
  /** jsonb: { brandId, manufacturerId, boxes, units, salesCents, costCents }[] per line. */
  lines: unknown;
}

export interface SalesDailyTable extends OrderAmountColumns {
  practice_id: string;
  day: string;
  location_id: string;
  placed_by: string;
  orders: number;
  boxes: number;
  units: number;
  cost_cents: number;
}

/** The daily line sums per brand (sales_daily_brands) and per manufacturer (sales_daily_manufacturers). */
interface SalesDailyLineSums {
  practice_id: string;
  day: string;
  location_id: string;
  orders: number;
  boxes: number;
  units: number;
  sales_cents: number;
  cost_cents: number;
}

export interface SalesDailyBrandsTable extends SalesDailyLineSums {
  brand_id: string;
}

export interface SalesDailyManufacturersTable extends SalesDailyLineSums {
  manufacturer_id: string;
}

/** Due work (projections/timers.ts): pending timers only; the scheduler keeps its firings in public.scheduler_firings. */
export interface TimersTable {
  timer_id: string;
  kind: string;
  /** ISO instant (UTC, toISOString form, so text order is time order). */
  due_at: string;
  payload: unknown;
  set_by: string;
  set_at: string;
}

/** Reorder (projections/reorder-supply.ts, issue #20): what the supply arithmetic needs of each order. */
export interface ReorderOrdersTable {
  order_id: string;
  customer_account_number: string;
  prescription_id: string;
  practice_id: string;
  location_id: string;
  order_date: string;
  /** ship | pickup | inOffice. */
  delivery_method: string;
  status: string;
  delivered_at: string | null;
  estimated_delivery: string | null;
  /** jsonb: { eye, productId, variantId, boxes, supplyDays }[]. */
  lines: unknown;
}

/** Reorder (projections/reorder-supply.ts): per patient, prescription and eye, when the lenses of its orders run out. */
export interface ReorderSupplyTable {
  /** `${account}|${prescriptionId}|${eye}`. */
  supply_key: string;
  customer_account_number: string;
  prescription_id: string;
  eye: string;
  practice_id: string;
  location_id: string;
  product_id: string;
  variant_id: string;
  last_order_id: string;
  last_order_date: string;
  last_boxes: number;
  /** YYYY-MM-DD: the first day without lenses. */
  runs_out_on: string;
  /** YYYY-MM-DD: the last day with lenses. */
  supply_until: string;
  /** D-423: the patient's latest order is for another prescription (this supply no longer makes them due). */
  superseded: boolean;
}

/** Announcements (projections/announcements.ts, issue #16): one row per announcement not deleted; `status` says which list it is in. */
export interface AnnouncementsTable {
  announcement_id: string;
  audience: string;
  practice_id: string | null;
  headline: string;
  message: string;
  live_date: string;
  take_down_date: string | null;
  /** The entity's state field: draft or live (scheduled and archived ones were saved live). */
  state: string;
  /** draft | scheduled | live | archived */
  status: string;
  type: string;
  priority: string;
  url: string | null;
  url_display_text: string | null;
  is_bookmarked: boolean;
  published_at: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string;
}

/** Who did what to an announcement (its record history). */
export interface AnnouncementHistoryTable {
  announcement_id: string;
  event_id: string;
  global_position: number;
  occurred_at: string;
  event_type: string;
  actor_account: string;
  actor_group: string;
  impersonator_name: string | null;
  summary: string;
  /** The live date a "Scheduled to go live" line refers to (shown in the reader's time zone), else null. */
  scheduled_for: string | null;
}

/** Rebate claims (projections/rebate-claims.ts, issue #15): one row per claim. */
export interface RebateClaimsTable {
  claim_id: string;
  account_number: string;
  order_id: string;
  prescription_id: string;
  practice_id: string;
  manufacturer_id: string;
  programme: string;
  member_uid: string;
  amount_cents: number;
  points: number | null;
  /** submitted | pending | approved | denied | failed */
  status: string;
  status_label: string;
  message: string | null;
  /** Why a denied claim was denied: DUPLICATE (the programme has this order's claim already) or NOT_ELIGIBLE. */
  denial_reason: string | null;
  error_code: number | null;
  programme_claim_id: string | null;
  service_date: string;
  deadline: string;
  submitted_at: string;
  decided_at: string | null;
  submitted_by: string;
  impersonator: string | null;
  updated_at: string;
}

/** The programmes a patient joined or signed in to (projections/rebate-claims.ts). */
export interface RewardsMembersTable {
  member_key: string;
  account_number: string;
  manufacturer_id: string;
  member_uid: string;
  via: string;
  linked_at: string;
}
