// CSRF double-submit of the password-reset calls: the csrftoken cookie (GET /csrf/ first when it is missing)
// echoed in the X-CSRFToken header, with Accept and JSON Content-Type, cookies sent cross-origin.
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, type ApiClient, type RequestOptions } from 'shared-contracts';
import { statusOf } from '../../../lib/apiErrors';
import { getCsrfToken } from './getCsrfToken';

export function readCsrfCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE_NAME) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}

export function csrfRequestOptions(token: string): RequestOptions {
  return {
    anonymous: true,
    silent: true,
    withCredentials: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', [CSRF_HEADER_NAME]: token },
  };
}

/** The token to send: the cookie when this page can read it, else what GET /csrf/ answers (it sets the cookie too). */
export async function csrfToken(api: ApiClient, { fresh = false } = {}): Promise<string> {
  const cookie = fresh ? null : readCsrfCookie();
  if (cookie) return cookie;
  const response = await getCsrfToken(api);
  return readCsrfCookie() ?? response.csrfToken;
}

/** Runs a CSRF-protected call; a 403 (stale or missing cookie) fetches a fresh token and tries once more. */
export async function withCsrf<T>(api: ApiClient, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await csrfToken(api));
  } catch (error) {
    if (statusOf(error) !== 403) throw error;
    return call(await csrfToken(api, { fresh: true }));
  }
}
