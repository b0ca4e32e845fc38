// The browser side of the session: tokens and user in localStorage under the spec's keys.
import { STORAGE_KEYS, type User } from 'shared-contracts';

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

export const EMPTY_SESSION: StoredSession = { accessToken: null, refreshToken: null, user: null };

/** The keys whose change in another tab means this tab's session changed too. */
export const SESSION_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user];

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readUser(): User | null {
  try {
    const raw = read(STORAGE_KEYS.user);
    const user = raw ? (JSON.parse(raw) as unknown) : null;
    return user && typeof user === 'object' ? (user as User) : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  return { accessToken: read(STORAGE_KEYS.accessToken), refreshToken: read(STORAGE_KEYS.refreshToken), user: readUser() };
}

export function writeTokens(access: string, refresh?: string | null): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, access);
  if (refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
}

export function writeUser(user: User | null): void {
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.user);
}

/** Tokens and user (what a new login replaces). */
export function clearTokens(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.user);
}

/** Everything of the session, including how it signed in (logout, expiry). */
export function clearStoredSession(): void {
  clearTokens();
  localStorage.removeItem(STORAGE_KEYS.oauthLoginMethod);
}
