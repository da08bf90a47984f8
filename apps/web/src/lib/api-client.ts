import { tokenStorage } from './token-storage';

/** An error answered by the API (`{ error, message, code, fields? }`), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's `error` sentence, when it sent one. */
  readonly serverError: string | null;
  readonly fields: Record<string, string>;

  constructor(opts: {
    message: string;
    status: number;
    code: string;
    serverError?: string | null;
    fields?: Record<string, string>;
  }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code;
    this.serverError = opts.serverError ?? null;
    this.fields = opts.fields ?? {};
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach Nupe Music. Check your connection and try again.';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Attach the bearer token and clear it when the server answers 401. Default true. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The browser HTTP cache mode of this request (default: the server's cache headers rule). */
  cache?: RequestCache;
};

/** Listeners told when a protected call finds the session gone (the token was cleared). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function isErrorBody(value: unknown): value is {
  error?: unknown;
  message?: unknown;
  code?: unknown;
  fields?: unknown;
} {
  return typeof value === 'object' && value !== null;
}

/**
 * The ApiError for an error answer: its sentence, stable code and per-field messages (a 400
 * names each bad field, so forms can show the message beside it).
 */
export function apiErrorFrom(status: number, data: unknown, fallback: string): ApiError {
  const errBody = isErrorBody(data) ? data : {};
  const serverError = typeof errBody.error === 'string' ? errBody.error : null;
  const message = typeof errBody.message === 'string' ? errBody.message : (serverError ?? fallback);
  const fields =
    typeof errBody.fields === 'object' && errBody.fields !== null
      ? Object.fromEntries(
          Object.entries(errBody.fields as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return new ApiError({
    message: message || `Request failed (${status})`,
    status,
    code: typeof errBody.code === 'string' ? errBody.code : `HTTP_${status}`,
    serverError,
    fields,
  });
}

/** Fetches `/api<path>` on the same origin and returns the parsed JSON answer. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, signal, cache } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = auth ? tokenStorage.get() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: payload, signal, cache });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0, code: 'NETWORK_ERROR' });
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && token) {
      tokenStorage.clear();
      for (const listener of unauthorizedListeners) listener();
    }
    throw apiErrorFrom(response.status, data, response.statusText);
  }
  return data as T;
}
