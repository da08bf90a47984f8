import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';
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

const NETWORK_ERROR = msg`Could not reach Nupe Music. Check your connection and try again.`;
/** Said when no answer came at all, in the reader's language. */
export function networkErrorMessage(): string {
  return i18n._(NETWORK_ERROR);
}

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
 * The server's sentence in the reader's language. English reads it as it came; another
 * language loads the error table (lib/error-text.ts) only now, when there is an error to show.
 */
async function inReadersLanguage(code: string, sentence: string): Promise<string> {
  if (i18n.locale === 'en') return sentence;
  return (await import('./error-text')).inReadersLanguage(code, sentence);
}

/**
 * The ApiError for an error answer: its sentence, stable code and per-field messages (a 400
 * names each bad field, so forms can show the message beside it).
 */
export async function apiErrorFrom(status: number, data: unknown, fallback: string): Promise<ApiError> {
  const errBody = isErrorBody(data) ? data : {};
  const serverError = typeof errBody.error === 'string' ? errBody.error : null;
  const sentence = typeof errBody.message === 'string' ? errBody.message : (serverError ?? fallback);
  const code = typeof errBody.code === 'string' ? errBody.code : `HTTP_${status}`;
  const message = await inReadersLanguage(code, sentence);
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
    code,
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
    throw new ApiError({ message: networkErrorMessage(), status: 0, code: 'NETWORK_ERROR' });
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
    throw await apiErrorFrom(response.status, data, response.statusText);
  }
  return data as T;
}
