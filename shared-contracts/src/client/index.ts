// The browser API client (fetch) behind the shell contract's ApiClient: bearer token, one shared refresh and
// one retry on a 401, a timeout, and the `api-error` window event the host's global alert listens to.
import type { ApiErrorBody, ApiErrorEventDetail } from '../entities';
import type { ApiClient, RequestOptions } from '../shell';
import { API_ERROR_EVENT } from '../constants';

export { API_ERROR_EVENT };

export class ApiError extends Error {
  readonly status?: number;
  /** The HTTP reason phrase ("Service Unavailable"), when the response carried one. */
  readonly statusText?: string;
  readonly body?: ApiErrorBody;
  readonly isConnectionError: boolean;
  readonly isTimeout: boolean;

  constructor(
    message: string,
    init: { status?: number; statusText?: string; body?: ApiErrorBody; isConnectionError?: boolean; isTimeout?: boolean },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText || undefined;
    this.body = init.body;
    this.isConnectionError = init.isConnectionError ?? false;
    this.isTimeout = init.isTimeout ?? false;
  }

  /** The server's `detail` (or message/error), when it sent one. */
  get detail(): string | undefined {
    const body = this.body;
    if (!body) return undefined;
    for (const key of ['detail', 'message', 'error'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value) return value;
    }
    return undefined;
  }

  /** Per-field errors: the first entry of each array. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(this.body ?? {})) {
      if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
    }
    return out;
  }
}

export interface ApiClientOptions {
  baseURL: string;
  timeoutMs: number;
  getAccessToken: () => string | null;
  /** Refreshes the access token; resolves false when the session cannot be refreshed. */
  refreshAccessToken?: () => Promise<boolean>;
  onSessionExpired?: () => void;
}

/** One HTTP request as the client sends it (a subset of fetch's RequestInit, plus the address). */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  credentials: 'include' | 'same-origin';
}

/** What the client reads of an answer (a subset of fetch's Response). */
export interface ApiResponse {
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/** Sends a request: fetch in the browser; tests put a scripted one in its place. Rejects when nothing answered. */
export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

/** The browser's fetch, looked up at each call (so a page or test that replaces it is used). */
const fetchTransport: Transport = (request) => fetch(request.url, request);

export function dispatchApiError(detail: ApiErrorEventDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ApiErrorEventDetail>(API_ERROR_EVENT, { detail }));
}

function shouldAlert(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

/** How a request ended without an answer: the page cancelled it, it timed out, or nothing answered. */
type NoAnswer = 'cancelled' | 'timeout' | 'connection';

/** A request that got no answer, before it becomes an ApiError. */
class NoAnswerError extends Error {
  constructor(readonly kind: NoAnswer) {
    super(kind === 'cancelled' ? 'canceled' : kind === 'timeout' ? 'The request timed out' : 'Network Error');
  }
}

/** A non-2xx answer, before it becomes an ApiError. */
class AnswerError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`);
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AnswerError) {
    const body = error.body && typeof error.body === 'object' ? (error.body as ApiErrorBody) : undefined;
    const message = (body && typeof body.detail === 'string' && body.detail) || error.message;
    return new ApiError(message, { status: error.status, statusText: error.statusText, body });
  }
  if (error instanceof NoAnswerError) {
    return new ApiError(error.message, { isConnectionError: error.kind === 'connection', isTimeout: error.kind === 'timeout' });
  }
  return new ApiError(error instanceof Error ? error.message : String(error), {});
}

/** An answer's body: JSON when it parses, else the text as it came (an empty body is ''). */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The query string of `params` without empty values ('' , null, undefined). */
function queryOf(params: RequestOptions['params']): string {
  if (!params) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface FullApiClient extends ApiClient {
  /** Sends every request of this client (fetch unless replaced, e.g. by a test). */
  transport: Transport;
}

export function createApiClient(options: ApiClientOptions): FullApiClient {
  const baseURL = options.baseURL.replace(/\/$/, '');
  let refreshing: Promise<boolean> | null = null;

  // Concurrent 401s share one refresh.
  const refreshOnce = (): Promise<boolean> => {
    if (!options.refreshAccessToken) return Promise.resolve(false);
    refreshing ??= options.refreshAccessToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  /** One attempt: the answer's body on a 2xx; an AnswerError or NoAnswerError otherwise. */
  async function send(method: ApiRequest['method'], path: string, body: unknown, opts: RequestOptions | undefined, token: string | null): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, opts?.headers);
    if (token) headers.Authorization = `Bearer ${token}`;
    // The page's own signal and the timeout, as one: the reason tells a cancel from a timeout.
    const controller = new AbortController();
    let ended: NoAnswer | null = null;
    const abort = (kind: NoAnswer) => {
      ended ??= kind;
      controller.abort();
    };
    const onPageAbort = () => abort('cancelled');
    if (opts?.signal?.aborted) abort('cancelled');
    opts?.signal?.addEventListener('abort', onPageAbort);
    const timer = options.timeoutMs > 0 ? setTimeout(() => abort('timeout'), options.timeoutMs) : undefined;
    try {
      const response = await client.transport({
        method,
        url: baseURL + path + queryOf(opts?.params),
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        credentials: opts?.withCredentials ? 'include' : 'same-origin',
      });
      const data = parseBody(await response.text());
      if (response.status < 200 || response.status > 299) throw new AnswerError(response.status, response.statusText, data);
      return data;
    } catch (error) {
      if (error instanceof AnswerError) throw error;
      throw new NoAnswerError(ended ?? 'connection');
    } finally {
      clearTimeout(timer);
      opts?.signal?.removeEventListener('abort', onPageAbort);
    }
  }

  async function request<T>(method: ApiRequest['method'], path: string, body: unknown, opts: RequestOptions | undefined): Promise<T> {
    const anonymous = opts?.anonymous === true;
    const sentWith = anonymous ? null : options.getAccessToken();
    try {
      try {
        return (await send(method, path, body, opts, sentWith)) as T;
      } catch (error) {
        const token = options.getAccessToken();
        if (!(error instanceof AnswerError) || error.status !== 401 || anonymous || !token) throw error;
        // Sent with a token that has since been replaced (another request refreshed it): just retry.
        if (sentWith && sentWith !== token) return (await send(method, path, body, opts, token)) as T;
        if (await refreshOnce()) return (await send(method, path, body, opts, options.getAccessToken())) as T;
        options.onSessionExpired?.();
        throw error;
      }
    } catch (error) {
      const apiError = toApiError(error);
      // A request the page cancelled itself is not a failure to tell the visitor about. A silent request
      // leaves answered errors to its page, but not a server that did not answer (or answered too late):
      // the page's own message ("Failed to fetch...") cannot say that, the global alert does.
      const cancelled = error instanceof NoAnswerError && error.kind === 'cancelled';
      const noAnswer = apiError.isConnectionError || apiError.isTimeout;
      if (!cancelled && (noAnswer || (!opts?.silent && shouldAlert(apiError.status)))) {
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        dispatchApiError({
          isConnectionError: apiError.isConnectionError,
          isTimeout: apiError.isTimeout,
          status: apiError.status,
          isOffline: offline,
        });
      }
      throw apiError;
    }
  }

  const client: FullApiClient = {
    transport: fetchTransport,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  };
  return client;
}
