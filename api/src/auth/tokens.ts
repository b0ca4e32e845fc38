// HS256 JSON Web Tokens with node:crypto only. Claims: sub (user id), type ('access' | 'refresh'),
// iat, exp (seconds since the epoch) and jti (a random id, so refresh tokens can be rotated and revoked).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  type: TokenType;
  iat: number;
  exp: number;
  jti: string;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function signature(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signToken(secret: string, sub: string, type: TokenType, ttlSeconds: number, now = nowSeconds()): string {
  if (!secret) throw new Error('A token secret is required.');
  const claims: TokenClaims = { sub, type, iat: now, exp: now + Math.floor(ttlSeconds), jti: randomUUID() };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

export const signAccessToken = (secret: string, userId: string, ttlSeconds: number): string =>
  signToken(secret, userId, 'access', ttlSeconds);

export const signRefreshToken = (secret: string, userId: string, ttlSeconds: number): string =>
  signToken(secret, userId, 'refresh', ttlSeconds);

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' && c.sub.length > 0 &&
    (c.type === 'access' || c.type === 'refresh') &&
    typeof c.exp === 'number' && Number.isFinite(c.exp)
  );
}

/**
 * The token's claims when it is well formed, signed with `secret` using HS256, of the expected type
 * and not expired; otherwise null (never throws).
 */
export function verifyToken(secret: string, token: string, expectedType: TokenType, now = nowSeconds()): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = parseJson(headerPart) as { alg?: unknown } | null;
  if (!header || header.alg !== 'HS256') return null;
  const expected = signature(secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseJson(payloadPart);
  if (!isClaims(claims) || claims.type !== expectedType || claims.exp <= now) return null;
  return claims;
}
