import type { Transport } from 'shared-contracts/client';
import { jsonAnswer } from 'shared-contracts/testing';
import {
  API_ERROR_EVENT,
  API_PATHS,
  globalAlertMessage,
  LOGIN_MESSAGES,
  SESSION_MESSAGES,
  STORAGE_KEYS,
  type ApiErrorEventDetail,
  type User,
} from 'shared-contracts';
import { SessionManager } from './sessionManager';
import { LOGOUT_BLOCK_MS, POST_LOGIN_PROFILE_RETRY_MS, PROFILE_REFETCH_DEBOUNCE_MS } from '../constants';
import { microtasksDone } from '../test/microtasks';

const USER: User = {
  first_name: 'Asha',
  last_name: 'Kulkarni',
  username: 'asha_k',
  email: 'asha@example.com',
  city: 'Pune',
  state: 'Maharashtra',
  phone_number: null,
  is_email_verified: true,
  auth_provider: 'password',
};

type Reply = { status: number; data?: unknown } | 'network';
interface Seen {
  method: string;
  url: string;
  auth: string;
  body: unknown;
}

/** Answers each request from `route`, recording what was asked (the client loads on first use, as in the app). */
async function script(manager: SessionManager, route: (req: Seen) => Reply | Promise<Reply>) {
  const seen: Seen[] = [];
  const transport: Transport = async (request) => {
    const req: Seen = {
      method: request.method,
      // The path under the API's base address, without the query, as the session code names it.
      url: new URL(request.url).pathname.replace(/^\/api/, ''),
      auth: request.headers.Authorization ?? '',
      body: request.body === undefined ? undefined : JSON.parse(request.body),
    };
    seen.push(req);
    const reply = await route(req);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return jsonAnswer(reply.status, reply.data);
  };
  (await manager.api.ready()).transport = transport;
  return seen;
}

