import { DEFAULT_CORS_ORIGINS } from './config';
import { testApp } from './test/app';
import { createTestDb, testDialects, type TestDb } from './test/db';
import { listen, type TestClient } from './test/http';

describe.each(testDialects())('app (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    const fastify = testApp(t.db);
    fastify.get('/api/test-boom/', async () => {
      throw new Error('secret internals at /srv/app/db.ts:42');
    });
    app = await listen(fastify);
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  it('GET /api/health/ reports ok and the database dialect', async () => {
    for (const url of ['/api/health/', '/api/health']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: dialect });
    }
  });

  it('answers an unknown route with 404 { detail: "Not found." }', async () => {
    for (const [method, url] of [['GET', '/api/nope/'], ['GET', '/'], ['POST', '/api/rankings/'], ['GET', '/api']]) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers a malformed URL with 400 and a detail', async () => {
    const res = await app.inject({ url: '/api/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request URL is malformed.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a server error with 500 { detail: "Server error." } and no internals', async () => {
    const res = await app.inject({ url: '/api/test-boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Server error.' });
    expect(res.body).not.toMatch(/secret|stack|db\.ts/);
  });

  it('answers malformed JSON with 400 and a detail', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analytics/page-views/', headers: { 'content-type': 'application/json' }, payload: '{"path": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with 415 and a detail', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analytics/page-views/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported content type; send application/json.' });
  });

  it('answers an oversized body with 413 and a detail', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analytics/page-views/', payload: { path: `/${'x'.repeat(100_000)}` } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large.' });
  });

  describe('security headers', () => {
    const expectSecurityHeaders = (headers: Record<string, unknown>) => {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    };

    it('are on successful, error and not-found responses', async () => {
      for (const url of ['/api/health/', '/api/rankings/?year=1', '/api/missing/', '/api/test-boom/']) {
        const res = await app.inject({ url });
        expectSecurityHeaders(res.headers);
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });

    // HSTS behind a trusted proxy, compression and refused preflights: http/security.test.ts.
  });

  describe('CORS', () => {
    it('allows the configured origins', async () => {
      for (const origin of DEFAULT_CORS_ORIGINS) {
        const res = await app.inject({ url: '/api/health/', headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBe(origin);
      }
    });

    it('gives other origins no CORS headers', async () => {
      for (const origin of ['https://evil.example', 'http://localhost:3006', 'http://localhost:30000', 'null']) {
        const res = await app.inject({ url: '/api/health/', headers: { origin } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });

    it('answers a preflight from an allowed origin, with the Authorization header allowed', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/rankings/',
        headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(res.headers['access-control-allow-methods']).toContain('GET');
    });

    it('gives a preflight from another origin no permission', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/rankings/',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('uses CORS_ORIGINS when set', async () => {
      const custom = await listen(testApp(t.db, { CORS_ORIGINS: 'https://site.example' }));
      try {
        const ok = await custom.inject({ url: '/api/health/', headers: { origin: 'https://site.example' } });
        expect(ok.headers['access-control-allow-origin']).toBe('https://site.example');
        const dev = await custom.inject({ url: '/api/health/', headers: { origin: 'http://localhost:3000' } });
        expect(dev.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await custom.close();
      }
    });
  });
});
