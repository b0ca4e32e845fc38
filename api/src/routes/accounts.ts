// The account calls: register, verify e-mail (confirm and resend), login,
// token refresh, logout, profile, password reset (CSRF double-submit) and the CSRF cookie; Google sign-in
// is in ./oidc.ts. Form errors answer 400 with per-field arrays; everything else { detail }.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_MESSAGES, SESSION_MESSAGES, type CsrfResponse, type LoginResponse, type MessageResponse, type RefreshResponse, type RegisterResponse, type User, type VerifyEmailResponse } from 'shared-contracts';
import { ACCOUNT_MESSAGES as A } from '../accounts/messages';
import { INVALID_TOKEN_DETAIL } from '../auth/viewer';
import type { CheckVerdict, SendVerdict } from '../accounts/codes';
import { passwordResetMail, verificationMail } from '../accounts/mailer';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../accounts/passwords';
import { bodyEmail, createAccountServices, applyRateLimit, withHashSlot, type AccountServices, type AccountsOptions } from '../accounts/services';
import { findUserByEmail, findUserById, insertUser, isUniqueViolation, toUser, userIdFromSubject, type UserRow } from '../accounts/users';
import {
  FieldErrorsError,
  parseEmail,
  parseEmailAndCode,
  parseLogin,
  parseProfileUpdate,
  parseRegistration,
  parseResetConfirm,
} from '../accounts/validation';
import { ApiError, badRequest } from '../http/errors';
import { viewerOf, type RouteDeps } from './deps';
import { oidcRoutes } from './oidc';

export type { AccountsOptions } from '../accounts/services';

const emailTaken = () => new FieldErrorsError({ email: [A.emailTaken] });
const nowIso = (services: AccountServices) => new Date(services.clock.now()).toISOString();

/** The signed-in user of a bearer request, or 401. */
export async function requireUser(services: AccountServices, deps: RouteDeps, request: FastifyRequest): Promise<UserRow> {
  const viewer = viewerOf(request, deps);
  if (viewer.kind === 'guest') throw new ApiError(401, SESSION_MESSAGES.missingToken);
  const id = userIdFromSubject(viewer.userId);
  if (id === null) throw new ApiError(401, INVALID_TOKEN_DETAIL);
  const user = await findUserById(services.db, id);
  if (!user) throw new ApiError(401, A.userGone);
  return user;
}

function requireCsrf(services: AccountServices, request: FastifyRequest): void {
  if (!services.csrf.check(request)) throw new ApiError(403, A.csrfFailed);
}

function refreshField(body: unknown): string {
  const refresh = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).refresh : undefined;
  if (typeof refresh !== 'string' || refresh.trim() === '' || refresh.length > 4096) throw badRequest(A.refreshRequired);
  return refresh.trim();
}

function sendCode(services: AccountServices, user: UserRow, purpose: 'verify' | 'reset', code: string): void {
  const name = user.first_name;
  services.mail.send(purpose === 'verify' ? verificationMail(user.email, name, code) : passwordResetMail(user.email, name, code));
}

/** A refused code: 429 with Retry-After once the account's wrong tries are used up, else 400. */
function codeRefused(reply: FastifyReply, verdict: Exclude<CheckVerdict, { ok: true }>, invalidDetail: string): ApiError {
  if (verdict.reason !== 'locked') return badRequest(verdict.reason === 'dead' ? A.codeDead : invalidDetail);
  reply.header('Retry-After', String(verdict.retryAfterSeconds));
  return new ApiError(429, A.rateLimited(verdict.retryAfterSeconds));
}

