// The session (tokens, refresh and expiry), outside React so its timing rules can be tested with fake timers:
// tokens and user in localStorage, the API client with one shared refresh on a 401, the profile fetch
// (debounced, blocked after logout, retried once after login), logout, expiry and initialisation.
import {
  API_ERROR_EVENT,
  API_PATHS,
  LOGIN_MESSAGES,
  type ApiErrorEventDetail,
  type RefreshResponse,
  type RuntimeConfig,
  type Tokens,
  type User,
} from 'shared-contracts';
import type { ApiError } from 'shared-contracts/client';
import { createLazyApiClient, type LazyApiClient } from './lazyApiClient';
import {
  clearStoredSession,
  clearTokens,
  EMPTY_SESSION,
  readStoredSession,
  SESSION_STORAGE_KEYS,
  writeTokens,
  writeUser,
  type StoredSession,
} from './sessionStore';
import { LOGOUT_BLOCK_MS, POST_LOGIN_PROFILE_RETRY_MS, PROFILE_REFETCH_DEBOUNCE_MS } from '../constants';

export interface SessionManagerOptions {
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'apiTimeoutMs'>;
  /** The clock (tests use fake timers, whose Date.now moves with them). */
  now?: () => number;
}

const REFRESH_LOCK = 'eag-session-refresh';

/** The client's ApiError, recognised without loading the client (its class is in the lazily loaded chunk). */
const isApiError = (error: unknown): error is ApiError => error instanceof Error && error.name === 'ApiError';

