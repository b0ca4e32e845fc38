// Where the visitor goes after logging in: navigation state returnTo, else a ?returnTo= query (the standalone
// shells' requireLogin), else sessionStorage auth_return_to (kept across the social sign-in round trip), else /.
import { STORAGE_KEYS } from 'shared-contracts';
import { readItem, removeItem } from './storage';

/** A path on this site ("/rankings?year=2024"), or null: no other origins, no protocol-relative "//host". */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Never back to the account pages themselves.
  if (/^\/(auth|oauth-bridge|verify-email|forgot-password)(\/|\?|$)/.test(value)) return null;
  return value;
}

export function returnToFromState(state: unknown): string | null {
  return state && typeof state === 'object' ? safeReturnPath((state as { returnTo?: unknown }).returnTo) : null;
}

export function resolveReturnTo(state: unknown, search: string): string {
  return (
    returnToFromState(state) ??
    safeReturnPath(new URLSearchParams(search).get('returnTo')) ??
    safeReturnPath(readItem('session', STORAGE_KEYS.authReturnTo)) ??
    '/'
  );
}

/** The stored return path, forgotten once used. */
export function takeStoredReturnTo(): string {
  const path = safeReturnPath(readItem('session', STORAGE_KEYS.authReturnTo)) ?? '/';
  removeItem('session', STORAGE_KEYS.authReturnTo);
  return path;
}

export function forgetReturnTo(): void {
  removeItem('session', STORAGE_KEYS.authReturnTo);
}
