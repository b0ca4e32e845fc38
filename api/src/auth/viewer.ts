// Who is asking: a guest, or a user with a valid access token. A request that sends a bearer token
// that is invalid or expired gets 401, so the pages refresh the token once and retry.
import { ApiError } from '../http/errors';
import { verifyToken } from './tokens';

export type Viewer = { kind: 'guest' } | { kind: 'user'; userId: string };

export const GUEST: Viewer = { kind: 'guest' };
export const INVALID_TOKEN_DETAIL = 'Your access token is invalid or has expired. Please log in again.';

/** The viewer for an Authorization header value (none: guest; a valid access token: user; anything else: 401). */
export function viewerFromAuthorization(header: string | undefined, secret: string): Viewer {
  if (header === undefined || header.trim() === '') return GUEST;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new ApiError(401, INVALID_TOKEN_DETAIL);
  const claims = verifyToken(secret, match[1], 'access');
  if (!claims) throw new ApiError(401, INVALID_TOKEN_DETAIL);
  return { kind: 'user', userId: claims.sub };
}

export const isUser = (viewer: Viewer): viewer is { kind: 'user'; userId: string } => viewer.kind === 'user';
