// Transport-level behaviour of every API response: security headers (HSTS only behind a trusted https
// proxy), CORS only for the configured origins, and brotli/gzip compression of larger responses. The
// behaviour does not depend on the database, so SQLite is enough.
import zlib from 'node:zlib';
import { ORIGIN_NOT_ALLOWED_DETAIL } from '../accounts/cors';
import { importFixture, testApp } from '../test/app';
import { createTestDb, type TestDb } from '../test/db';
import { listen, rawGet, rawRequest, type RawResponse, type TestClient } from '../test/http';
import { COMPRESSION_THRESHOLD_BYTES, memoizeCompressor } from './compression';
import { forwardedProto, HSTS_VALUE } from './securityHeaders';

const RANKINGS = '/api/rankings/';

describe('HTTP security and compression (sqlite)', () => {
  let t: TestDb;
  let app: TestClient;
  let trusted: TestClient;

  beforeAll(async () => {
    t = await createTestDb('sqlite');
    await importFixture(t.db);
    app = await listen(testApp(t.db));
    trusted = await listen(testApp(t.db, { TRUST_PROXY_HOPS: '1', CORS_ORIGINS: 'https://site.example' }));
  });
  afterAll(async () => {
    await app.close();
    await trusted.close();
    await t.destroy();
  });

  describe('HSTS', () => {
    it('is never sent over plain http without a trusted proxy, whatever X-Forwarded-Proto claims', async () => {
      for (const proto of [undefined, 'https', 'https, http', 'http']) {
        const res = await app.inject({ url: '/api/health/', headers: proto ? { 'x-forwarded-proto': proto } : {} });
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('is sent when the trusted proxy says the client used https', async () => {
      const https = await trusted.inject({ url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
      expect(https.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      // The client wrote "https"; the one trusted proxy appended what it saw: "http".
      const forged = await trusted.inject({ url: '/api/health/', headers: { 'x-forwarded-proto': 'https, http' } });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
      const plain = await trusted.inject({ url: '/api/health/' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    });

    it('reads X-Forwarded-Proto from the outermost trusted proxy', () => {
      expect(forwardedProto('https', 0)).toBeNull();
      expect(forwardedProto('HTTPS', 1)).toBe('https');
      expect(forwardedProto('http, https', 1)).toBe('https');
      expect(forwardedProto('https, http', 2)).toBe('https');
      expect(forwardedProto('https', 3)).toBe('https');
      expect(forwardedProto(['https', 'http'], 1)).toBe('http');
      expect(forwardedProto(' , ', 1)).toBeNull();
      expect(forwardedProto(undefined, 1)).toBeNull();
    });
  });

  describe('CORS', () => {
    it('gives an unlisted origin no Access-Control-Allow-Origin', async () => {
      for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'https://site.example.evil']) {
        const res = await trusted.inject({ url: '/api/health/', headers: { origin } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
      const listed = await trusted.inject({ url: '/api/health/', headers: { origin: 'https://site.example' } });
      expect(listed.headers['access-control-allow-origin']).toBe('https://site.example');
    });

    it('refuses a preflight from an unlisted origin with 403 and no CORS headers', async () => {
      const res = await trusted.inject({
        method: 'OPTIONS',
        url: '/api/login/',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: ORIGIN_NOT_ALLOWED_DETAIL });
      for (const header of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-allow-credentials']) {
        expect(res.headers[header]).toBeUndefined();
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('still answers a preflight from a listed origin', async () => {
      const res = await trusted.inject({
        method: 'OPTIONS',
        url: '/api/login/',
        headers: { origin: 'https://site.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://site.example');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    });
  });

  describe('compression', () => {
    let identity: RawResponse;

    beforeAll(async () => {
      identity = await rawGet(app.baseUrl, RANKINGS);
    });

    it('leaves the response alone when the client accepts no encoding', () => {
      expect(identity.statusCode).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    });

    it('sends brotli when accepted (preferred over gzip), with Vary: Accept-Encoding', async () => {
      const res = await rawGet(app.baseUrl, RANKINGS, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(identity.body.length / 2);
      expect(zlib.brotliDecompressSync(res.body).equals(identity.body)).toBe(true);
    });

    it('sends gzip to a client that accepts only gzip', async () => {
      const res = await rawGet(app.baseUrl, RANKINGS, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.body).equals(identity.body)).toBe(true);
    });

    it('serves a repeated response from the memo, byte for byte', async () => {
      const first = await rawGet(app.baseUrl, RANKINGS, { 'accept-encoding': 'br' });
      const again = await rawGet(app.baseUrl, RANKINGS, { 'accept-encoding': 'br' });
      expect(again.body.equals(first.body)).toBe(true);
      expect(zlib.brotliDecompressSync(again.body).equals(identity.body)).toBe(true);
    });

    it('memoizes by content and forgets the least recently used', () => {
      const calls: string[] = [];
      const memo = memoizeCompressor((payload) => {
        calls.push(payload.toString());
        return zlib.gzipSync(payload);
      }, 2);
      const a = memo(Buffer.from('a'.repeat(2000)));
      expect(memo(Buffer.from('a'.repeat(2000)))).toBe(a);
      memo(Buffer.from('b'));
      memo(Buffer.from('a'.repeat(2000))); // a is now the most recent
      memo(Buffer.from('c')); // evicts b
      memo(Buffer.from('b'));
      expect(calls.map((c) => c[0])).toEqual(['a', 'b', 'c', 'b']);
      expect(memo.size()).toBe(2);
      expect(zlib.gunzipSync(a).toString()).toBe('a'.repeat(2000));
    });

    it('does not compress small responses', async () => {
      const res = await rawGet(app.baseUrl, '/api/health/', { 'accept-encoding': 'br, gzip' });
      expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(res.headers['content-encoding']).toBeUndefined();
    });

    it('does not inflate compressed request bodies (no zip bombs)', async () => {
      const res = await rawRequest(app.baseUrl, 'POST', '/api/analytics/page-views/', zlib.gzipSync(JSON.stringify({ path: '/' })), {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      });
      expect(res.statusCode).toBe(400);
    });
  });
});
