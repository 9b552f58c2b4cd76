import { createHash } from 'node:crypto';

/**
 * Makes /api/openapi.json say each thing once, and small enough for the tools that take it as one
 * argument (D-587). The zod → JSON Schema transform writes every route's reply inline, so shapes
 * many replies share (the session, a location, an order line) and the error body of five statuses
 * on each of ~160 routes were repeated: 358 KB. Now
 * - the default error responses of a route are one `4XX` response (its description names the
 *   statuses), one shared response object per set of statuses under `components.responses`;
 * - the replies live in a second document, `/api/openapi/replies.json` (its
 *   `components.responses` and `.schemas`), referenced from the main one by URL (OpenAPI's multi-document form,
 *   which Swagger UI resolves); a shape two replies share is listed there once, named after the
 *   property it was found under plus a hash of its content, so the documents of two API processes
 *   merge without a clash;
 * - zod's default integer bounds (±2^53 − 1, the safe-integer range) are left out.
 * Request bodies and parameters stay inline in the main document: clients and the fuzz read them.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDoc {
  paths?: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json>; responses?: Record<string, Json>; [k: string]: unknown };
  [k: string]: unknown;
}

export const REPLIES_PATH = '/api/openapi/replies.json';

/** Schemas smaller than this (in JSON characters) are left inline: a $ref would not be much shorter. */
const MIN_HOIST_CHARS = 48;
const SCHEMA_REF = '#/components/schemas/';
const ERROR_REF = `${SCHEMA_REF}ApiError`;
const DEFAULT_DESCRIPTION = 'Default Response';

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with keys in a fixed order, so equal schemas have equal text. */
function canonical(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObject(v)) {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k]!)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 8);
const pascal = (s: string) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase()) || 'Schema';
/** A node worth naming when repeated: a schema with structure, not a bare ref or a scalar type. */
const isCandidate = (v: JsonObject) => !('$ref' in v) && ['properties', 'anyOf', 'oneOf', 'allOf', 'enum', 'items'].some((k) => k in v);

/** Drops zod's default safe-integer bounds, everywhere in a schema tree. */
function dropSafeIntegerBounds(v: Json): void {
  if (Array.isArray(v)) return v.forEach(dropSafeIntegerBounds);
  if (!isObject(v)) return;
  if (v.minimum === -Number.MAX_SAFE_INTEGER && v.maximum === Number.MAX_SAFE_INTEGER) {
    delete v.minimum;
    delete v.maximum;
  }
  Object.values(v).forEach(dropSafeIntegerBounds);
}

const operations = (doc: OpenApiDoc) => Object.entries(doc.paths ?? {}).flatMap(([path, ops]) => Object.values(ops).filter(isObject).map((op) => ({ path, op })));

/** The statuses every route may answer with the error body, folded into its `4XX` response. */
const COMMON_ERRORS = new Set(['400', '401', '403', '404', '409', '422', '429']);

/**
 * The default error responses of each route → one `4XX` response per route, shared per set of
 * statuses; the spec's own statuses (447, 448, 461 …) stay listed, pointing at one shared response.
 */
function foldErrorResponses(doc: OpenApiDoc): void {
  const shared = (doc.components!.responses ??= {});
  for (const { op } of operations(doc)) {
    const responses = op.responses;
    if (!isObject(responses)) continue;
    const errors = Object.keys(responses).filter((status) => {
      const r = responses[status];
      const media = isObject(r) && isObject(r.content) ? r.content['application/json'] : undefined;
      return /^4\d\d$/.test(status) && isObject(r) && r.description === DEFAULT_DESCRIPTION && Object.keys(r.content as JsonObject).length === 1 && isObject(media) && isObject(media.schema) && media.schema.$ref === ERROR_REF;
    });
    const common = errors.filter((s) => COMMON_ERRORS.has(s));
    for (const s of errors) {
      if (COMMON_ERRORS.has(s)) delete responses[s];
      else {
        shared.ApiError ??= { description: 'The error body (status, code, message, field errors).', content: { 'application/json': { schema: { $ref: ERROR_REF } } } };
        responses[s] = { $ref: '#/components/responses/ApiError' };
      }
    }
    if (common.length === 0) continue;
    const name = `Errors${common.join('_')}`;
    shared[name] ??= { description: `The error body (status, code, message, field errors): ${common.join(', ')}.`, content: { 'application/json': { schema: { $ref: ERROR_REF } } } };
    responses['4XX'] = { $ref: `#/components/responses/${name}` };
  }
}

/**
 * Moves every reply (response object with its schema) into the replies document, each shape that
 * occurs in two replies or more listed once, and points the main document's responses at them by
 * URL. Returns the replies document's components.
 */
