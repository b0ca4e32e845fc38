import { createHmac } from 'node:crypto';
import { signAccessToken, signRefreshToken, signToken, verifyToken } from './tokens';

const SECRET = 'unit-test-secret';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('JWT tokens', () => {
  it('signs an access token that verifies with its claims', () => {
    const token = signAccessToken(SECRET, 'user-42', 600);
    const claims = verifyToken(SECRET, token, 'access');
    expect(claims).toMatchObject({ sub: 'user-42', type: 'access' });
    expect(claims!.exp - claims!.iat).toBe(600);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('is a standard HS256 JWT (signature over header.payload)', () => {
    const token = signAccessToken(SECRET, 'u', 60);
    const [h, p, s] = token.split('.');
    expect(createHmac('sha256', SECRET).update(`${h}.${p}`).digest('base64url')).toBe(s);
  });

  it('rejects the wrong secret, a tampered payload and the wrong type', () => {
    const token = signAccessToken(SECRET, 'user-1', 600);
    expect(verifyToken('other-secret', token, 'access')).toBeNull();
    const [h, , s] = token.split('.');
    const forged = `${h}.${b64({ sub: 'admin', type: 'access', iat: 0, exp: 9e9, jti: 'x' })}.${s}`;
    expect(verifyToken(SECRET, forged, 'access')).toBeNull();
    expect(verifyToken(SECRET, token, 'refresh')).toBeNull();
    expect(verifyToken(SECRET, signRefreshToken(SECRET, 'user-1', 600), 'refresh')).toMatchObject({ type: 'refresh' });
  });

  it('rejects expired tokens', () => {
    const now = 1_700_000_000;
    const token = signToken(SECRET, 'user-1', 'access', 60, now);
    expect(verifyToken(SECRET, token, 'access', now + 59)).not.toBeNull();
    expect(verifyToken(SECRET, token, 'access', now + 60)).toBeNull();
  });

  it('rejects alg "none" and malformed tokens without throwing', () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'u', type: 'access', iat: 0, exp: 9e9 })}.`;
    for (const bad of [unsigned, '', 'a.b', 'a.b.c.d', 'not a token', '###.###.###', `${b64({ alg: 'HS256' })}.e30.sig`]) {
      expect(verifyToken(SECRET, bad, 'access')).toBeNull();
    }
  });

  it('refuses to sign without a secret', () => {
    expect(() => signAccessToken('', 'u', 60)).toThrow();
  });
});
