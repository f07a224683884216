import type { ApiError } from '../../../shared/api';
import i18n from './i18n';
import { navigateTo, sessionExpired } from './navigation';
import { getSocketSession } from './socket-auth';

/** A failed call: the HTTP status (0 when the server could not be reached), the server's code and detail. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly body: unknown;

  constructor(status: number, code: string, detail: string, body: unknown) {
    super(detail);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.body = body;
  }
}

export const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'psycare-web';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && typeof (body as ApiError).detail === 'string';
}

function handleStatus(status: number): void {
  // A 401 with no session is the page's to explain (a visitor on a private chat gets the offer to log in).
  if (status === 401) {
    if (getSocketSession()) sessionExpired();
  } else if (status === 502) {
    navigateTo('/error/502');
  }
}

function baseHeaders(accept: string): Record<string, string> {
  // The session goes by itself, in the HttpOnly cookie the server set at login (no script can read it);
  // X-API-KEY is the custom header that keeps other sites from making these calls with it.
  return {
    Accept: accept,
    'X-API-KEY': API_KEY,
    'X-LANGUAGE': i18n.language === 'en' ? 'en' : 'es',
  };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network_error', i18n.t('errors.network'), null);
  }
}

/**
 * One call to the API. No retries: a failure is thrown as an ApiRequestError for the caller to show.
 * A FormData body goes as multipart/form-data (the browser sets the boundary); anything else as JSON.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders('application/json');
  let payload: string | FormData | undefined;
  if (options.body instanceof FormData) {
    payload = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }

  const response = await send(buildUrl(path, options.query), { method, headers, body: payload, signal: options.signal });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }

  if (!response.ok) {
    handleStatus(response.status);
    const code = isApiError(body) && typeof body.code === 'string' ? body.code : `http_${response.status}`;
    const detail = isApiError(body) && body.detail ? body.detail : i18n.t('errors.generic');
    throw new ApiRequestError(response.status, code, detail, body);
  }
  return body as T;
}

/**
 * A file behind the API's headers (X-API-KEY...), as a Blob: a plain link to it would be refused without them.
 * Failures are thrown like apiRequest's.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send(buildUrl(path), { method: 'GET', headers: baseHeaders('*/*'), signal });
  if (response.ok) return response.blob();
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  handleStatus(response.status);
  const code = isApiError(body) && typeof body.code === 'string' ? body.code : `http_${response.status}`;
  const detail = isApiError(body) && body.detail ? body.detail : i18n.t('errors.generic');
  throw new ApiRequestError(response.status, code, detail, body);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
};

/** The text to show for any thrown value: the server detail when there is one. */
export function errorDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.detail || fallback;
  return fallback;
}
