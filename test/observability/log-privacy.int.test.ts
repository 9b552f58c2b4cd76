import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '../../infra/http/create-api-server';
import { giveDemoPatientHistory, runMainJourneys } from '../support/journeys';
import { personalDataIn, personalValues } from '../support/personal-data-scan';
import { testApp, until } from '../support/test-app';

/**
 * Issue #33, logs: one JSON line per request — request id, trace id, route template, method,
 * status, duration, the caller's account number and practice id — and no personal data in any log
 * line. The main journeys (sign-in, a new patient and prescription, a staff order, the patient's own
 * checkout, a profile edit, a search by name, failed validations, a URL with an e-mail in it) run
 * against `npm start`'s one process; then everything it printed and its request log are scanned for
 * every person's name, e-mail, phone, street address and date of birth: none may appear. (With
 * DATABASE_URL and REDIS_URL, test/observability/cluster.int.test.ts scans each process of the
 * scaled-out topology the same way.)
 */
const printed: string[] = [];
const requestLog: string[] = [];
// Everything the process prints, from before the platform starts: its streams, and the console (which the test runner takes over).
const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
const CONSOLE = ['log', 'info', 'warn', 'error', 'debug'] as const;
const consoleWas = Object.fromEntries(CONSOLE.map((m) => [m, console[m]]));
beforeAll(() => {
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => (printed.push(String(chunk)), writes.out(chunk as string, ...(rest as [])))) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => (printed.push(String(chunk)), writes.err(chunk as string, ...(rest as [])))) as typeof process.stderr.write;
  for (const m of CONSOLE) console[m] = (...args: unknown[]) => (printed.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')), consoleWas[m]!(...args));
});
afterAll(() => {
  process.stdout.write = writes.out;
  process.stderr.write = writes.err;
  for (const m of CONSOLE) console[m] = consoleWas[m]!;
});

const t = testApp({ env: { ORDER_CONFIRMATION_DELAY_MS: '100', FULFILMENT_ENABLED: 'false' }, logStream: { write: (line) => void requestLog.push(line) } });
const { platform } = t;

/** The request log's lines that are request lines (the log also has start-up lines). */
const requestLines = () => requestLog.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');

describe('logs', () => {
  it('the main journeys leave no name, e-mail, phone, street address or date of birth in any log line', async () => {
    await giveDemoPatientHistory(platform.infra.store, platform.infra.sql, platform.payments);
    const { people, orderIds } = await runMainJourneys(platform.url);
    expect(orderIds).toHaveLength(2);
    // Their side effects ran too (the welcome e-mail, both order confirmations): the jobs logged what they log.
    await until(
      () =>
        platform.infra.sql
          .query<{ n: number }>(`SELECT count(*)::int AS n FROM dev_mailbox WHERE tags @> '["order-confirmation"]'::jsonb AND subject LIKE ANY($1::text[])`, [orderIds.map((id) => `%${id}%`)])
          .then((r) => Number(r.rows[0]!.n)),
      (n) => n >= 2,
      30_000,
    );
    const values = await personalValues(platform.infra.sql, people);
    expect(values.length).toBeGreaterThan(100);
    const lines = requestLines();
    expect(lines.length).toBeGreaterThan(20);
    expect(printed.length, 'what the workers print (scheduler, jobs…) is captured').toBeGreaterThan(0);
    const hits = personalDataIn([...requestLog, ...printed].join(''), values);
    console.log(`log scan: ${values.length} personal values, ${requestLog.length} request-log lines and ${printed.length} printed chunks: ${hits.length} found`);
    expect(hits).toEqual([]);
    // The check sees a leak when there is one.
    expect(personalDataIn(`{"msg":"x","who":"${people[0]!.firstName} ${people[0]!.lastName}","to":"${people[0]!.email}"}`, values)).toHaveLength(3);
  });

  it('writes one line per request with ids only: request id, trace id, route template, status, duration, account and practice', async () => {
    const staffLine = requestLines().find((l) => l.route === '/api/customer/create' && l.status === 200)!;
    expect(staffLine).toBeDefined();
    expect(Object.keys(staffLine).sort()).toEqual(['account', 'durationMs', 'hostname', 'level', 'method', 'msg', 'pid', 'practiceId', 'reqId', 'route', 'status', 'time'].sort());
    expect(staffLine).toMatchObject({ method: 'POST', practiceId: 'PR-1001', account: expect.stringMatching(/^\d+$/), reqId: expect.stringMatching(/^[\da-f-]{36}$/) });
    // Every line of the log holds only these keys (an error line adds `err`); no URL, query, body or header.
    for (const line of requestLog.map((l) => JSON.parse(l) as Record<string, unknown>)) {
      expect(Object.keys(line).filter((k) => !['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'route', 'method', 'status', 'durationMs', 'traceId', 'account', 'practiceId', 'err'].includes(k))).toEqual([]);
    }
    // An unknown path is logged as unmatched, not as the path asked for.
    await fetch(`${platform.url}/api/patients/100000123/prescriptions?email=someone%40example.com`);
    // A W3C traceparent from the browser or the gateway names the line's trace, even with tracing off.
    await fetch(`${platform.url}/api/site/info`, { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', 'x-request-id': 'gateway-req-0001' } });
    const lines = requestLines();
    expect(lines.find((l) => l.status === 404 && l.route === 'unmatched')).toBeDefined();
    expect(lines.find((l) => l.route === '/api/site/info')).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', reqId: 'gateway-req-0001' });
    expect(requestLog.join('')).not.toContain('100000123');
  });

  it('an unexpected error carries its stack in the log line, never in the reply', async () => {
    const lines: string[] = [];
    const failing: FastifyPluginAsync = async (app) => {
      app.post('/api/test/fails', { config: { auth: 'public' } }, async () => {
        const err = new Error('the disk is full') as Error & { detail: string };
        err.detail = 'Key (email)=(rosalind@example.com) already exists.'; // a driver's detail quotes values: never logged
        throw err;
      });
    };
    const app = await createApiServer({ title: 't', appOrigin: 'http://localhost', logger: { stream: { write: (l) => void lines.push(l) } }, auth: { secret: 'x'.repeat(32), tokenTtlMs: 60_000, isSessionValid: async () => false }, apps: [{ plugin: failing }] });
    try {
      const r = await app.inject({ method: 'POST', url: '/api/test/fails', payload: {} });
      expect(r.statusCode).toBe(500);
      expect(r.json()).toEqual({ status: 500, error: true, code: 'INTERNAL', message: 'Something went wrong, please try again.' });
      expect(r.body).not.toMatch(/disk is full|at .*\.ts/);
      const errorLine = lines.map((l) => JSON.parse(l) as { msg: string; err?: { message: string; stack: string } }).find((l) => l.err);
      expect(errorLine?.err?.message).toBe('the disk is full');
      expect(errorLine?.err?.stack).toMatch(/\n\s+at /);
      expect(lines.join('')).not.toContain('rosalind@example.com');
    } finally {
      await app.close();
    }
  });
});
