import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import { startTracing } from '../../infra/observability/tracing/start-tracing';
import { ADDRESS, RX } from '../reliability/mixed-load';
import { testApp, until } from '../support/test-app';

/**
 * Issue #33, traces: with the SDK's in-memory exporter, one staff CheckOut — sent with the W3C
 * `traceparent` a browser or the gateway would send — is one trace holding the HTTP span, the
 * command, its append, the order_status_report projection's apply of its event and the
 * confirmation e-mail job it caused (its span a child of the event's stored trace context), and
 * the e-mail job's own append carries the trace on. No span carries a query string.
 */
const exporter = new InMemorySpanExporter();
// Before the platform starts (testApp's beforeAll), as an entry file does before it listens.
const tracing = startTracing({ role: 'platform', exporter });
afterAll(() => tracing.shutdown());

const { platform, call, signIn, createPatient, createPrescription, eventsOf } = testApp({ env: { ORDER_CONFIRMATION_DELAY_MS: '200', FULFILMENT_ENABLED: 'false' } });

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
let staff: string;
let cartId: string;
beforeAll(async () => {
  staff = await signIn('staff');
  const { accountNumber } = await createPatient(staff, { firstName: 'Tracy', dob: '04/12/1990', phone: '5125550177' });
  const today = isoDateOf(new Date());
  const prescriptionId = await createPrescription(staff, { patientAccountNo: accountNumber, prescriptionNickname: 'Traced', prescriptionExpirationDate: addYears(today, 1), dateOfService: today, ...RX });
  cartId = (await call('/api/order/createcart', { customerId: accountNumber, prescriptionId, rightEyeBoxes: 2, leftEyeBoxes: 2 }, staff)).body.cartId;
  for (const [path, body] of [
    ['/api/order/SetDiscount', { cartId, discount: 5, insurance: 0 }],
    ['/api/order/AddDeliveryAddress', { cartId, method: 'ship', address: ADDRESS }],
    ['/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null }],
  ] as const) {
    const r = await call(path, body, staff);
    expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBe(200);
  }
});

const inTrace = () => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === TRACE_ID);
const named = (spans: ReadableSpan[], name: string) => spans.filter((s) => s.name === name);

describe('a staff CheckOut, traced', () => {
  it('is one trace: HTTP span → command → append → order_status_report apply → confirmation e-mail job', async () => {
    const res = await fetch(`${platform.url}/api/order/CheckOut?from=review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}`, traceparent: `00-${TRACE_ID}-b7ad6b7169203331-01` },
      body: JSON.stringify({ cartId, mode: 'pos', method: 'cash' }),
    });
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };

    const spans = await until(
      async () => (await tracing.flush(), inTrace()),
      (s) => named(s, 'job send-order-confirmation-email').length > 0 && named(s, 'projection.apply order_status_report').length > 0,
      20_000,
    );
    const http = spans.find((s) => s.kind === SpanKind.SERVER);
    expect(http, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(http!.parentSpanContext?.spanId).toBe('b7ad6b7169203331'); // the browser's span is its parent
    expect(http!.attributes['http.route']).toBe('/api/order/CheckOut');
    const command = named(spans, 'command /api/order/CheckOut')[0]!;
    expect(command).toBeDefined();
    const appends = named(spans, 'eventstore.append').filter((s) => String(s.attributes['lensloop.event_types']).includes('OrderCheckedOut'));
    expect(appends.length).toBeGreaterThan(0);
    const append = appends[0]!;
    const apply = named(spans, 'projection.apply order_status_report')[0]!;
    const job = named(spans, 'job send-order-confirmation-email')[0]!;
    // Parent links: the append is inside the command's request; the apply and the job hang off the append that wrote the event.
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const ancestors = (s: ReadableSpan): string[] => {
      const parent = s.parentSpanContext?.spanId ? byId.get(s.parentSpanContext.spanId) : undefined;
      return parent ? [parent.name, ...ancestors(parent)] : [];
    };
    expect(ancestors(append)).toContain('command /api/order/CheckOut');
    expect(ancestors(append)).toContain(http!.name);
    expect(apply.parentSpanContext?.spanId).toBe(append.spanContext().spanId);
    expect(job.parentSpanContext?.spanId).toBe(append.spanContext().spanId);
    expect(job.attributes['lensloop.queue']).toBe('send-order-confirmation-email');
    expect(apply.kind).toBe(SpanKind.CONSUMER);

    // The event carries the trace context beside its correlation id; the job's own append continues the trace.
    const checkedOut = (await eventsOf(`cart-${cartId}`)).find((e) => e.type === 'OrderCheckedOut')!;
    expect(checkedOut.metadata.traceparent).toBe(`00-${TRACE_ID}-${append.spanContext().spanId}-01`);
    expect(checkedOut.metadata.correlationId).toEqual(expect.any(String));
    const jobAppend = named(spans, 'eventstore.append').find((s) => s.parentSpanContext?.spanId === job.spanContext().spanId || ancestors(s).includes(job.name));
    expect(jobAppend, `the confirmation job's append of order ${orderId}`).toBeDefined();

    // Nothing the spans carry names the query string or the client.
    for (const s of exporter.getFinishedSpans()) {
      expect(Object.keys(s.attributes)).not.toContain('url.query');
      expect(Object.keys(s.attributes)).not.toContain('client.address');
      for (const v of Object.values(s.attributes)) expect(String(v)).not.toContain('from=review');
    }
  });
});
