import { randomUUID } from 'node:crypto';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';

/**
 * The crash trials' client load (issue #21): W clients through the gateway, each creating a
 * patient, a prescription, a cart and checking it out (createcart → SetDiscount →
 * AddDeliveryAddress → SetDeliveryMode → CheckOut), then reading the order back with the
 * checkout's position (read-your-writes). Every command carries its own Idempotency-Key and is
 * retried with that same key — after a network error, a 5xx or a 409 "in progress"/conflict —
 * until it gets a final answer, exactly as a careful client does when the process it talked to died.
 */
/** Side effects in a few hundred ms, so a trial sees every e-mail of every order: confirmation, shipped, delivered. */
export const FAST_SIDE_EFFECTS_ENV = {
  ORDER_CONFIRMATION_DELAY_MS: '200',
  FULFILMENT_PROCESSING_DELAY_MS: '300',
  FULFILMENT_SHIP_DELAY_MS: '300',
  FULFILMENT_DELIVERY_DELAY_MS: '300',
  FULFILMENT_DELAYED_CHANCE: '0',
  FULFILMENT_SHIPPED_ERROR_CHANCE: '0',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
};

export interface CommandOutcome {
  path: string;
  key: string;
  /** The final status (2xx acknowledged, 4xx refused), or 0 when no final answer came before the deadline. */
  status: number;
  body: Record<string, unknown>;
  attempts: number;
  /** The attempts that got no final answer: network errors, 5xx, 409 in progress. */
  transient: string[];
}

export interface LoadOrder {
  email: string;
  accountNumber?: string;
  prescriptionId?: string;
  cartId?: string;
  orderId?: string;
  /** Where the flow stopped: 'done' or the path that was refused / timed out. */
  outcome: string;
}

export interface LoadResult {
  commands: CommandOutcome[];
  orders: LoadOrder[];
  /** Orders read back: ok, of those first answered stale (404 after the 2 s read-your-writes wait), never readable. */
  reads: { ok: number; stale: number; failed: number };
  seconds: number;
}

export const RX = { rightEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' }, leftEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' } };
export const ADDRESS = { name: 'Trial Patient', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
/** A command still without a final answer after this long is given up (a stale idempotency claim takes 30 s to free). */
const COMMAND_DEADLINE_MS = 120_000;
/** An order must be readable this long after its checkout at the latest (a worker fail-over included). */
const READ_DEADLINE_MS = 60_000;

export async function signIn(base: string, email: string, password: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${base}/api/customer/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      const body = (await res.json()) as { token?: string };
      if (res.status === 200 && body.token) return body.token;
      if (res.status < 500 || attempt > 30) throw new Error(`sign-in ${res.status} ${JSON.stringify(body)}`);
    } catch (err) {
      if (attempt > 30) throw err;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** POST with one Idempotency-Key until a final answer. */
export async function command(base: string, token: string, path: string, body: object): Promise<CommandOutcome> {
  const key = randomUUID();
  const transient: string[] = [];
  const deadline = Date.now() + COMMAND_DEADLINE_MS;
  for (let attempt = 1; ; attempt++) {
    let wait = Math.min(2000, 100 * attempt);
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      const retryable = res.status >= 500 || (res.status === 409 && (parsed.code === 'IDEMPOTENCY_IN_PROGRESS' || parsed.code === 'CONCURRENCY_CONFLICT'));
      if (!retryable) return { path, key, status: res.status, body: parsed, attempts: attempt, transient };
      transient.push(`${res.status} ${String(parsed.code ?? '')}`);
      const after = Number(res.headers.get('retry-after'));
      if (after > 0) wait = Math.max(wait, after * 1000);
    } catch (err) {
      transient.push(`network: ${(err as Error).cause ? String(((err as Error).cause as Error).message) : (err as Error).message}`);
    }
    if (Date.now() + wait > deadline) return { path, key, status: 0, body: {}, attempts: attempt, transient };
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** Runs `clients` loops until `stop()` resolves… each loop finishes the order it is in. */
export async function runMixedLoad(opts: { base: string; token: string; clients: number; run: string; until: Promise<void>; onOrder?: (o: LoadOrder) => void }): Promise<LoadResult> {
  const commands: CommandOutcome[] = [];
  const orders: LoadOrder[] = [];
  const reads = { ok: 0, stale: 0, failed: 0 };
  let stopping = false;
  void opts.until.then(() => (stopping = true));
  let n = 0;
  const today = isoDateOf(new Date());
  const expiry = addYears(today, 1);
  const t0 = Date.now();

  const send = async (path: string, body: object) => {
    const r = await command(opts.base, opts.token, path, body);
    commands.push(r);
    return r;
  };

  async function oneOrder(): Promise<LoadOrder> {
    const i = n++;
    const order: LoadOrder = { email: `trial-${opts.run}-${i}@example.com`, outcome: 'done' };
    const step = async (path: string, body: object): Promise<Record<string, unknown> | undefined> => {
      const r = await send(path, body);
      if (r.status >= 200 && r.status < 300) return r.body;
      order.outcome = `${path} → ${r.status || 'no final answer'} ${String(r.body.code ?? '')}`;
      return undefined;
    };
    const patient = await step('/api/customer/create', { firstName: 'Trial', lastName: `Load${i}`, email: order.email, dob: '04/12/1990', phone: '5125550177' });
    if (!patient) return order;
    order.accountNumber = patient.accountNumber as string;
    const rx = await step('/api/prescription/create', { patientAccountNo: order.accountNumber, prescriptionNickname: 'Trial', prescriptionExpirationDate: expiry, dateOfService: today, ...RX });
    if (!rx) return order;
    order.prescriptionId = rx.id as string;
    const cart = await step('/api/order/createcart', { customerId: order.accountNumber, prescriptionId: order.prescriptionId, rightEyeBoxes: 2, leftEyeBoxes: 2 });
    if (!cart) return order;
    const cartId = (order.cartId = cart.cartId as string);
    if (!(await step('/api/order/SetDiscount', { cartId, discount: 5, insurance: 0 }))) return order;
    if (!(await step('/api/order/AddDeliveryAddress', { cartId, method: 'ship', address: ADDRESS }))) return order;
    if (!(await step('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null }))) return order;
    const out = await step('/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' });
    if (!out) return order;
    order.orderId = out.orderId as string;
    await readBack(order.orderId, out.position as number);
    return order;
  }

  /**
   * The order through the query API at the checkout's position: any query process shows it once the
   * read models have caught up. Read-your-writes waits at most 2 s; while a worker fails over the
   * lag can be longer, so a stale first answer (404) is counted and the read repeated.
   */
  async function readBack(orderId: string, position: number): Promise<void> {
    const deadline = Date.now() + READ_DEADLINE_MS;
    let stale = false;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${opts.base}/api/order/getbyid?salesOrderID=${encodeURIComponent(orderId)}`, {
          headers: { authorization: `Bearer ${opts.token}`, 'x-min-position': String(position) },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.status === 200) {
          reads.ok++;
          if (stale) reads.stale++;
          return;
        }
        if (res.status === 404) stale = true;
      } catch {
        /* the query process died: try again */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    reads.failed++;
  }

  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      while (!stopping) {
        const o = await oneOrder();
        orders.push(o);
        opts.onOrder?.(o);
      }
    }),
  );
  return { commands, orders, reads, seconds: (Date.now() - t0) / 1000 };
}
