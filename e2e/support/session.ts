// A logged-in visitor without clicking through the accounts flow: a real account of the e2e API (made once per
// worker: register, the code from the outbox, verify), and a fresh login session stored before the first page
// script runs. The host checks a stored session with GET /profile/ at start, so it must be a real one.
import type { Page } from '@playwright/test';
import { codeFromOutbox } from './outbox';
import { API_URL, JWT_SECRET } from './ports';

// The API's own signer (from its build), so a token is exactly what the API issues.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signAccessToken } = require('../../api/dist/auth/tokens.js') as {
  signAccessToken: (secret: string, userId: string, ttlSeconds: number) => string;
};

export const E2E_PASSWORD = 'E2e-Secret-123';

export const E2E_USER = {
  first_name: 'Asha',
  last_name: 'Kulkarni',
  username: 'asha',
  city: 'Pune',
  state: 'Maharashtra',
};

export interface Session {
  access: string;
  refresh: string;
  user: Record<string, unknown> & { email: string };
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** Registers and verifies a new account through the API; answers its first session. */
export async function createVerifiedAccount(email: string, password = E2E_PASSWORD): Promise<Session> {
  const since = Date.now();
  await post('/register/', { ...E2E_USER, email, username: email.split('@')[0], password, password_confirm: password });
  const code = await codeFromOutbox(email, 'verification', since);
  return post<Session>('/verify-email/confirm/', { email, code });
}

let account: Promise<string> | null = null;

/** The worker's account (made on first use). */
export function e2eAccountEmail(): Promise<string> {
  account ??= (async () => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await createVerifiedAccount(email);
    return email;
  })();
  return account;
}

/** A fresh login session of an account (the worker's when not given). */
export async function loginSession(email?: string): Promise<Session> {
  return post<Session>('/login/', { email: email ?? (await e2eAccountEmail()), password: E2E_PASSWORD });
}

/** Stores a real session (of `email`'s account, or the worker's) in the browser before the first page script runs; answers it. */
export async function logIn(page: Page, email?: string): Promise<Session> {
  const session = await loginSession(email);
  await page.addInitScript(
    ([access, refresh, user]) => {
      // Only on the first document of the test: a later logout must stay logged out across reloads.
      if (sessionStorage.getItem('e2e_session_seeded')) return;
      sessionStorage.setItem('e2e_session_seeded', '1');
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('user', user);
    },
    [session.access, session.refresh, JSON.stringify(session.user)] as const,
  );
  return session;
}

/** The user id in an access token (its `sub`). */
export function tokenSubject(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}

/** An access token for `userId` that expired a minute ago (signed with the e2e API's secret). */
export function expiredAccessToken(userId: string): string {
  return signAccessToken(JWT_SECRET, userId, -60);
}

/** A valid access token for `userId`. */
export function accessToken(userId = 'e2e-user', ttlSeconds = 3600): string {
  return signAccessToken(JWT_SECRET, userId, ttlSeconds);
}
