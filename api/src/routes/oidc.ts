// Google sign-in (OpenID Connect): GET /auth/google/?redirect_uri= sends the browser to the
// provider with state, nonce and PKCE (S256), remembering them server-side by state; the provider returns
// to the front end's /oauth-bridge, which posts the code to POST /auth/google/exchange-code/. The exchange
// verifies the ID token and creates or links the user by the provider's verified e-mail.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEmail, SOCIAL_MESSAGES, type LoginResponse, type User } from 'shared-contracts';
import { ACCOUNT_MESSAGES as A } from '../accounts/messages';
import { parseCookies, serializeCookie } from '../accounts/cookies';
import { newPendingSignIn, OIDC_STATE_TTL_MS, OidcFailure, type ProviderProfile } from '../accounts/oidc';
import { applyRateLimit, type AccountServices } from '../accounts/services';
import { findUserByEmail, insertUser, isUniqueViolation, toUser, type UserRow } from '../accounts/users';
import { cameOverHttps } from '../http/securityHeaders';
import type { RouteDeps } from './deps';

export const OAUTH_BRIDGE_PATH = '/oauth-bridge';
export const OIDC_STATE_COOKIE = 'oidc_state';
const STATE_COOKIE_PATH = '/api/auth/google';

const MAX_CODE_LENGTH = 4096;
const MAX_STATE_LENGTH = 256;

/** The redirect URI when it is the /oauth-bridge page of an allowed front-end origin (CORS_ORIGINS), else null. */
export function allowedRedirectUri(raw: unknown, origins: string[]): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== OAUTH_BRIDGE_PATH && url.pathname !== `${OAUTH_BRIDGE_PATH}/`) return null;
  const allowed = new Set(origins.map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  return allowed.has(url.origin.toLowerCase()) ? url.toString() : null;
}

/** Sends the browser back to the bridge page with an OAuth-style error (it then shows Authentication Failed). */
function redirectWithError(reply: FastifyReply, redirectUri: string, error: string, description: string) {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  return reply.code(302).header('Cache-Control', 'no-store').redirect(url.toString());
}

/** 4xx/5xx of the exchange: `detail` like every API error, and `error` which the bridge page shows. */
function exchangeError(reply: FastifyReply, status: number, detail: string, error = detail) {
  return reply.code(status).send({ detail, error });
}

function stateCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  return serializeCookie(OIDC_STATE_COOKIE, value, { path: STATE_COOKIE_PATH, maxAgeSeconds, httpOnly: true, secure: cameOverHttps(request), sameSite: 'Lax' });
}

/** Equal texts, compared in time that depends on neither (digests first, so lengths do not leak either). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The state of this exchange: the body's (it came back from the provider with the code) when it equals the
 * HttpOnly cookie set when this browser started the sign-in. Without the cookie check, an attacker could
 * start a sign-in, stop at the provider's redirect and get a victim's browser to post that code and state:
 * the victim would be signed into the attacker's account (login CSRF). Null when either is missing or
 * they differ.
 */
export function exchangeState(bodyState: unknown, cookieState: string | undefined): string | null {
  if (typeof bodyState !== 'string' || !bodyState || bodyState.length > MAX_STATE_LENGTH) return null;
  if (!cookieState || !sameSecret(bodyState, cookieState)) return null;
  return bodyState;
}

/** Adds a Set-Cookie value (Fastify appends to the ones already set, such as the csrftoken cookie). */
function appendSetCookie(reply: FastifyReply, cookie: string): void {
  reply.header('set-cookie', cookie);
}

