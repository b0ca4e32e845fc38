import { jsonAnswer } from '../testing';
import { API_ERROR_EVENT, ApiError, createApiClient, type ApiRequest, type Transport } from './index';

type Reply = { status: number; data?: unknown; statusText?: string } | 'network' | 'timeout';

/** Waits until the request is aborted (the client's timeout or the page's cancel), then fails as fetch does. */
const untilAborted = (request: ApiRequest) =>
  new Promise<never>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** A transport answering from a script of replies, recording each request's Authorization header. */
function scriptedTransport(replies: (request: ApiRequest) => Reply, seen: string[]): Transport {
  return async (request) => {
    seen.push(request.headers.Authorization ?? '');
    const reply = replies(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'timeout') return untilAborted(request);
    return jsonAnswer(reply.status, reply.data, reply.statusText);
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
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => token, refreshAccessToken: refresh });
  const seen: string[] = [];
  client.transport = scriptedTransport((request) => (request.headers.Authorization === 'Bearer new' ? { status: 200, data: { ok: 1 } } : { status: 401 }), seen);
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
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => token, refreshAccessToken: refresh });
  client.transport = scriptedTransport((request) => (request.headers.Authorization === 'Bearer new' ? { status: 200, data: 1 } : { status: 401 }), []);
  await Promise.all([client.get('/a/'), client.get('/b/'), client.get('/c/')]);
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('expires the session when the refresh fails, and raises the session alert', async () => {
  const expired = jest.fn();
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => 't', refreshAccessToken: async () => false, onSessionExpired: expired });
  client.transport = scriptedTransport(() => ({ status: 401, data: { detail: 'Token expired' } }), []);
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
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => null });
  client.transport = scriptedTransport(() => reply as Reply, []);
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
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => null });
  client.transport = scriptedTransport(() => reply as Reply, []);
  const { events, stop } = listen();
  await expect(client.get('/rankings/')).rejects.toBeInstanceOf(ApiError);
  stop();
  expect(events).toHaveLength(1);
  expect(events[0].detail).toMatchObject(expected);
});

it('leaves 400s to the page, and stays silent when asked', async () => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => null });
  client.transport = scriptedTransport((request) => (request.url === '/api/bad/' ? { status: 400, data: { detail: 'Unknown year', email: ['Taken'] } } : { status: 503 }), []);
  const { events, stop } = listen();
  const error = (await client.get('/bad/').catch((e: unknown) => e)) as ApiError;
  await client.get('/down/', { silent: true }).catch(() => undefined);
  stop();
  expect(error.detail).toBe('Unknown year');
  expect(error.fieldErrors).toEqual({ email: 'Taken' });
  expect(events).toHaveLength(0);
});

it('drops empty query parameters', async () => {
  const client = createApiClient({ baseURL: '/api/', timeoutMs: 100, getAccessToken: () => null });
  let url = '';
  client.transport = async (request) => {
    url = request.url;
    return jsonAnswer(200, null);
  };
  await client.get('/rankings/', { params: { year: 2025, state: '', page: undefined, all: false, q: 'a b,c' } });
  expect(url).toBe('/api/rankings/?year=2025&all=false&q=a+b%2Cc');
});

it('raises no alert for a request the page cancelled', async () => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => null });
  client.transport = untilAborted;
  const page = new AbortController();
  const { events, stop } = listen();
  const call = client.get('/rankings/', { signal: page.signal }).catch((e: unknown) => e);
  page.abort();
  expect(await call).toBeInstanceOf(ApiError);
  stop();
  expect(events).toHaveLength(0);
});

it("keeps the response's status text on the error (and none when it was empty)", async () => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => null });
  client.transport = async (request) => jsonAnswer(503, {}, request.url === '/api/named/' ? 'Service Unavailable' : '');
  const named = (await client.get('/named/', { silent: true }).catch((e: unknown) => e)) as ApiError;
  const bare = (await client.get('/bare/', { silent: true }).catch((e: unknown) => e)) as ApiError;
  expect(named).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
  expect(bare.status).toBe(503);
  expect(bare.statusText).toBeUndefined();
});

it('sends an anonymous call without the bearer token and never refreshes on its 401', async () => {
  const refresh = jest.fn(async () => true);
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => 'tok', refreshAccessToken: refresh });
  const seen: string[] = [];
  client.transport = scriptedTransport(() => ({ status: 401, data: { detail: 'Invalid credentials.' } }), seen);
  await expect(client.post('/login/', { email: 'a@b.co' }, { anonymous: true, silent: true })).rejects.toMatchObject({ status: 401 });
  expect(seen).toEqual(['']);
  expect(refresh).not.toHaveBeenCalled();
});

it('passes withCredentials through for the cookie-carrying calls', async () => {
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => null });
  const flags: unknown[] = [];
  client.transport = async (request) => {
    flags.push(request.credentials);
    return jsonAnswer(200, {});
  };
  await client.get('/csrf/', { withCredentials: true });
  await client.get('/rankings/');
  expect(flags).toEqual(['include', 'same-origin']);
});

it('retries without a refresh when the token was replaced while the request was out', async () => {
  let token = 'old';
  const refresh = jest.fn(async () => true);
  const client = createApiClient({ baseURL: '/api', timeoutMs: 100, getAccessToken: () => token, refreshAccessToken: refresh });
  const seen: string[] = [];
  client.transport = scriptedTransport((request) => {
    if (request.headers.Authorization === 'Bearer old') {
      token = 'new'; // another request refreshed meanwhile
      return { status: 401 };
    }
    return { status: 200, data: 'ok' };
  }, seen);
  await expect(client.get('/profile/')).resolves.toBe('ok');
  expect(refresh).not.toHaveBeenCalled();
  expect(seen).toEqual(['Bearer old', 'Bearer new']);
});

it('sends a body as JSON with its content type, and reads a JSON or plain-text answer', async () => {
  const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 100, getAccessToken: () => null });
  const sent: ApiRequest[] = [];
  client.transport = async (request) => {
    sent.push(request);
    return request.method === 'PUT' ? { status: 200, statusText: 'OK', text: async () => 'saved' } : jsonAnswer(201, { id: 7 });
  };
  await expect(client.post('/shortlist/merge/', { items: [1] }, { headers: { 'X-CSRFToken': 'c' } })).resolves.toEqual({ id: 7 });
  await expect(client.put('/shortlist/', { items: [] })).resolves.toBe('saved');
  await client.get('/health/');
  expect(sent.map((r) => [r.method, r.url, r.body, r.headers['Content-Type'], r.headers['X-CSRFToken']])).toEqual([
    ['POST', 'http://api.test/api/shortlist/merge/', '{"items":[1]}', 'application/json', 'c'],
    ['PUT', 'http://api.test/api/shortlist/', '{"items":[]}', 'application/json', undefined],
    ['GET', 'http://api.test/api/health/', undefined, undefined, undefined],
  ]);
});
