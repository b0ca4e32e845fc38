import { API_ERROR_EVENT, type ApiErrorEventDetail } from 'shared-contracts';
import * as clientModule from 'shared-contracts/client';
import { microtasksDone } from '../test/microtasks';
import { createLazyApiClient } from './lazyApiClient';

const OPTIONS = { baseURL: 'http://api.test/api', timeoutMs: 5000, getAccessToken: () => null };

function alerts() {
  const events: ApiErrorEventDetail[] = [];
  const handler = (event: Event) => events.push((event as CustomEvent<ApiErrorEventDetail>).detail);
  window.addEventListener(API_ERROR_EVENT, handler);
  return { events, stop: () => window.removeEventListener(API_ERROR_EVENT, handler) };
}

it('loads the client module on the first call only, and makes one client for every call', async () => {
  const load = jest.fn(async () => clientModule);
  const api = createLazyApiClient(OPTIONS, load);
  expect(load).not.toHaveBeenCalled();
  const client = await api.ready();
  client.transport = async (request) => ({ status: 200, statusText: '', text: async () => JSON.stringify({ url: request.url, method: request.method }) });
  await expect(api.get('/rankings/')).resolves.toEqual({ url: 'http://api.test/api/rankings/', method: 'GET' });
  await expect(api.post('/x/', { a: 1 })).resolves.toEqual({ url: 'http://api.test/api/x/', method: 'POST' });
  await expect(api.put('/y/')).resolves.toEqual({ url: 'http://api.test/api/y/', method: 'PUT' });
  expect(load).toHaveBeenCalledTimes(1);
  expect(await api.ready()).toBe(client);
});

it('alerts like an unreachable API when the client cannot load, stays quiet for silent calls, and tries again next time', async () => {
  const seen = alerts();
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(clientModule);
  const api = createLazyApiClient(OPTIONS, load);
  await expect(api.get('/rankings/')).rejects.toThrow('ChunkLoadError');
  expect(seen.events).toEqual([{ isConnectionError: true, isTimeout: false, isOffline: false }]);
  await expect(api.get('/profile/', { silent: true })).rejects.toThrow('ChunkLoadError');
  expect(seen.events).toHaveLength(1);
  await expect(api.ready()).resolves.toHaveProperty('transport');
  expect(load).toHaveBeenCalledTimes(3);
  seen.stop();
});

it('starts each call\'s request in a task of its own, in the order the calls came', async () => {
  const releases: Array<() => void> = [];
  const ownTask = () => new Promise<void>((resolve) => releases.push(resolve));
  const api = createLazyApiClient(OPTIONS, async () => clientModule, ownTask);
  const client = await api.ready();
  const started: string[] = [];
  client.transport = async (request) => {
    started.push(request.url);
    return { status: 200, statusText: '', text: async () => '{}' };
  };
  const answers = Promise.all([api.get('/a/'), api.get('/b/')]);
  await microtasksDone();
  expect(releases).toHaveLength(2);
  expect(started).toEqual([]);
  releases[0]();
  await microtasksDone();
  expect(started).toEqual(['http://api.test/api/a/']);
  releases[1]();
  await expect(answers).resolves.toEqual([{}, {}]);
  expect(started).toEqual(['http://api.test/api/a/', 'http://api.test/api/b/']);
});
