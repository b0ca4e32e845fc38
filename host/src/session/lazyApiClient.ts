// The host's API client behind the shell contract, made on the first call: loading shared-contracts/client
// with the first request instead of before the first render keeps it off pages that call no API (the home
// page) and out of the host's initial JavaScript. It is loaded as the shared 'shared-contracts/client', so
// remotes that import ApiError get the very class the client throws.
import { API_ERROR_EVENT, type ApiClient, type ApiErrorEventDetail, type RequestOptions } from 'shared-contracts';
import type { ApiClientOptions, FullApiClient } from 'shared-contracts/client';
import { nextTask } from './nextTask';

export type LazyApiClient = ApiClient & {
  /** The real client, loading it if needed (tests replace its transport). */
  ready(): Promise<FullApiClient>;
};

type ClientModule = typeof import('shared-contracts/client');
const loadClientModule = (): Promise<ClientModule> => import(/* webpackChunkName: "api-client" */ 'shared-contracts/client');

/**
 * `ownTask`: resolves in a new task; each call starts its request in one (see nextTask.ts: a page's option
 * lists, asked together, made one long task of their fetches' starts).
 */
export function createLazyApiClient(options: ApiClientOptions, load: () => Promise<ClientModule> = loadClientModule, ownTask: () => Promise<void> = nextTask): LazyApiClient {
  let client: Promise<FullApiClient> | null = null;
  const ready = () =>
    (client ??= load().then(
      ({ createApiClient }) => createApiClient(options),
      (error: unknown) => {
        client = null; // the code did not arrive (offline, or a deploy replaced it): try again next call
        throw error;
      },
    ));
  /** Runs a call once the client is there, in a task of its own; a client that cannot load alerts like an unreachable API. */
  const call = <T>(opts: RequestOptions | undefined, run: (c: FullApiClient) => Promise<T>): Promise<T> =>
    ready().then(async (c) => {
      await ownTask();
      return run(c);
    }, (error: unknown) => {
      if (!opts?.silent) {
        const detail: ApiErrorEventDetail = { isConnectionError: true, isTimeout: false, isOffline: navigator.onLine === false };
        window.dispatchEvent(new CustomEvent<ApiErrorEventDetail>(API_ERROR_EVENT, { detail }));
      }
      throw error;
    });
  return {
    ready,
    get: <T>(path: string, opts?: RequestOptions) => call(opts, (c) => c.get<T>(path, opts)),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => call(opts, (c) => c.post<T>(path, body, opts)),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => call(opts, (c) => c.put<T>(path, body, opts)),
  };
}
