import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import type { PaymentProvider } from '../../infra/payments/port';
import type { RewardsProgrammePort } from '../../infra/rewards/port';
import type { StateCache } from './state-cache';

/** What every command route needs. Passed as the app plugin's options. */
export interface CommandContext {
  store: EventStore;
  sql: SqlClient;
  tokenTtlMs: number;
  /** Card payments (issue #5): the sandbox in development and tests; absent → card checkout answers 422 PAYMENT_UNAVAILABLE. */
  payments?: PaymentProvider;
  /** Manufacturer rewards programmes (issue #15): the sandbox in development and tests; absent → 422 PROGRAMME_UNAVAILABLE. */
  rewards?: RewardsProgrammePort;
  /**
   * The process's aggregate state cache (issue #19); commandApi makes one when absent. Each request
   * then sees `store` as its own RequestStore over it (command-route.ts `onRequestStore`).
   */
  stateCache?: StateCache;
}