/** Finds the user of a provider account, or links it to the account with its e-mail, or creates one. */
export async function signInUser(services: AccountServices, profile: ProviderProfile & { email: string }): Promise<UserRow> {
  const { db } = services;
  const now = new Date(services.clock.now()).toISOString();
  const linked = await db.selectFrom('users').selectAll().where('oidc_subject', '=', profile.subject).executeTakeFirst();
  if (linked) {
    if (linked.is_email_verified === 1) return linked;
    return db.updateTable('users').set({ is_email_verified: 1, updated_at: now }).where('id', '=', linked.id).returningAll().executeTakeFirstOrThrow();
  }
  const byEmail = await findUserByEmail(db, profile.email);
  if (byEmail) {
    // A password account whose e-mail was never verified may have been made by someone else with this
    // address: the provider proves the owner, so that password is dropped and the account becomes Google's.
    const takeover = byEmail.is_email_verified !== 1;
    return db
      .updateTable('users')
      .set({
        oidc_subject: profile.subject,
        is_email_verified: 1,
        updated_at: now,
        ...(takeover ? { password_hash: null, auth_provider: 'google' } : {}),
      })
      .where('id', '=', byEmail.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  try {
    return await insertUser(
      db,
      {
        email: profile.email,
        username: profile.email,
        first_name: profile.givenName.slice(0, 150),
        last_name: profile.familyName.slice(0, 150),
        city: '',
        state: '',
        phone_number: null,
        password_hash: null,
        is_email_verified: true,
        auth_provider: 'google',
        oidc_subject: profile.subject,
      },
      now,
    );
  } catch (error) {
    // A concurrent first sign-in of the same account created it: use that one.
    if (!isUniqueViolation(error)) throw error;
    const again = await db.selectFrom('users').selectAll().where('oidc_subject', '=', profile.subject).executeTakeFirst();
    if (again) return again;
    throw error;
  }
}

export function oidcRoutes(app: FastifyInstance, _deps: RouteDeps, services: AccountServices): void {
  const { db, config } = services;

  app.get('/auth/google/', async (request, reply) => {
    await applyRateLimit(services, 'googleStart', request, reply);
    const query = request.query as Record<string, unknown>;
    const redirectUri = allowedRedirectUri(query.redirect_uri, config.corsOrigins);
    if (!redirectUri) return reply.code(400).send({ detail: A.socialBadRedirect });
    if (!services.oidc.configured) return redirectWithError(reply, redirectUri, 'temporarily_unavailable', A.socialNotConfigured);

    const pending = newPendingSignIn();
    const loginHint = typeof query.login_hint === 'string' && isEmail(query.login_hint) ? query.login_hint.trim() : undefined;
    let location: string;
    try {
      location = await services.oidc.authorizationUrl(pending, redirectUri, loginHint);
    } catch (error) {
      request.log.error({ err: error }, 'OpenID Connect discovery failed');
      return redirectWithError(reply, redirectUri, 'temporarily_unavailable', A.socialUnavailable);
    }
    const now = services.clock.now();
    await db.deleteFrom('oidc_states').where('expires_at', '<', new Date(now).toISOString()).execute();
    await db
      .insertInto('oidc_states')
      .values({
        state: pending.state,
        code_verifier: pending.codeVerifier,
        nonce: pending.nonce,
        redirect_uri: redirectUri,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + OIDC_STATE_TTL_MS).toISOString(),
      })
      .execute();
    // The exchange requires the state back in this HttpOnly cookie too: it binds the sign-in to this browser.
    appendSetCookie(reply, stateCookie(request, pending.state, OIDC_STATE_TTL_MS / 1000));
    return reply.code(302).header('Cache-Control', 'no-store').redirect(location);
  });

  app.post('/auth/google/exchange-code/', async (request, reply): Promise<(LoginResponse & { access: string; refresh: string; user: User }) | FastifyReply> => {
    await applyRateLimit(services, 'googleExchange', request, reply);
    const body = (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {}) as Record<string, unknown>;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!code || code.length > MAX_CODE_LENGTH) return exchangeError(reply, 400, A.socialCodeRequired, SOCIAL_MESSAGES.noCode);
    const redirectUri = allowedRedirectUri(body.redirect_uri, config.corsOrigins);
    if (!redirectUri) return exchangeError(reply, 400, A.socialBadRedirect);
    if (!services.oidc.configured) return exchangeError(reply, 503, A.socialNotConfigured);

    const cookieState = parseCookies(request.headers.cookie).get(OIDC_STATE_COOKIE);
    if (cookieState) appendSetCookie(reply, stateCookie(request, '', 0));
    const state = exchangeState(body.state, cookieState);
    if (!state) {
      request.log.warn({ stateCookie: cookieState ? 'sent' : 'missing', bodyState: typeof body.state === 'string' && body.state !== '' ? 'sent' : 'missing' }, 'Google sign-in: state refused');
      return exchangeError(reply, 400, A.socialBadState);
    }
    const pending = await db.selectFrom('oidc_states').selectAll().where('state', '=', state).executeTakeFirst();
    // Single use: whoever deletes the row owns the sign-in.
    const taken = pending ? await db.deleteFrom('oidc_states').where('state', '=', state).executeTakeFirst() : null;
    if (!pending || !taken || Number(taken.numDeletedRows) !== 1) return exchangeError(reply, 400, A.socialBadState);
    if (services.clock.now() >= Date.parse(pending.expires_at)) return exchangeError(reply, 400, A.socialBadState);
    if (pending.redirect_uri !== redirectUri) return exchangeError(reply, 400, A.socialBadRedirect);

    let profile: ProviderProfile;
    try {
      const iss = typeof body.iss === 'string' && body.iss ? body.iss : undefined;
      profile = await services.oidc.exchange(code, redirectUri, { state, nonce: pending.nonce, codeVerifier: pending.code_verifier }, iss);
    } catch (error) {
      const failure = error instanceof OidcFailure ? error : new OidcFailure('unavailable', 'temporarily_unavailable', String(error));
      request.log.warn({ kind: failure.kind, error: failure.error, reason: failure.message }, 'Google sign-in: code exchange failed');
      if (failure.kind === 'unavailable') return exchangeError(reply, 502, A.socialUnavailable);
      return exchangeError(reply, 400, SOCIAL_MESSAGES.exchangeFailed);
    }
    if (!profile.email || !profile.emailVerified || !isEmail(profile.email)) return exchangeError(reply, 400, A.socialEmailUnverified);

    const user = await signInUser(services, { ...profile, email: profile.email });
    const tokens = await services.sessions.start(user.id);
    return { ...tokens, user: toUser(user) };
  });
}
