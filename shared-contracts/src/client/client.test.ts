import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, CanceledError } from 'axios';
import { API_ERROR_EVENT, ApiError, createApiClient } from './index';

type Reply = { status: number; data?: unknown } | 'network' | 'timeout';

/** An adapter answering from a script of replies, recording each request's Authorization header. */
function scriptedAdapter(replies: (config: InternalAxiosRequestConfig) => Reply, seen: string[]): AxiosAdapter {
  return async (config) => {
    seen.push(String(config.headers.get('Authorization') ?? ''));
    const reply = replies(config);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (reply === 'timeout') throw new AxiosError('timeout', 'ECONNABORTED', config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

function listen() {
  const events: CustomEvent[] = [];
  const handler = (event: Event) => events.push(event as CustomEvent);
  window.addEventListener(API_ERROR_EVENT, handler);
  return { events, stop: () => window.removeEventListener(API_ERROR_EVENT, handler) };
}

it('sends the bearer token, refreshes once on a 401 and retries once', async () => {
  let token = 'old';
  const refresh = jest.fn(async () => {
    token = 'new';
    return true;
  });
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => token, refreshAccessToken: refresh });
  const seen: string[] = [];
  client.axios.defaults.adapter = scriptedAdapter((config) => (config.headers.get('Authorization') === 'Bearer new' ? { status: 200, data: { ok: 1 } } : { status: 401 }), seen);
  await expect(client.get('/profile/')).resolves.toEqual({ ok: 1 });
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(seen).toEqual(['Bearer old', 'Bearer new']);
});

it('shares one refresh between concurrent 401s', async () => {
  let token = 'old';
  const refresh = jest.fn(
    () =>
      new Promise<boolean>((resolve) =>
        setTimeout(() => {
          token = 'new';
          resolve(true);
        }, 10),
      ),
  );
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => token, refreshAccessToken: refresh });
  client.axios.defaults.adapter = scriptedAdapter((config) => (config.headers.get('Authorization') === 'Bearer new' ? { status: 200, data: 1 } : { status: 401 }), []);
  await Promise.all([client.get('/a/'), client.get('/b/'), client.get('/c/')]);
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('expires the session when the refresh fails, and raises the session alert', async () => {
  const expired = jest.fn();
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => 't', refreshAccessToken: async () => false, onSessionExpired: expired });
  client.axios.defaults.adapter = scriptedAdapter(() => ({ status: 401, data: { detail: 'Token expired' } }), []);
  const { events, stop } = listen();
  await expect(client.get('/profile/')).rejects.toMatchObject({ status: 401, detail: 'Token expired' });
  stop();
  expect(expired).toHaveBeenCalledTimes(1);
  expect(events.map((e) => e.detail.status)).toEqual([401]);
});

it.each([
  ['network', { isConnectionError: true, isTimeout: false }],
  ['timeout', { isConnectionError: false, isTimeout: true }],
] as const)('raises api-error for %p even on a silent request (no answer: only the alert can say so)', async (reply, expected) => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => null });
  client.axios.defaults.adapter = scriptedAdapter(() => reply as Reply, []);
  const { events, stop } = listen();
  await expect(client.get('/cutoffs/', { silent: true })).rejects.toBeInstanceOf(ApiError);
  stop();
  expect(events).toHaveLength(1);
  expect(events[0].detail).toMatchObject(expected);
});

it.each([
  ['network', { isConnectionError: true, isTimeout: false }],
  ['timeout', { isConnectionError: false, isTimeout: true }],
  [{ status: 500 }, { status: 500 }],
] as const)('raises api-error for %p', async (reply, expected) => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => null });
  client.axios.defaults.adapter = scriptedAdapter(() => reply as Reply, []);
  const { events, stop } = listen();
  await expect(client.get('/rankings/')).rejects.toBeInstanceOf(ApiError);
  stop();
  expect(events).toHaveLength(1);
  expect(events[0].detail).toMatchObject(expected);
});