const newManager = () => new SessionManager({ config: { apiBaseUrl: 'http://api.test/api', apiTimeoutMs: 5000 } });
const profileCalls = (seen: Seen[]) => seen.filter((r) => r.url === API_PATHS.profile);
const store = (access: string, refresh: string | null, user: User | null = USER) => {
  localStorage.setItem(STORAGE_KEYS.accessToken, access);
  if (refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
};
const flush = microtasksDone;

function alerts() {
  const events: ApiErrorEventDetail[] = [];
  const handler = (event: Event) => events.push((event as CustomEvent<ApiErrorEventDetail>).detail);
  window.addEventListener(API_ERROR_EVENT, handler);
  return { events, stop: () => window.removeEventListener(API_ERROR_EVENT, handler) };
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('login', () => {
  it('clears the old tokens first, stores the new ones and the user, then loads the profile', async () => {
    store('old-access', 'old-refresh', { ...USER, first_name: 'Old' });
    localStorage.setItem(STORAGE_KEYS.oauthLoginMethod, 'google');
    const manager = newManager();
    const seen = await script(manager, () => ({ status: 200, data: { ...USER, city: 'Mumbai' } }));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');

    await manager.login({ access: 'a1', refresh: 'r1' }, USER);
    // Removal of the old access token comes before the new one is written.
    const removedAt = removeItem.mock.invocationCallOrder[removeItem.mock.calls.findIndex(([key]) => key === STORAGE_KEYS.accessToken)];
    const writtenAt = setItem.mock.invocationCallOrder[setItem.mock.calls.findIndex(([key, value]) => key === STORAGE_KEYS.accessToken && value === 'a1')];
    expect(removedAt).toBeLessThan(writtenAt);
    setItem.mockRestore();
    removeItem.mockRestore();

    expect(manager.getSnapshot()).toMatchObject({ accessToken: 'a1', refreshToken: 'r1', user: USER });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    // How the visitor signed in is the login page's business, not cleared by the session.
    expect(localStorage.getItem(STORAGE_KEYS.oauthLoginMethod)).toBe('google');
    await flush();
    expect(profileCalls(seen)).toHaveLength(1);
    expect(profileCalls(seen)[0].auth).toBe('Bearer a1');
    expect(manager.getSnapshot().user?.city).toBe('Mumbai');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) as string).city).toBe('Mumbai');
  });

  it('retries the profile once, 300 ms after a failed fetch', async () => {
    const manager = newManager();
    let calls = 0;
    const seen = await script(manager, () => (++calls === 1 ? { status: 503 } : { status: 200, data: USER }));
    const done = manager.login({ access: 'a1', refresh: 'r1' });
    await flush();
    expect(profileCalls(seen)).toHaveLength(1);
    jest.advanceTimersByTime(POST_LOGIN_PROFILE_RETRY_MS - 1);
    await flush();
    expect(profileCalls(seen)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await done;
    expect(profileCalls(seen)).toHaveLength(2);
    expect(manager.getSnapshot().user).toEqual(USER);
  });

  it('without a user in the answer and no profile after the retry, fails with the no-profile message and stays logged out', async () => {
    const manager = newManager();
    const seen = await script(manager, () => ({ status: 503 }));
    const done = manager.login({ access: 'a1', refresh: 'r1' });
    const outcome = expect(done).rejects.toThrow(LOGIN_MESSAGES.noProfile);
    await flush();
    jest.advanceTimersByTime(POST_LOGIN_PROFILE_RETRY_MS);
    await outcome;
    expect(profileCalls(seen)).toHaveLength(2);
    expect(manager.getSnapshot()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('with a user in the answer, a failing profile fetch keeps the session', async () => {
    const manager = newManager();
    const seen = await script(manager, () => ({ status: 500 }));
    await manager.login({ access: 'a1', refresh: 'r1' }, USER);
    await flush();
    jest.advanceTimersByTime(POST_LOGIN_PROFILE_RETRY_MS);
    await flush();
    expect(profileCalls(seen)).toHaveLength(2);
    expect(manager.getSnapshot()).toMatchObject({ accessToken: 'a1', user: USER });
  });
});

describe('profile fetch', () => {
  it('is skipped while one is in progress and within 2 s of the last one', async () => {
    store('a1', 'r1');
    const manager = newManager();
    let release!: () => void;
    const seen = await script(manager, () => new Promise<Reply>((resolve) => (release = () => resolve({ status: 200, data: USER }))));
    const first = manager.fetchProfile();
    const second = manager.fetchProfile();
    await flush();
    expect(profileCalls(seen)).toHaveLength(1);
    release();
    await Promise.all([first, second]);

    jest.advanceTimersByTime(PROFILE_REFETCH_DEBOUNCE_MS - 1);
    await manager.fetchProfile();
    expect(profileCalls(seen)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    const third = manager.fetchProfile();
    await flush();
    release();
    await third;
    expect(profileCalls(seen)).toHaveLength(2);
  });

  it('is blocked for 1 s after logout', async () => {
    store('a1', 'r1');
    const manager = newManager();
    const seen = await script(manager, (req) => (req.url === API_PATHS.logout ? { status: 200, data: {} } : { status: 200, data: USER }));
    manager.logout();
    // Another tab logs in at once: this tab follows, but does not refetch inside the block.
    store('a2', 'r2');
    const stop = manager.start();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, newValue: 'a2', storageArea: localStorage }));
    expect(manager.getSnapshot().accessToken).toBe('a2');
    jest.advanceTimersByTime(LOGOUT_BLOCK_MS - 1);
    await manager.fetchProfile({ force: true });
    expect(profileCalls(seen)).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await manager.fetchProfile({ force: true });
    expect(profileCalls(seen)).toHaveLength(1);
    stop();
  });
});

describe('logout', () => {
  it('posts the refresh token to /logout/ without waiting, and clears tokens, user and the sign-in method', async () => {
    store('a1', 'r1');
    localStorage.setItem(STORAGE_KEYS.oauthLoginMethod, 'google');
    const manager = newManager();
    const seen = await script(manager, () => new Promise<Reply>(() => undefined));
    manager.logout();
    expect(manager.getSnapshot()).toEqual({ accessToken: null, refreshToken: null, user: null });
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user, STORAGE_KEYS.oauthLoginMethod]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    await flush();
    expect(seen).toEqual([{ method: 'POST', url: API_PATHS.logout, auth: '', body: { refresh: 'r1' } }]);
  });
});

