/**
 * The subscriptions the workers keep (read models, then reactors), by name. query-api may not
 * import projections/ or workers/ (guide §2), so the names are listed here; a unit test checks
 * they match what the workers run. /api/health reports the lag of each.
 */
export const READ_MODEL_NAMES = ['customers', 'practices', 'sessions', 'impersonation_audit', 'email_display_names', 'mfa_settings', 'notification_preferences', 'access_requests', 'staff_notifications', 'catalog', 'patient_invites', 'prescriptions', 'orders', 'saved_cards', 'carts', 'pricing', 'record_history', 'order_status_report', 'sales_dashboard', 'timers', 'reorder_supply', 'contact_requests', 'practice_signups', 'announcements', 'rebate_claims', 'analysis_jobs', 'distributor_staff', 'operator_particulars', 'ops_controls', 'saved_queries'] as const;
export const REACTOR_NAMES = ['reactor_welcome_email', 'reactor_account_email', 'reactor_access_request_email', 'reactor_order_confirmation_email', 'reactor_order_fulfilment', 'reactor_order_shipping_email', 'reactor_order_delivery_notice', 'reactor_contact_emails', 'reactor_practice_signup_emails', 'reactor_announcement_broadcast', 'reactor_rewards_claim', 'reactor_rewards_window', 'reactor_rewards_reminder', 'reactor_analysis_job', 'reactor_analysis_output', 'reactor_ops_job_retry'] as const;
export const SUBSCRIPTION_NAMES: readonly string[] = [...READ_MODEL_NAMES, ...REACTOR_NAMES];
