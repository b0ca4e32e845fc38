// Where a visitor goes after logging in comes from places anyone can write (a ?returnTo= link, navigation
// state, sessionStorage), so it is only ever a path on the site itself. A prefix check is not enough: the
// URL parser drops tabs and newlines and reads "\" as "/", so "/\t/evil.example" becomes "//evil.example",
// another origin. The value is therefore resolved with `new URL()` against the site's origin, and what is
// returned is the resolved path, exactly what was checked.

/** Longer values are refused: no real page address comes near it. */
export const RETURN_PATH_MAX_LENGTH = 2048;

// Returning to the sign-in pages themselves would loop (React Router matches paths case-insensitively).
const ACCOUNT_PAGE = /^\/(auth|oauth-bridge|verify-email|forgot-password)(\/|$)/i;

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The path, query and fragment of `raw` ("/rankings?year=2024") when it is a path on `siteOrigin` and not
 * an account page; null for anything else: other origins ("//evil", "/\\evil", "https://evil"), other
 * schemes ("javascript:"), relative paths, values that only point home after the parser's clean-up.
 */
export function safeReturnPath(raw: unknown, siteOrigin: string): string | null {
  if (typeof raw !== 'string' || raw.length > RETURN_PATH_MAX_LENGTH) return null;
  const value = raw.trim();
  if (!value.startsWith('/')) return null;
  let site: URL;
  let url: URL;
  try {
    site = new URL(siteOrigin);
    url = new URL(value, site.origin);
  } catch {
    return null;
  }
  if (url.origin !== site.origin || url.username || url.password) return null;
  if (ACCOUNT_PAGE.test(decodedPath(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
