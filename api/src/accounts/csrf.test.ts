import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies, serializeCookie } from './cookies';
import { createCsrf } from './csrf';

const request = (headers: Record<string, string>) => ({ headers, url: '/api/x', method: 'POST', protocol: 'http' }) as unknown as FastifyRequest;

describe('cookies', () => {
  it('parses a Cookie header (quotes, escapes, duplicates, junk)', () => {
    const cookies = parseCookies('a=1; b="two"; c=%7Bx%7D; a=3; junk; d=%zz; =e');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', b: 'two', c: '{x}', d: '%zz' });
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('serializes Set-Cookie values', () => {
    expect(serializeCookie('n', 'v', { path: '/p', domain: 'example.org', maxAgeSeconds: 5, httpOnly: true, secure: true, sameSite: 'Strict' })).toBe(
      'n=v; Path=/p; Domain=example.org; Max-Age=5; HttpOnly; Secure; SameSite=Strict',
    );
  });
});

describe('CSRF double-submit', () => {
  const csrf = createCsrf('secret', null);

  it('makes signed tokens that only this secret accepts', () => {
    const token = csrf.newToken();
    expect(csrf.isValid(token)).toBe(true);
    expect(createCsrf('other-secret', null).isValid(token)).toBe(false);
    for (const bad of [undefined, '', 'abc', 'a.b', `${token}.x`, `x${token}`, 'a'.repeat(300)]) expect(csrf.isValid(bad)).toBe(false);
  });

  it('passes only when the header equals a valid cookie', () => {
    const token = csrf.newToken();
    expect(csrf.check(request({ cookie: `csrftoken=${token}`, 'x-csrftoken': token }))).toBe(true);
    expect(csrf.check(request({ cookie: `csrftoken=${token}`, 'x-csrftoken': csrf.newToken() }))).toBe(false);
    expect(csrf.check(request({ cookie: `csrftoken=${token}` }))).toBe(false);
    expect(csrf.check(request({ 'x-csrftoken': token }))).toBe(false);
    expect(csrf.check(request({ cookie: 'csrftoken=a.b', 'x-csrftoken': 'a.b' }))).toBe(false);
  });

  it('sets the cookie with the configured domain', () => {
    const headers: Record<string, unknown> = {};
    const reply = {
      getHeader: (name: string) => headers[name],
      removeHeader: (name: string) => delete headers[name],
      header: (name: string, value: unknown) => (headers[name] = value),
    } as unknown as FastifyReply;
    createCsrf('secret', 'example.org').setCookie(request({ 'x-forwarded-proto': 'https' }), reply, 'tok.en');
    expect(headers['set-cookie']).toEqual(['csrftoken=tok.en; Path=/; Domain=example.org; Max-Age=31536000; Secure; SameSite=Lax']);
  });
});