function registerAccountRoutes(app: FastifyInstance, deps: RouteDeps, services: AccountServices): void {
  const { db } = services;
  const scrypt = services.config.accounts.scrypt;

  app.post('/register/', async (request, reply): Promise<RegisterResponse> => {
    await applyRateLimit(services, 'register', request, reply, bodyEmail(request.body));
    const { password, ...profile } = parseRegistration(request.body);
    if (await findUserByEmail(db, profile.email)) throw emailTaken();
    const passwordHash = await withHashSlot(services, reply, () => hashPassword(password, scrypt));
    let user: UserRow;
    let sent: SendVerdict;
    try {
      // The account and its first code are written together: an instance that dies in between leaves neither.
      ({ user, sent } = await db.transaction().execute(async (trx) => {
        const created = await insertUser(
          trx,
          { ...profile, password_hash: passwordHash, is_email_verified: false, auth_provider: 'password', oidc_subject: null },
          nowIso(services),
        );
        return { user: created, sent: await services.codes.send(created.id, 'verify', trx) };
      }));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    if (sent.ok) sendCode(services, user, 'verify', sent.code);
    reply.code(201);
    return { message: A.registered, email: user.email, user: toUser(user) };
  });

  app.post('/login/', async (request, reply): Promise<LoginResponse & { access: string; refresh: string; user: User }> => {
    await applyRateLimit(services, 'login', request, reply, bodyEmail(request.body));
    const { email, password } = parseLogin(request.body);
    const user = await findUserByEmail(db, email);
    // One place in the line for both hashes of a login (the check and, rarely, the upgrade), so a login
    // that got in is never refused halfway.
    const { ok, rehashed } = await withHashSlot(services, reply, async () => {
      const stored = user?.password_hash;
      const ok = stored ? await verifyPassword(password, stored) : await burnPasswordCheck(password, scrypt);
      const upgrade = ok && user?.is_email_verified === 1 && stored && needsRehash(stored, scrypt);
      return { ok, rehashed: upgrade ? await hashPassword(password, scrypt) : null };
    });
    if (!user || !ok) throw new ApiError(401, LOGIN_MESSAGES.invalidCredentials);
    if (user.is_email_verified !== 1) throw new ApiError(403, LOGIN_MESSAGES.unverified);
    if (rehashed) await db.updateTable('users').set({ password_hash: rehashed }).where('id', '=', user.id).execute();
    const tokens = await services.sessions.start(user.id);
    return { ...tokens, user: toUser(user) };
  });

  app.post('/verify-email/confirm/', async (request, reply): Promise<VerifyEmailResponse> => {
    await applyRateLimit(services, 'verifyConfirm', request, reply, bodyEmail(request.body));
    const { email, code } = parseEmailAndCode(request.body);
    const user = await findUserByEmail(db, email);
    // A verified account is answered like an unknown e-mail: "already verified" would tell anyone who
    // asks that the address has an account.
    if (!user || user.is_email_verified === 1) throw badRequest(A.codeInvalid);
    const verdict = await services.codes.check(user.id, 'verify', code);
    if (!verdict.ok) throw codeRefused(reply, verdict, A.codeInvalid);
    // The code is spent and the address marked verified together: never one without the other.
    const spent = await verdict.spend(async (trx) => {
      await trx.updateTable('users').set({ is_email_verified: 1, updated_at: nowIso(services) }).where('id', '=', user.id).execute();
    });
    if (!spent) throw badRequest(A.codeInvalid);
    const verified = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const tokens = await services.sessions.start(user.id);
    return { message: A.verified, ...tokens, user: toUser(verified) };
  });

  app.post('/verify-email/', async (request, reply): Promise<MessageResponse> => {
    await applyRateLimit(services, 'verifyResend', request, reply, bodyEmail(request.body));
    const email = parseEmail(request.body);
    const user = await findUserByEmail(db, email);
    // An unknown or already verified e-mail gets the answer of a code sent, and no mail.
    if (!user || user.is_email_verified === 1) return { message: A.codeSent };
    const sent = await services.codes.send(user.id, 'verify');
    if (!sent.ok) {
      reply.header('Retry-After', String(sent.retryAfterSeconds));
      throw new ApiError(429, sent.reason === 'cooldown' ? A.resendCooldown(sent.retryAfterSeconds) : A.resendLimit(sent.retryAfterSeconds));
    }
    sendCode(services, user, 'verify', sent.code);
    return { message: A.codeSent };
  });

  app.post('/token/refresh/', async (request, reply): Promise<RefreshResponse> => {
    await applyRateLimit(services, 'tokenRefresh', request, reply);
    const verdict = await services.sessions.refresh(refreshField(request.body));
    if (verdict.ok) return verdict.tokens;
    throw new ApiError(401, verdict.reason === 'reused' ? A.refreshReused : verdict.reason === 'user-gone' ? A.userGone : A.refreshInvalid);
  });

  app.post('/logout/', async (request, reply): Promise<MessageResponse> => {
    await applyRateLimit(services, 'logout', request, reply);
    await services.sessions.logout(refreshField(request.body));
    return { message: A.loggedOut };
  });

  app.get('/profile/', async (request, reply): Promise<User> => {
    await applyRateLimit(services, 'profileRead', request, reply);
    reply.header('Cache-Control', 'no-store');
    return toUser(await requireUser(services, deps, request));
  });

  const updateProfile = async (request: FastifyRequest, reply: FastifyReply): Promise<User> => {
    await applyRateLimit(services, 'profileUpdate', request, reply);
    const user = await requireUser(services, deps, request);
    const changes = parseProfileUpdate(request.body, user.email);
    if (Object.keys(changes).length === 0) return toUser(user);
    const updated = await db
      .updateTable('users')
      .set({ ...changes, updated_at: nowIso(services) })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(updated);
  };
  app.put('/profile/', updateProfile);
  app.patch('/profile/', updateProfile);

  app.post('/password-reset/', async (request, reply): Promise<MessageResponse> => {
    await applyRateLimit(services, 'passwordReset', request, reply, bodyEmail(request.body));
    requireCsrf(services, request);
    const email = parseEmail(request.body);
    const user = await findUserByEmail(db, email);
    // Same answer (and no waiting on mail) whether or not the e-mail has an account, and when a resend
    // is refused by the cooldown or the resend limit.
    if (user) {
      const sent = await services.codes.send(user.id, 'reset');
      if (sent.ok) sendCode(services, user, 'reset', sent.code);
      else request.log.warn({ userId: user.id, reason: sent.reason }, 'password reset code not re-sent');
    }
    return { message: A.resetSent };
  });

  app.post('/password-reset/confirm/', async (request, reply): Promise<MessageResponse> => {
    await applyRateLimit(services, 'passwordResetConfirm', request, reply, bodyEmail(request.body));
    requireCsrf(services, request);
    const { email, code, password } = parseResetConfirm(request.body);
    const user = await findUserByEmail(db, email);
    if (!user) throw badRequest(A.resetCodeInvalid);
    const verdict = await services.codes.check(user.id, 'reset', code);
    if (!verdict.ok) throw codeRefused(reply, verdict, A.resetCodeInvalid);
    // Hashed only for a right code (a guess costs no hash), then the code is spent and the password set
    // in one transaction. The code came by e-mail, so the address is proven too; every session ends.
    const passwordHash = await withHashSlot(services, reply, () => hashPassword(password, scrypt));
    const spent = await verdict.spend(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, is_email_verified: 1, updated_at: nowIso(services) }).where('id', '=', user.id).execute();
      await trx.deleteFrom('email_codes').where('user_id', '=', user.id).where('purpose', '=', 'verify').execute();
    });
    if (!spent) throw badRequest(A.resetCodeInvalid);
    await services.sessions.revokeAll(user.id);
    return { message: A.resetDone };
  });

  app.get('/csrf/', async (request, reply): Promise<CsrfResponse> => {
    await applyRateLimit(services, 'csrf', request, reply);
    const token = services.csrf.cookieToken(request) ?? services.csrf.newToken();
    services.csrf.setCookie(request, reply, token);
    reply.header('Cache-Control', 'no-store');
    return { csrfToken: token };
  });
}

/** Registers the account and Google sign-in calls on the /api scope. */
export function accountRoutes(api: FastifyInstance, deps: RouteDeps, options: AccountsOptions = {}): void {
  api.register(async (scope) => {
    const services = createAccountServices(deps.db, deps.config, scope.log, options);
    scope.addHook('onClose', () => services.mail.close());
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof FieldErrorsError) return reply.code(400).send(error.fields);
      // Everything else goes to the app's handler ({ detail }, never a stack trace).
      throw error;
    });
    registerAccountRoutes(scope, deps, services);
    oidcRoutes(scope, deps, services);
  });
}
