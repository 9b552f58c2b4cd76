/**
 * The operations of the running app's /api/openapi.json, and requests made from their schemas
 * (issue #21, generated suites): a route added tomorrow is in these lists the day it lands.
 */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  pattern?: string;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  /** `POST /api/order/CheckOut`: the key of the expectations table. */
  key: string;
  method: HttpMethod;
  path: string;
  /** Declares bearer security in the document. */
  bearer: boolean;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema; required: boolean }[];
  body?: Schema;
  bodyRequired: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, {
    security?: Record<string, unknown>[];
    parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
    requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  }>>;
  components?: { schemas?: Record<string, Schema> };
  /** The default of every operation that has no `security` of its own. */
  security?: Record<string, unknown>[];
}

export function operationsOf(doc: OpenApiDoc): { operations: Operation[]; resolve: (s: Schema | undefined) => Schema | undefined } {
  const components = doc.components?.schemas ?? {};
  const resolve = (s: Schema | undefined): Schema | undefined => {
    let x = s;
    for (let i = 0; x?.$ref && i < 20; i++) x = components[x.$ref.split('/').pop()!];
    return x;
  };
  const operations: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as HttpMethod;
      const params = op.parameters ?? [];
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        // An operation without its own `security` takes the document's default (bearer, compact-openapi.ts).
        bearer: (op.security ?? doc.security ?? []).some((s) => 'bearer' in s),
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: op.requestBody?.content['application/json']?.schema,
        bodyRequired: op.requestBody?.required === true,
      });
    }
  }
  return { operations, resolve };
}

export const isMutating = (op: Operation) => op.method !== 'GET';

/** Real ids of one tenant, by the field names the API uses for them. */
export interface TenantIds {
  practiceId: string;
  locationId: string;
  accountNumber: string;
  email: string;
  prescriptionId: string;
  cartId: string;
  orderId: string;
  uniqueCardId: string;
  staffAccountNumber: string;
}

/** The id a field of this name carries, if it names one. */
export function idFor(name: string, ids: TenantIds): string | undefined {
  const n = name.toLowerCase();
  if (n === 'practiceid' || n === 'scopeid') return ids.practiceId;
  if (n === 'locationid' || n === 'locationids') return ids.locationId;
  if (['accountnumber', 'customeraccountnumber', 'patientaccountno', 'patientaccountnumber', 'customerid', 'patientaccount', 'user', 'recordid'].includes(n)) return ids.accountNumber;
  if (n === 'prescriptionid') return ids.prescriptionId;
  if (n === 'cartid') return ids.cartId;
  if (n === 'orderid' || n === 'salesorderid') return ids.orderId;
  if (n === 'uniquecardid') return ids.uniqueCardId;
  if (n === 'email' || n === 'bill_to_email' || n === 'to') return ids.email;
  return undefined;
}

const TODAY = new Date().toISOString().slice(0, 10);
const NEXT_YEAR = `${Number(TODAY.slice(0, 4)) + 1}${TODAY.slice(4)}`;

/**
 * A plausible value for a schema: the tenant's real id where the field names one, else the first
 * enum value, a date for date-like names, and type defaults. Every property is filled.
 */
export function sampleValue(schema: Schema | undefined, resolve: (s: Schema | undefined) => Schema | undefined, ids: TenantIds, name = '', depth = 0): unknown {
  const s = resolve(schema);
  if (!s || depth > 6) return null;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.map(resolve).find((a) => a && a.type !== 'null');
    return sampleValue(nonNull ?? alternatives[0], resolve, ids, name, depth + 1);
  }
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((a) => sampleValue(a, resolve, ids, name, depth + 1) as object));
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  const id = idFor(name, ids);
  if (type === 'array') {
    if (id) return [id];
    return [sampleValue(s.items, resolve, ids, name.replace(/s$/, ''), depth + 1)];
  }
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sampleValue(v, resolve, ids, k, depth + 1);
    return out;
  }
  if (type === 'string') {
    if (id) return id;
    const n = name.toLowerCase();
    if (n.includes('expir') || n === 'newexpiry') return NEXT_YEAR;
    if (n.includes('date') || n === 'from' || n === 'to' || n === 'asof' || n === 'dob') return n === 'dob' ? '01/02/1990' : TODAY;
    if (n.includes('phone')) return '5125550199';
    if (n === 'zip' || n.endsWith('postal_code')) return '78701';
    if (n === 'state' || n.endsWith('address_state')) return 'TX';
    if (n === 'productid') return 'PRD-1008';
    if (n === 'variantid') return 'PRD-1008:8.6:14.5:-2.25:-1.25:180';
    if (s.format === 'email') return 'someone@example.com';
    const base = n.includes('name') ? 'Sample' : 'sample';
    return base.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 200);
  }
  if (type === 'integer' || type === 'number') return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1;
  if (type === 'boolean') return false;
  return null;
}

/** The path with its parameters filled, and a query string of every parameter (ids where named). */
export function sampleUrl(op: Operation, resolve: (s: Schema | undefined) => Schema | undefined, ids: TenantIds): string {
  let path = op.path;
  for (const p of op.pathParams) path = path.replace(`{${p.name}}`, encodeURIComponent(String(sampleValue(p.schema, resolve, ids, p.name))));
  const q = new URLSearchParams();
  for (const p of op.queryParams) {
    const id = idFor(p.name, ids);
    const v = id ?? sampleValue(p.schema, resolve, ids, p.name);
    if (v === null || v === undefined) continue;
    q.set(p.name, String(Array.isArray(v) ? v[0] : v));
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A request body for the operation (POST/PUT/PATCH/DELETE): from its schema, or {} when it declares none. */
export function sampleBody(op: Operation, resolve: (s: Schema | undefined) => Schema | undefined, ids: TenantIds): unknown {
  if (op.method === 'GET') return undefined;
  return op.body ? sampleValue(op.body, resolve, ids) : {};
}