describe('refresh on 401', () => {
  it('refreshes once with POST /token/refresh/, stores both rotated tokens and retries the call', async () => {
    store('expired', 'r1');
    const manager = newManager();
    const seen = await script(manager, (req) => {
      if (req.url === API_PATHS.tokenRefresh) return { status: 200, data: { access: 'a2', refresh: 'r2' } };
      return req.auth === 'Bearer a2' ? { status: 200, data: { ok: true } } : { status: 401, data: { detail: 'expired' } };
    });
    await expect(manager.api.get('/rankings/')).resolves.toEqual({ ok: true });
    expect(seen.map((r) => `${r.method} ${r.url} ${r.auth}`)).toEqual([
      'GET /rankings/ Bearer expired',
      `POST ${API_PATHS.tokenRefresh} `,
      'GET /rankings/ Bearer a2',
    ]);
    expect(seen[1].body).toEqual({ refresh: 'r1' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
    expect(manager.getSnapshot()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    store('expired', 'r1');
    const manager = newManager();
    let refreshes = 0;
    const seen = await script(manager, async (req) => {
      if (req.url === API_PATHS.tokenRefresh) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 200, data: { access: 'a2', refresh: 'r2' } };
      }
      return req.auth === 'Bearer a2' ? { status: 200, data: req.url } : { status: 401 };
    });
    const all = Promise.all(['/a/', '/b/', '/c/'].map((url) => manager.api.get(url)));
    await flush();
    await jest.advanceTimersByTimeAsync(50);
    await expect(all).resolves.toEqual(['/a/', '/b/', '/c/']);
    expect(refreshes).toBe(1);
    expect(seen.filter((r) => r.auth === 'Bearer a2')).toHaveLength(3);
  });

  it('a refused refresh is a session expiry: tokens and user are cleared and the alert says so', async () => {
    store('expired', 'spent');
    const manager = newManager();
    await script(manager, (req) => (req.url === API_PATHS.tokenRefresh ? { status: 401, data: { detail: SESSION_MESSAGES.expired } } : { status: 401 }));
    const { events, stop } = alerts();
    await expect(manager.api.get(API_PATHS.profile, { silent: true })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(manager.getSnapshot()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(events).toHaveLength(1);
    expect(globalAlertMessage(events[0])).toBe(SESSION_MESSAGES.expired);
  });

  it('uses the tokens another tab has just rotated instead of spending the refresh token again', async () => {
    store('expired', 'r1');
    const manager = newManager();
    // The other tab rotates before this tab's refresh starts.
    store('a-other', 'r-other');
    const seen = await script(manager, (req) => (req.auth === 'Bearer a-other' ? { status: 200, data: 'ok' } : { status: 401 }));
    await expect(manager.api.get('/rankings/')).resolves.toBe('ok');
    expect(seen.some((r) => r.url === API_PATHS.tokenRefresh)).toBe(false);
    expect(manager.getSnapshot()).toMatchObject({ accessToken: 'a-other', refreshToken: 'r-other' });
  });

  it('session.refresh() refreshes, and ends the session when refused', async () => {
    store('a1', 'r1');
    const manager = newManager();
    let ok = true;
    await script(manager, () => (ok ? { status: 200, data: { access: 'a2', refresh: 'r2' } } : { status: 401 }));
    await expect(manager.refresh()).resolves.toBe(true);
    expect(manager.getSnapshot().refreshToken).toBe('r2');
    ok = false;
    await expect(manager.refresh()).resolves.toBe(false);
    expect(manager.getSnapshot().accessToken).toBeNull();
  });
});

describe('initialisation', () => {
  it('loads the profile when a token is stored', async () => {
    store('a1', 'r1', null);
    const manager = newManager();
    const seen = await script(manager, () => ({ status: 200, data: USER }));
    const stop = manager.start();
    await flush();
    expect(profileCalls(seen)).toHaveLength(1);
    expect(manager.getSnapshot().user).toEqual(USER);
    stop();
  });

  it('does nothing for a guest', async () => {
    const manager = newManager();
    const seen = await script(manager, () => ({ status: 200, data: USER }));
    manager.start()();
    await flush();
    expect(seen).toHaveLength(0);
  });

  it('a refused profile is an initialisation failure: logged out', async () => {
    store('a1', 'r1');
    const manager = newManager();
    await script(manager, (req) => (req.url === API_PATHS.logout ? { status: 200, data: {} } : { status: 403, data: { detail: 'no' } }));
    await manager.initialise();
    expect(manager.getSnapshot()).toEqual({ accessToken: null, refreshToken: null, user: null });
  });

  it('an unreachable API keeps the stored session', async () => {
    store('a1', 'r1');
    const manager = newManager();
    await script(manager, () => 'network');
    await manager.initialise();
    expect(manager.getSnapshot()).toMatchObject({ accessToken: 'a1', user: USER });
  });

  it('follows a logout in another tab', async () => {
    store('a1', 'r1');
    const manager = newManager();
    await script(manager, () => ({ status: 200, data: USER }));
    const stop = manager.start();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(manager.getSnapshot().accessToken).toBeNull();
    stop();
  });
});
