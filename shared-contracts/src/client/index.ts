// The browser API client (axios) behind the shell contract's ApiClient: bearer token, one shared refresh and
// one retry on a 401, a timeout, and the `api-error` window event the host's global alert listens to.
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
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

export function dispatchApiError(detail: ApiErrorEventDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ApiErrorEventDetail>(API_ERROR_EVENT, { detail }));
}

interface RetriableConfig extends AxiosRequestConfig {
  _retried?: boolean;
  _silent?: boolean;
  _anonymous?: boolean;
}

function shouldAlert(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError<ApiErrorBody>;
    const isTimeout = axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT';
    const status = axiosError.response?.status;
    const body = axiosError.response?.data;
    const isConnectionError = !axiosError.response && !isTimeout;
    const message = (body && typeof body === 'object' && typeof body.detail === 'string' && body.detail) || axiosError.message;
    const statusText = axiosError.response?.statusText;
    return new ApiError(message, { status, statusText, body: body && typeof body === 'object' ? body : undefined, isConnectionError, isTimeout });
  }
  return new ApiError(error instanceof Error ? error.message : String(error), {});
}

export function createApiClient(options: ApiClientOptions): ApiClient & { axios: AxiosInstance } {
  const instance = axios.create({ baseURL: options.baseURL.replace(/\/$/, ''), timeout: options.timeoutMs });
  let refreshing: Promise<boolean> | null = null;

  // Concurrent 401s share one refresh.
  const refreshOnce = (): Promise<boolean> => {
    if (!options.refreshAccessToken) return Promise.resolve(false);
    refreshing ??= options.refreshAccessToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  instance.interceptors.request.use((config) => {
    const token = (config as RetriableConfig)._anonymous ? null : options.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const config = (axios.isAxiosError(error) ? error.config : undefined) as RetriableConfig | undefined;
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    const token = options.getAccessToken();
    if (status === 401 && config && !config._retried && !config._anonymous && token) {
      config._retried = true;
      // Sent with a token that has since been replaced (another request refreshed it): just retry.
      const sentWith = axios.isAxiosError(error) ? error.config?.headers?.get?.('Authorization') : undefined;
      if (sentWith && sentWith !== `Bearer ${token}`) return instance.request(config);
      if (await refreshOnce()) return instance.request(config);
      options.onSessionExpired?.();
    }
    const apiError = toApiError(error);
    // A request the page cancelled itself is not a failure to tell the visitor about. A silent request
    // leaves answered errors to its page, but not a server that did not answer (or answered too late):
    // the page's own message ("Failed to fetch...") cannot say that, the global alert does.
    const noAnswer = apiError.isConnectionError || apiError.isTimeout;
    if (!axios.isCancel(error) && (noAnswer || (!config?._silent && shouldAlert(apiError.status)))) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      dispatchApiError({
        isConnectionError: apiError.isConnectionError,
        isTimeout: apiError.isTimeout,
        status: apiError.status,
        isOffline: offline,
      });
    }
    throw apiError;
  });

  const toConfig = (opts?: RequestOptions): RetriableConfig => ({
    params: opts?.params ? Object.fromEntries(Object.entries(opts.params).filter(([, v]) => v !== undefined && v !== null && v !== '')) : undefined,
    signal: opts?.signal,
    headers: opts?.headers,
    withCredentials: opts?.withCredentials,
    _silent: opts?.silent,
    _anonymous: opts?.anonymous,
  });

  return {
    axios: instance,
    get: async <T>(path: string, opts?: RequestOptions) => (await instance.get<T>(path, toConfig(opts))).data,
    post: async <T>(path: string, body?: unknown, opts?: RequestOptions) => (await instance.post<T>(path, body, toConfig(opts))).data,
    put: async <T>(path: string, body?: unknown, opts?: RequestOptions) => (await instance.put<T>(path, body, toConfig(opts))).data,
  };
}
