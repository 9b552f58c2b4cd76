import type { StoredEvent } from '../../infra/event-store/port';
import { hashRoll } from '../../domain/ordering/fulfilment';

/**
 * Timing and chances of the order workers, from the environment (D-112):
 * - ORDER_CONFIRMATION_DELAY_MS: the confirmation e-mail's delay after checkout; unset → 5 to 10
 *   minutes (spec point 9), picked per order from its id.
 * - FULFILMENT_PROCESSING_DELAY_MS (default 10 min): checkout → processing.
 * - FULFILMENT_SHIP_DELAY_MS (default 2 h): processing (or delayed) → shipped / delayed / shipped_error.
 * - FULFILMENT_DELIVERY_DELAY_MS (default 48 h): shipped → delivered.
 * - FULFILMENT_DELAYED_CHANCE (default 0.05), FULFILMENT_SHIPPED_ERROR_CHANCE (default 0.02): 0…1.
 * - FULFILMENT_SEED (default ''): mixed into every roll and tracking number; choices are always
 *   deterministic per order, so a re-run job decides the same.
 * - FULFILMENT_ENABLED=false turns the simulated fulfilment off (orders stay 'new').
 * Delays count from the causing event's time, so a job re-derived after a restart is not delayed again.
 */
export interface OrderWorkerConfig {
  confirmationDelayMs: number | null;
  processingDelayMs: number;
  shipDelayMs: number;
  deliveryDelayMs: number;
  delayedChance: number;
  shippedErrorChance: number;
  seed: string;
  fulfilmentEnabled: boolean;
}

const MINUTE = 60_000;

function num(raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : fallback;
}

export function orderWorkerConfig(env: NodeJS.ProcessEnv = process.env): OrderWorkerConfig {
  const confirmation = env.ORDER_CONFIRMATION_DELAY_MS;
  return {
    confirmationDelayMs: confirmation === undefined || confirmation.trim() === '' ? null : num(confirmation, 5 * MINUTE),
    processingDelayMs: num(env.FULFILMENT_PROCESSING_DELAY_MS, 10 * MINUTE),
    shipDelayMs: num(env.FULFILMENT_SHIP_DELAY_MS, 120 * MINUTE),
    deliveryDelayMs: num(env.FULFILMENT_DELIVERY_DELAY_MS, 48 * 60 * MINUTE),
    delayedChance: num(env.FULFILMENT_DELAYED_CHANCE, 0.05, 1),
    shippedErrorChance: num(env.FULFILMENT_SHIPPED_ERROR_CHANCE, 0.02, 1),
    seed: env.FULFILMENT_SEED ?? '',
    fulfilmentEnabled: (env.FULFILMENT_ENABLED ?? 'true').toLowerCase() !== 'false',
  };
}

/** The confirmation e-mail's delay for one order: the configured one, else 5 to 10 minutes by its id. */
export function confirmationDelayFor(orderId: string, config: OrderWorkerConfig): number {
  return config.confirmationDelayMs ?? Math.round(5 * MINUTE + hashRoll(`confirmation:${orderId}`) * 5 * MINUTE);
}

/** Remaining wait for a job due `delayMs` after its causing event. */
export function remainingDelay(event: StoredEvent, delayMs: number, now = Date.now()): number {
  const at = Date.parse(event.metadata.occurredAt);
  return Math.max(0, Number.isNaN(at) ? delayMs : at + delayMs - now);
}
