import { MESSAGES } from '@domain/shared/errors';
import { userFieldMessage, userMessage } from '@domain/shared/user-messages';
import { sessionStore } from './session';

/**
 * The one HTTP client of the app. It knows the API conventions (guide §5, spec point 7):
 * - every call is JSON under `/api`, with the user's bearer token unless told otherwise;
 * - failures are `{ status, error: true, code, message, fieldErrors? }` and become an ApiError;
 * - read-your-writes: every command reply carries `position`; the client remembers the highest one
 *   and sends it as `x-min-position` on queries, so a query never answers from a read model that
 *   has not yet seen the user's own write;
 * - a 401 on an authenticated call means the session is over: clear it and reload the page,
 *   except for /customer/getbytoken and /customer/confirmemailchange (spec point 7), and the token
 *   renewal /session/renew (the token-check timer handles it, D-526).
 */
export const API_BASE = '/api';
export const MIN_POSITION_HEADER = 'x-min-position';

/** Calls whose 401 is an answer for the screen, not an ended session (spec point 7). */
const NO_RELOAD_ON_401 = new Set(['/customer/getbytoken', '/customer/confirmemailchange', '/session/renew']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** What the server said, before it was put in words (for code that recognises a catalogue message). */
    readonly serverMessage: string = message,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Send the bearer token (default true). Sign-in and the public calls of spec point 6 do not. */
  auth?: boolean;
  /** Send this token instead of the session's (e.g. signing out the CSR session kept during an impersonation). */
  token?: string;
  /** An Idempotency-Key header: the command API replays the first reply for the same key (e.g. CheckOut). */
  idempotencyKey?: string;
}

/** A query string from defined, non-empty values (GET routes take their parameters there). */
export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// ---- read-your-writes position --------------------------------------------------------------

let lastPosition: string | null = null;

function isLater(candidate: string, known: string | null): boolean {
  if (known === null) return true;
  try {
    return BigInt(candidate) > BigInt(known);
  } catch {
    return candidate !== known;
  }
}

function rememberPosition(body: unknown): void {
  if (!body || typeof body !== 'object' || !('position' in body)) return;
  const raw = (body as { position: unknown }).position;
  if ((typeof raw !== 'number' && typeof raw !== 'string') || String(raw).trim() === '') return;
  const position = String(raw);
  if (!/^\d+$/.test(position)) return;
  if (isLater(position, lastPosition)) lastPosition = position;
}

/** A position learned elsewhere (the live channel): the next queries wait until the read models have applied it. */
export function notePosition(position: number | string): void {
  rememberPosition({ position });
}

/** The highest command position seen by this page (exposed for tests and diagnostics). */
export function lastKnownPosition(): string | null {
  return lastPosition;
}

export function forgetPosition(): void {
  lastPosition = null;
}

// ---- unauthorized handling ------------------------------------------------------------------

let onSessionEnded: () => void = () => {
  sessionStore.clear();
  window.location.reload();
};

/** Replace the 401 behaviour (tests only; the app keeps the spec's reload). */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

// ---- requests -------------------------------------------------------------------------------

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fieldErrors?: unknown;
}

function toApiError(status: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const code = typeof data.code === 'string' ? data.code : `HTTP_${status}`;
  const message = typeof data.message === 'string' && data.message ? data.message : MESSAGES.somethingWentWrong;
  const fieldErrors: Record<string, string> = {};
  if (data.fieldErrors && typeof data.fieldErrors === 'object') {
    for (const [field, value] of Object.entries(data.fieldErrors as Record<string, unknown>)) {
      if (typeof value === 'string') fieldErrors[field] = userFieldMessage(value);
      else if (Array.isArray(value) && typeof value[0] === 'string') fieldErrors[field] = userFieldMessage(value[0]);
    }
  }
  // The one mapping from codes to the words users see (domain/shared/user-messages.ts, D-390).
  return new ApiError(status, code, userMessage(code, message, Object.keys(fieldErrors).length > 0), fieldErrors, message);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Kind = 'command' | 'query';

async function send<T>(kind: Kind, path: string, body: unknown, options: RequestOptions = {}, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') headers['content-type'] = 'application/json';
  const token = options.auth === false ? null : (options.token ?? sessionStore.get()?.token ?? null);
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (kind === 'query' && lastPosition !== null) headers[MIN_POSITION_HEADER] = lastPosition;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : null,
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.somethingWentWrongRetry);
  }

  const data = await readJson(response);

  if (response.status === 401 && token && !NO_RELOAD_ON_401.has(path)) {
    onSessionEnded();
    // The page is reloading; never settle, so no error flashes on the way out.
    return new Promise<T>(() => undefined);
  }
  if (!response.ok || (data && typeof data === 'object' && (data as { error?: unknown }).error === true)) {
    const status = data && typeof data === 'object' && typeof (data as { status?: unknown }).status === 'number'
      ? (data as { status: number }).status
      : response.ok ? 400 : response.status;
    throw toApiError(status, data);
  }
  if (kind === 'command') rememberPosition(data);
  return data as T;
}

export const apiClient = {
  /** A write through the command API. Its reply's `position` is remembered for read-your-writes. */
  command<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return send<T>('command', path, body, options);
  },
  /** A read through the query API, waiting for the last write this page made. */
  query<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return send<T>('query', path, body, options);
  },
  /** A read through a GET route of the query API (parameters in the query string), read-your-writes too. */
  get<T>(path: string, params: Record<string, string | number | undefined | null> = {}, options?: RequestOptions): Promise<T> {
    return send<T>('query', `${path}${toQueryString(params)}`, undefined, options, 'GET');
  },
  /**
   * A file from a GET route (e.g. a CSV export), with the bearer token: the browser cannot add
   * the header to a plain link, so the file is fetched and handed over as a Blob. With `body`, a
   * POST of it as JSON (a download whose request does not fit a URL, e.g. a query's SQL).
   */
  async download(path: string, params: Record<string, string | number | undefined | null> = {}, body?: unknown): Promise<{ blob: Blob; filename: string }> {
    const token = sessionStore.get()?.token ?? null;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (lastPosition !== null) headers[MIN_POSITION_HEADER] = lastPosition;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}${toQueryString(params)}`, { headers, credentials: 'same-origin', ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }) });
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.somethingWentWrongRetry);
    }
    if (response.status === 401 && token) {
      onSessionEnded();
      return new Promise(() => undefined);
    }
    if (!response.ok) throw toApiError(response.status, await readJson(response));
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return { blob: await response.blob(), filename };
  },
};
