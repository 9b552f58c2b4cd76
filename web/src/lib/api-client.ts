import { MESSAGES } from '../../../domain/shared/errors';
import { sessionStore } from './session';

/**
 * The one HTTP client of the app. It knows the API conventions (guide §5, spec point 7):
 * - every call is JSON under `/api`, with the user's bearer token unless told otherwise;
 * - failures are `{ status, error: true, code, message, fieldErrors? }` and become an ApiError;
 * - read-your-writes: every command reply carries `position`; the client remembers the highest one
 *   and sends it as `x-min-position` on queries, so a query never answers from a read model that
 *   has not yet seen the user's own write;
 * - a 401 on an authenticated call means the session is over: clear it and reload the page,
 *   except for /customer/getbytoken and /customer/confirmemailchange (spec point 7).
 */
export const API_BASE = '/api';
export const MIN_POSITION_HEADER = 'x-min-position';

/** Calls whose 401 is an answer for the screen, not an ended session (spec point 7). */
const NO_RELOAD_ON_401 = new Set(['/customer/getbytoken', '/customer/confirmemailchange']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
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
      if (typeof value === 'string') fieldErrors[field] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') fieldErrors[field] = value[0];
    }
  }
  return new ApiError(status, code, message, fieldErrors);
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

async function send<T>(kind: Kind, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  const token = options.auth === false ? null : (sessionStore.get()?.token ?? null);
  if (token) headers.authorization = `Bearer ${token}`;
  if (kind === 'query' && lastPosition !== null) headers[MIN_POSITION_HEADER] = lastPosition;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
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
};
