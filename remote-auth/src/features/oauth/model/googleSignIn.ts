// Social sign-in: remember where to come back to and how this session signs in, then leave for the
// provider through the API (GET /auth/google/?redirect_uri=<this site>/oauth-bridge).
import { API_PATHS, STORAGE_KEYS } from 'shared-contracts';
import { pageOrigin, redirectBrowser } from '../../../lib/browser';
import { storeReturnTo } from '../../../lib/returnTo';
import { writeItem } from '../../../lib/storage';

export const OAUTH_BRIDGE_PATH = '/oauth-bridge';

/** Where the provider sends the browser back: this site's /oauth-bridge (start and exchange must agree exactly). */
export function bridgeUrl(): string {
  return `${pageOrigin()}${OAUTH_BRIDGE_PATH}`;
}

export function googleSignInUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${API_PATHS.googleAuth}?redirect_uri=${encodeURIComponent(bridgeUrl())}`;
}

export function startGoogleSignIn(apiBaseUrl: string, returnTo: string): void {
  storeReturnTo(returnTo);
  writeItem('local', STORAGE_KEYS.oauthLoginMethod, 'google');
  redirectBrowser(googleSignInUrl(apiBaseUrl));
}