/** A failure that says nothing about the session: the API was unreachable, slow or broken. */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.isConnectionError || error.isTimeout || (error.status !== undefined && error.status >= 500);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` holding a lock shared by every tab of the site (refresh tokens rotate: two tabs must not spend one twice). */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

export class SessionManager {
  readonly api: LazyApiClient;
  private snapshot: StoredSession;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  /** Bumped by every login, logout and expiry: answers to an older session are dropped. */
  private generation = 0;
  private profileRequest: { generation: number; promise: Promise<User | null> } | null = null;
  private lastProfileFetchAt = Number.NEGATIVE_INFINITY;
  private refetchBlockedUntil = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<boolean> | null = null;
  private started = false;

  constructor({ config, now = () => Date.now() }: SessionManagerOptions) {
    this.now = now;
    this.snapshot = readStoredSession();
    this.api = createLazyApiClient({
      baseURL: config.apiBaseUrl,
      timeoutMs: config.apiTimeoutMs,
      getAccessToken: () => this.snapshot.accessToken,
      refreshAccessToken: () => this.refreshTokens(),
      onSessionExpired: () => this.expire(),
    });
  }

  // --- store -------------------------------------------------------------------------------------------

  getSnapshot = (): StoredSession => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: StoredSession): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  // --- life cycle --------------------------------------------------------------------------------------

  /** At start: follow other tabs' logins and logouts, and load the profile when a token is stored. */
  start(): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || (event.key !== null && !SESSION_STORAGE_KEYS.includes(event.key))) return;
      const stored = readStoredSession();
      if (stored.accessToken !== this.snapshot.accessToken) this.generation += 1;
      this.set(stored);
    };
    window.addEventListener('storage', onStorage);
    if (!this.started) {
      this.started = true;
      void this.initialise();
    }
    return () => window.removeEventListener('storage', onStorage);
  }

  /** Initialisation: the stored session is checked with a profile fetch; a refusal logs out. */
  async initialise(): Promise<void> {
    if (!this.snapshot.accessToken) return;
    const generation = this.generation;
    try {
      await this.fetchProfile();
    } catch (error) {
      // Unreachable or failing API: keep the stored session (the visitor is not logged out by a blip).
      if (generation !== this.generation || isTransientFailure(error)) return;
      this.logout();
    }
  }

  // --- profile -----------------------------------------------------------------------------------------

  /**
   * GET /profile/ for the signed-in user. Skipped (answering the current user) when one is in progress,
   * when one happened within PROFILE_REFETCH_DEBOUNCE_MS (unless forced), or within LOGOUT_BLOCK_MS of a logout.
   */
  fetchProfile({ force = false }: { force?: boolean } = {}): Promise<User | null> {
    if (!this.snapshot.accessToken) return Promise.resolve(null);
    const now = this.now();
    if (now < this.refetchBlockedUntil) return Promise.resolve(this.snapshot.user);
    if (this.profileRequest && this.profileRequest.generation === this.generation) return this.profileRequest.promise;
    if (!force && now - this.lastProfileFetchAt < PROFILE_REFETCH_DEBOUNCE_MS) return Promise.resolve(this.snapshot.user);
    const generation = this.generation;
    this.lastProfileFetchAt = now;
    const promise = this.api
      .get<User>(API_PATHS.profile, { silent: true })
      .then((user) => {
        if (generation !== this.generation) return this.snapshot.user;
        if (!user || typeof user !== 'object' || typeof user.email !== 'string') throw new Error(LOGIN_MESSAGES.noProfile);
        writeUser(user);
        this.set({ ...this.snapshot, user });
        return user;
      })
      .finally(() => {
        if (this.profileRequest?.promise === promise) this.profileRequest = null;
        if (generation === this.generation) this.lastProfileFetchAt = this.now();
      });
    this.profileRequest = { generation, promise };
    return promise;
  }

  /** After a login: the profile, retried once after POST_LOGIN_PROFILE_RETRY_MS. */
  private async profileAfterLogin(generation: number): Promise<User | null> {
    try {
      return await this.fetchProfile({ force: true });
    } catch {
      await sleep(POST_LOGIN_PROFILE_RETRY_MS);
      if (generation !== this.generation) return null;
      return this.fetchProfile({ force: true });
    }
  }

  // --- login, logout, expiry ---------------------------------------------------------------------------

  /**
   * A new session: old tokens are cleared first. With a user from the login answer the profile loads in
   * the background; without one, login waits for it and fails with LOGIN_MESSAGES.noProfile.
   */
  login = async (tokens: Tokens, user?: User | null): Promise<void> => {
    this.generation += 1;
    const generation = this.generation;
    clearTokens();
    this.profileRequest = null;
    this.refetchBlockedUntil = Number.NEGATIVE_INFINITY;
    writeTokens(tokens.access, tokens.refresh);
    if (user) writeUser(user);
    this.set({ accessToken: tokens.access, refreshToken: tokens.refresh, user: user ?? null });
    const profile = this.profileAfterLogin(generation);
    if (user) {
      profile.catch(() => undefined);
      return;
    }
    let loaded: User | null = null;
    try {
      loaded = await profile;
    } catch {
      loaded = null;
    }
    if (generation !== this.generation) return;
    if (!loaded) {
      this.clear();
      throw new Error(LOGIN_MESSAGES.noProfile);
    }
  };

  /** Ends the session here, and on the server (POST /logout/ with the refresh token; fire and forget). */
  logout = (): void => {
    const refresh = this.snapshot.refreshToken;
    if (refresh) this.api.post(API_PATHS.logout, { refresh }, { anonymous: true, silent: true }).catch(() => undefined);
    this.clear();
    this.refetchBlockedUntil = this.now() + LOGOUT_BLOCK_MS;
  };

  updateUser = (user: User): void => {
    if (!this.snapshot.accessToken) return;
    writeUser(user);
    this.set({ ...this.snapshot, user });
  };

  private clear(): void {
    this.generation += 1;
    this.profileRequest = null;
    clearStoredSession();
    this.set(EMPTY_SESSION);
  }

  /** A refused refresh: tokens and user go, and the global alert says the session has expired. */
  expire = (): void => {
    if (!this.snapshot.accessToken && !this.snapshot.refreshToken) return;
    this.clear();
    const detail: ApiErrorEventDetail = { isConnectionError: false, isTimeout: false, status: 401 };
    window.dispatchEvent(new CustomEvent<ApiErrorEventDetail>(API_ERROR_EVENT, { detail }));
  };

  // --- tokens ------------------------------------------------------------------------------------------

  /**
   * POST /token/refresh/ with the refresh token; stores both rotated tokens. Concurrent callers share one
   * refresh, and tabs take turns: a tab that finds tokens another tab already rotated uses those.
   */
  refreshTokens = (): Promise<boolean> => {
    this.refreshing ??= withTabLock(async () => {
      const stored = readStoredSession();
      if (stored.accessToken && stored.refreshToken && stored.accessToken !== this.snapshot.accessToken) {
        this.set(stored);
        return true;
      }
      const refresh = stored.refreshToken ?? this.snapshot.refreshToken;
      if (!refresh) return false;
      const generation = this.generation;
      try {
        const tokens = await this.api.post<RefreshResponse>(API_PATHS.tokenRefresh, { refresh }, { anonymous: true, silent: true });
        if (!tokens || typeof tokens.access !== 'string' || !tokens.access) return false;
        if (generation !== this.generation) return false;
        writeTokens(tokens.access, tokens.refresh || refresh);
        this.set({ ...this.snapshot, accessToken: tokens.access, refreshToken: tokens.refresh || refresh });
        return true;
      } catch {
        return false;
      }
    }).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  };

  /** The contract's session.refresh(): a refresh, and a refused one ends the session. */
  refresh = async (): Promise<boolean> => {
    if (!this.snapshot.refreshToken) return false;
    const ok = await this.refreshTokens();
    if (!ok) this.expire();
    return ok;
  };
}