it('leaves 400s to the page, and stays silent when asked', async () => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => null });
  client.axios.defaults.adapter = scriptedAdapter((config) => (config.url === '/bad/' ? { status: 400, data: { detail: 'Unknown year', email: ['Taken'] } } : { status: 503 }), []);
  const { events, stop } = listen();
  const error = (await client.get('/bad/').catch((e: unknown) => e)) as ApiError;
  await client.get('/down/', { silent: true }).catch(() => undefined);
  stop();
  expect(error.detail).toBe('Unknown year');
  expect(error.fieldErrors).toEqual({ email: 'Taken' });
  expect(events).toHaveLength(0);
});

it('drops empty query parameters', async () => {
  const client = createApiClient({ baseURL: '/api/', timeoutMs: 1000, getAccessToken: () => null });
  let params: unknown;
  client.axios.defaults.adapter = async (config) => {
    params = config.params;
    return { data: null, status: 200, statusText: '', headers: {}, config };
  };
  await client.get('/rankings/', { params: { year: 2025, state: '', page: undefined, all: false } });
  expect(params).toEqual({ year: 2025, all: false });
});

it('raises no alert for a request the page cancelled', async () => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => null });
  client.axios.defaults.adapter = async (config) => {
    throw new CanceledError('canceled', config);
  };
  const { events, stop } = listen();
  await client.get('/rankings/').catch(() => undefined);
  stop();
  expect(events).toHaveLength(0);
});

it("keeps the response's status text on the error (and none when it was empty)", async () => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => null });
  client.axios.defaults.adapter = async (config) => {
    const statusText = config.url === '/named/' ? 'Service Unavailable' : '';
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, { data: {}, status: 503, statusText, headers: {}, config });
  };
  const named = (await client.get('/named/', { silent: true }).catch((e: unknown) => e)) as ApiError;
  const bare = (await client.get('/bare/', { silent: true }).catch((e: unknown) => e)) as ApiError;
  expect(named).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
  expect(bare.status).toBe(503);
  expect(bare.statusText).toBeUndefined();
});

it('sends an anonymous call without the bearer token and never refreshes on its 401', async () => {
  const refresh = jest.fn(async () => true);
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => 'tok', refreshAccessToken: refresh });
  const seen: string[] = [];
  client.axios.defaults.adapter = scriptedAdapter(() => ({ status: 401, data: { detail: 'Invalid credentials.' } }), seen);
  await expect(client.post('/login/', { email: 'a@b.co' }, { anonymous: true, silent: true })).rejects.toMatchObject({ status: 401 });
  expect(seen).toEqual(['']);
  expect(refresh).not.toHaveBeenCalled();
});

it('passes withCredentials through for the cookie-carrying calls', async () => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => null });
  const flags: unknown[] = [];
  client.axios.defaults.adapter = async (config) => {
    flags.push(config.withCredentials);
    return { data: {}, status: 200, statusText: '', headers: {}, config };
  };
  await client.get('/csrf/', { withCredentials: true });
  await client.get('/rankings/');
  expect(flags).toEqual([true, undefined]);
});

it('retries without a refresh when the token was replaced while the request was out', async () => {
  let token = 'old';
  const refresh = jest.fn(async () => true);
  const client = createApiClient({ baseURL: '/api', timeoutMs: 1000, getAccessToken: () => token, refreshAccessToken: refresh });
  const seen: string[] = [];
  client.axios.defaults.adapter = scriptedAdapter((config) => {
    if (config.headers.get('Authorization') === 'Bearer old') {
      token = 'new'; // another request refreshed meanwhile
      return { status: 401 };
    }
    return { status: 200, data: 'ok' };
  }, seen);
  await expect(client.get('/profile/')).resolves.toBe('ok');
  expect(refresh).not.toHaveBeenCalled();
  expect(seen).toEqual(['Bearer old', 'Bearer new']);
});
