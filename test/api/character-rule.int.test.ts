import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTER_MESSAGE } from '../../domain/shared/text-characters';
import { testApp } from '../support/test-app';

/**
 * Issue #21: one rule for every string the API accepts — a NUL or an unpaired surrogate in a body
 * field, a query parameter or a path parameter of any route of /api/openapi.json is a 400 naming
 * the field, never a 500, and appends nothing.
 */
const { platform, call, signInAll } = testApp();

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; $ref?: string; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
interface Operation { method: 'GET' | 'POST'; path: string; pathParams: string[]; body?: Schema }

/** The routes the issue found answering 500 to a NUL. */
const FOUND_WITH_500 = [
  '/api/customer/accessRequest/cancel', '/api/customer/accessRequest/patientupdate', '/api/prescription/updatestate',
  '/api/prescription/updatenickname', '/api/order/createcart', '/api/order/ReviewCart', '/api/order/RenewCart',
  '/api/order/SetDiscount', '/api/order/SetDeliveryMode', '/api/customer/getEmailDisplayName', '/api/customer/get',
  '/api/product/refreshoptions', '/api/product/variantbyoption', '/api/prescription/get',
];

const operations: Operation[] = [];
let tokens: (string | undefined)[] = [];
let components: Record<string, Schema> = {};
let client = 0;
/** A client address per request, so per-IP limits never answer before the rule. */
const nextIp = () => `10.21.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

beforeAll(async () => {
  const doc = (await call('/api/openapi.json')).body;
  components = doc.components?.schemas ?? {};
  for (const [path, ops] of Object.entries<Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  // The analyst and the operator (signed in with the texted code) for the routes only distributor staff pass.
  const signedIn = await signInAll('patient', 'staff', 'admin', 'csr', 'analyst', 'operator');
  tokens = [undefined, signedIn.patient, signedIn.staff, signedIn.admin, signedIn.csr, signedIn.analyst, signedIn.operator];
});

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop()!]);
  return schema;
}

/** The top-level string properties of a body schema (through $ref, anyOf, oneOf, allOf). */
function stringFields(schema: Schema | undefined): string[] {
  const s = resolve(schema);
  if (!s) return [];
  const own = Object.entries(s.properties ?? {})
    .filter(([, p]) => {
      const prop = resolve(p);
      const types = [prop?.type, ...(prop?.anyOf ?? prop?.oneOf ?? []).map((x) => resolve(x)?.type)].flat();
      return types.includes('string');
    })
    .map(([name]) => name);
  return [...new Set([...own, ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(stringFields)])];
}

const url = (op: Operation, query = '', param = 'x') => op.pathParams.reduce((p, name) => p.replace(`{${name}}`, param), op.path) + query;

/** The first role the route lets through its auth rule answers; the rule runs after auth, before the route's validation. */
async function send(op: Operation, target: string, body?: unknown) {
  for (const token of tokens) {
    const r = await call(target, body, { method: op.method, ip: nextIp(), ...(token ? { token } : {}) });
    if (r.status !== 401 && r.status !== 403) return r;
  }
  throw new Error(`${op.method} ${op.path}: every role refused`);
}

async function logLength(): Promise<number> {
  const { rows } = await platform.infra.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events');
  return Number(rows[0]!.n);
}

function expectRefused(r: { status: number; body: { code?: string; fieldErrors?: Record<string, string> } }, fields: string[], what: string) {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(400);
  expect(r.body.code, what).toBe('VALIDATION_ERROR');
  for (const f of fields) expect(r.body.fieldErrors?.[f], `${what}: ${f}`).toBe(FORBIDDEN_CHARACTER_MESSAGE);
}

describe('NUL and unpaired surrogates, over every route of /api/openapi.json', () => {
  it('lists the routes the issue found answering 500', () => {
    const paths = new Set(operations.map((o) => o.path));
    expect(operations.length).toBeGreaterThan(150);
    for (const p of FOUND_WITH_500) expect(paths.has(p), p).toBe(true);
  });

  it('refuses a NUL in the query string of every route (400, the field named)', async () => {
    const before = await logLength();
    for (const op of operations) {
      const r = await send(op, url(op, '?probe=a%00b'), op.method === 'POST' ? {} : undefined);
      expectRefused(r, ['probe'], `${op.method} ${op.path}`);
    }
    expect(await logLength()).toBe(before);
  });

  it('refuses a NUL in every path parameter', async () => {
    const withParams = operations.filter((o) => o.pathParams.length > 0);
    expect(withParams.length).toBeGreaterThan(0);
    for (const op of withParams) expectRefused(await send(op, url(op, '', 'a%00b')), op.pathParams, `${op.method} ${op.path}`);
  });

  it('refuses a NUL in every string field of every body, and an unpaired surrogate, appending nothing', async () => {
    const before = await logLength();
    const withBody = operations.filter((o) => o.body);
    expect(withBody.length).toBeGreaterThan(90);
    for (const op of withBody) {
      const fields = stringFields(op.body);
      const names = fields.length ? fields : ['probe'];
      const nul = await send(op, url(op), Object.fromEntries(names.map((f) => [f, `id\u0000${f}`])));
      expectRefused(nul, names, `NUL ${op.path}`);
      const high = await send(op, url(op), { [names[0]!]: 'a\uD800b' });
      expectRefused(high, [names[0]!], `high surrogate ${op.path}`);
      const low = await send(op, url(op), { nested: [{ [names[0]!]: '\uDC00' }] });
      expectRefused(low, [`nested.0.${names[0]!}`], `low surrogate ${op.path}`);
    }
    expect(await logLength()).toBe(before);
  });
});

describe('the rule lets good text through', () => {
  it('accepts paired surrogates (emoji) and names a key that holds a NUL', async () => {
    const { staff } = await signInAll('staff');
    const ok = await call('/api/customer/search', { keyword: 'Patricia 👓' }, staff);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const key = await call('/api/customer/search', { keyword: 'Patricia', ['bad\u0000key']: 1 }, staff);
    expectRefused(key, ['bad\uFFFDkey'], 'key');
  });
});