function moveReplies(doc: OpenApiDoc): { schemas: Record<string, Json>; responses: Record<string, Json> } {
  const roots: { holder: JsonObject; status: string; response: JsonObject; name: string }[] = [];
  for (const { path, op } of operations(doc)) {
    if (!isObject(op.responses)) continue;
    for (const [status, r] of Object.entries(op.responses)) {
      if (!isObject(r) || !isObject(r.content) || '$ref' in r) continue;
      const base = `${pascal(path.replace(/^\/api\//, ''))}${status === '200' ? '' : status}`;
      const name = roots.some((x) => x.name === base) ? `${base}_${hash(`${path} ${status}`)}` : base;
      if (r.description === DEFAULT_DESCRIPTION && typeof op.summary === 'string') r.description = op.summary;
      roots.push({ holder: op.responses, status, response: r, name });
    }
  }

  // Count every candidate (by canonical text) across the replies, remembering each node's text.
  const counts = new Map<string, number>();
  const texts = new WeakMap<JsonObject, string>();
  const count = (v: Json): void => {
    if (Array.isArray(v)) return v.forEach(count);
    if (!isObject(v)) return;
    const text = canonical(v);
    texts.set(v, text);
    if (isCandidate(v) && text.length >= MIN_HOIST_CHARS) counts.set(text, (counts.get(text) ?? 0) + 1);
    Object.values(v).forEach(count);
  };
  for (const r of roots) count(r.response.content!);

  // Top down: a repeated shape becomes a $ref (its inside is walked once, inside the component).
  const schemas: Record<string, Json> = {};
  const named = new Map<string, string>();
  const hoist = (v: Json, hint: string): Json => {
    if (Array.isArray(v)) return v.map((x) => hoist(x, hint));
    if (!isObject(v)) return v;
    const text = texts.get(v) ?? canonical(v);
    if ((counts.get(text) ?? 0) < 2) return inside(v, hint);
    let name = named.get(text);
    if (!name) {
      name = `${hint}_${hash(text)}`;
      named.set(text, name);
      schemas[name] = inside(v, hint);
    }
    return { $ref: `${SCHEMA_REF}${name}` };
  };
  const inside = (v: JsonObject, hint: string): JsonObject =>
    Object.fromEntries(
      Object.entries(v).map(([k, child]) => {
        if (k === 'properties' && isObject(child)) return [k, Object.fromEntries(Object.entries(child).map(([p, s]) => [p, hoist(s, pascal(p))]))];
        return [k, hoist(child, k === 'items' ? `${hint}Item` : hint)];
      }),
    );
  const responses: Record<string, Json> = {};
  for (const r of roots) {
    const content = Object.fromEntries(Object.entries(r.response.content as JsonObject).map(([type, media]) => [type, isObject(media) && isObject(media.schema) ? { ...media, schema: hoist(media.schema, `${r.name}Reply`) } : media]));
    responses[r.name] = { ...r.response, content };
    r.holder[r.status] = { $ref: `${REPLIES_PATH}#/components/responses/${r.name}` };
  }

  // A shape that was repeated only inside one repeated parent is now used once: back inline.
  const uses = new Map<string, number>();
  const countRefs = (v: Json): void => {
    if (Array.isArray(v)) return v.forEach(countRefs);
    if (!isObject(v)) return;
    const ref = typeof v.$ref === 'string' && v.$ref.startsWith(SCHEMA_REF) ? v.$ref.slice(SCHEMA_REF.length) : undefined;
    if (ref) uses.set(ref, (uses.get(ref) ?? 0) + 1);
    Object.values(v).forEach(countRefs);
  };
  countRefs(schemas);
  countRefs(responses);
  const inlineOnce = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(inlineOnce);
    if (!isObject(v)) return v;
    const ref = typeof v.$ref === 'string' && Object.keys(v).length === 1 ? v.$ref.slice(SCHEMA_REF.length) : undefined;
    if (ref && uses.get(ref) === 1 && ref in schemas) {
      const body = schemas[ref]!;
      delete schemas[ref];
      return inlineOnce(body);
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, inlineOnce(x)]));
  };
  for (const name of Object.keys(schemas)) if (name in schemas) schemas[name] = inlineOnce(schemas[name]!);
  for (const name of Object.keys(responses)) responses[name] = inlineOnce(responses[name]!);
  return { schemas, responses };
}

const BEARER: Json = [{ bearer: [] }];

/**
 * Bearer authentication said once, as the document's default (`security` at the top), instead of
 * on each of ~200 operations: an operation that needs it says nothing, a public one says
 * `security: []` (OpenAPI's override), one with another scheme keeps its own (D-587's size budget).
 */
function defaultBearer(doc: OpenApiDoc): void {
  doc.security = BEARER;
  for (const { op } of operations(doc)) {
    if (op.security === undefined) op.security = [];
    else if (canonical(op.security) === canonical(BEARER)) delete op.security;
  }
}

/**
 * Splits the zod transform's document into the main document (returned, changed in place) and the
 * replies document. Shared schemas of the main document (ApiError, …) are in both, so each
 * document's own `#/components/schemas/…` references resolve within it.
 */
export function splitOpenApi<D extends object>(input: D): { main: D; replies: OpenApiDoc } {
  const doc = input as OpenApiDoc;
  const components = (doc.components ??= {});
  components.schemas ??= {};
  dropSafeIntegerBounds(doc.paths as Json);
  dropSafeIntegerBounds(components.schemas as Json);
  foldErrorResponses(doc);
  defaultBearer(doc);
  const moved = moveReplies(doc);
  const replies: OpenApiDoc = {
    openapi: (doc as { openapi?: string }).openapi ?? '3.1.0',
    info: { title: 'Lensloop API: reply schemas', version: '1.0.0', description: `The reply schemas that ${'/api/openapi.json'} references.` },
    paths: {},
    components: { schemas: { ...components.schemas, ...moved.schemas }, responses: moved.responses },
  };
  return { main: input, replies };
}

/** Merges the documents of several API processes (the gateway): paths, shared schemas and responses. */
export function mergeOpenApi(docs: readonly OpenApiDoc[], info: Json): OpenApiDoc {
  return {
    ...docs[0],
    info,
    paths: Object.assign({}, ...docs.map((d) => d.paths ?? {})) as OpenApiDoc['paths'],
    components: {
      ...Object.assign({}, ...docs.map((d) => d.components ?? {})),
      schemas: Object.assign({}, ...docs.map((d) => d.components?.schemas ?? {})),
      responses: Object.assign({}, ...docs.map((d) => d.components?.responses ?? {})),
    },
  };
}
