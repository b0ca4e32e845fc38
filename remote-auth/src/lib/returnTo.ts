// Where the visitor goes after logging in: navigation state returnTo, else a ?returnTo= query (the standalone
// shells' requireLogin), else sessionStorage auth_return_to (kept across the social sign-in round trip), else /.
// Every source goes through shared-contracts' safeReturnPath against this page's origin.
import { STORAGE_KEYS, safeReturnPath } from 'shared-contracts';
import { pageOrigin } from './browser';
import { readItem, removeItem, writeItem } from './storage';

/** A path on this site ("/rankings?year=2024"), or null. */
export function checkedReturnPath(raw: unknown): string | null {
  return safeReturnPath(raw, pageOrigin());
}

export function returnToFromState(state: unknown): string | null {
  return state && typeof state === 'object' ? checkedReturnPath((state as { returnTo?: unknown }).returnTo) : null;
}

export function resolveReturnTo(state: unknown, search: string): string {
  return (
    returnToFromState(state) ??
    checkedReturnPath(new URLSearchParams(search).get('returnTo')) ??
    checkedReturnPath(readItem('session', STORAGE_KEYS.authReturnTo)) ??
    '/'
  );
}

/** Keeps the return path across a round trip through another site (social sign-in). */
export function storeReturnTo(returnTo: string): void {
  writeItem('session', STORAGE_KEYS.authReturnTo, checkedReturnPath(returnTo) ?? '/');
}

/** The stored return path, forgotten once used. */
export function takeStoredReturnTo(): string {
  const path = checkedReturnPath(readItem('session', STORAGE_KEYS.authReturnTo)) ?? '/';
  removeItem('session', STORAGE_KEYS.authReturnTo);
  return path;
}

export function forgetReturnTo(): void {
  removeItem('session', STORAGE_KEYS.authReturnTo);
}
