// How this session signed in (STORAGE_KEYS.oauthLoginMethod: 'google' hides Reset Password in the menu).
import { STORAGE_KEYS, type LoginResponse, type Tokens } from 'shared-contracts';
import { removeItem, writeItem } from './storage';

export function rememberLoginMethod(method: 'password' | 'google'): void {
  if (method === 'google') writeItem('local', STORAGE_KEYS.oauthLoginMethod, 'google');
  else removeItem('local', STORAGE_KEYS.oauthLoginMethod);
}

/** Tokens at top level or inside `tokens`, or null when the answer has none. */
export function tokensFrom(response: unknown): Tokens | null {
  if (!response || typeof response !== 'object') return null;
  const body = response as LoginResponse;
  const source = body.tokens && typeof body.tokens === 'object' ? body.tokens : body;
  if (typeof source.access !== 'string' || !source.access || typeof source.refresh !== 'string' || !source.refresh) return null;
  return { access: source.access, refresh: source.refresh };
}
