import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import type { PaymentProvider } from '../../infra/payments/port';

/** What every command route needs. Passed as the app plugin's options. */
export interface CommandContext {
  store: EventStore;
  sql: SqlClient;
  tokenTtlMs: number;
  /** Card payments (issue #5): the sandbox in development and tests; absent → card checkout answers 422 PAYMENT_UNAVAILABLE. */
  payments?: PaymentProvider;
}
