import { RATE_LIMITS } from '../accounts/rateLimits';
import { testApp } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';

describe.each(testDialects())('POST /api/analytics/page-views/ (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    app = await listen(testApp(t.db));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });
  beforeEach(async () => {
    await t.reset();
    await t.db.deleteFrom('page_view_counts').execute();
    await t.db.deleteFrom('rate_limit_counters').execute();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/analytics/page-views/', payload, headers });
  const stored = async () => (await t.db.selectFrom('page_view_counts').selectAll().orderBy('path').execute()).map((r) => ({ ...r, views: Number(r.views) }));
  const today = () => new Date().toISOString().slice(0, 10);

  it('counts views per path and day (no query string, no row per view), and answers 204', async () => {
    const res = await post({ path: '/rankings?year=2025', title: 'NIRF Rankings', referrer: 'https://www.google.com/' }, { 'user-agent': 'jest-agent/1.0' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await post({ path: '/rankings#top' });
    await post({ path: '/blogs' });
    expect(await stored()).toEqual([
      { day: today(), path: '/blogs', views: 1 },
      { day: today(), path: '/rankings', views: 2 },
    ]);
    expect(await t.db.selectFrom('page_views').selectAll().execute()).toEqual([]);
  });

  it('accepts a path alone, without the trailing slash too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analytics/page-views', payload: { path: '/' } });
    expect(res.statusCode).toBe(204);
    expect(await stored()).toEqual([{ day: today(), path: '/', views: 1 }]);
  });

  it('accepts a JSON body sent as text/plain (navigator.sendBeacon)', async () => {
    const res = await post(JSON.stringify({ path: '/blogs' }), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(204);
    expect((await stored()).map((r) => r.path)).toEqual(['/blogs']);
  });

  it(`limits each address to ${RATE_LIMITS.pageView.ip.max} views per window: then 429 with Retry-After, and nothing counted`, async () => {
    // An app of its own behind a trusted proxy: the flooding address is not the other tests' address.
    const proxied = await listen(testApp(t.db, { TRUST_PROXY_HOPS: '1' }));
    const flood = (ip: string) => proxied.inject({ method: 'POST', url: '/api/analytics/page-views/', payload: { path: '/flood' }, headers: { 'x-forwarded-for': ip } });
    const { max } = RATE_LIMITS.pageView.ip;
    const statuses: number[] = [];
    for (let sent = 0; sent < max; sent += 50) {
      const answers = await Promise.all(Array.from({ length: Math.min(50, max - sent) }, () => flood('198.51.100.9')));
      statuses.push(...answers.map((r) => r.statusCode));
    }
    expect(statuses.every((status) => status === 204)).toBe(true);
    const refused = await flood('198.51.100.9');
    await proxied.close();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/Too many requests/);
    expect(await stored()).toEqual([{ day: today(), path: '/flood', views: max }]);
  }, 60_000);

  it('answers a body over 8 KB with 413 before reading it', async () => {
    const res = await post({ path: '/', title: 'x'.repeat(9000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large.' });
    expect(await stored()).toEqual([]);
  });

  it('ignores the Authorization header (page views are anonymous)', async () => {
    expect((await post({ path: '/profile' }, { authorization: 'Bearer whatever' })).statusCode).toBe(204);
  });

  it.each([
    [{}, 'path must be a string starting with "/".'],
    [{ path: 'rankings' }, 'path must be a string starting with "/".'],
    [{ path: 42 }, 'path must be a string starting with "/".'],
    [{ path: `/${'a'.repeat(2048)}` }, 'path must be at most 2048 characters.'],
    [{ path: '/a\nb' }, 'path must not contain control characters.'],
    [{ path: '/', title: 'x'.repeat(513) }, 'title must be at most 512 characters.'],
    [{ path: '/', referrer: 'x'.repeat(513) }, 'referrer must be at most 512 characters.'],
    [{ path: '/', title: 'a\rb' }, 'title must not contain control characters.'],
    [{ path: '/', referrer: 'https://x.io/\u001b[31m' }, 'referrer must not contain control characters.'],
    [{ path: '/', title: ['a'] }, 'title must be a string.'],
    [{ path: '/', referrer: { a: 1 } }, 'referrer must be a string.'],
    [[{ path: '/' }], 'Send a JSON object with a path.'],
    ['"just a string"', 'Send a JSON object with a path.'],
    ['null', 'Send a JSON object with a path.'],
  ])('rejects %j with 400', async (payload, detail) => {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const res = await post(body, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
    expect(await stored()).toEqual([]);
  });

  it('accepts the longest allowed values', async () => {
    const res = await post({ path: `/${'a'.repeat(2047)}`, title: 't'.repeat(512), referrer: 'r'.repeat(512) });
    expect(res.statusCode).toBe(204);
  });

  it('rejects a missing body and bad text/plain JSON with 400', async () => {
    const empty = await app.inject({ method: 'POST', url: '/api/analytics/page-views/', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBeTruthy();
    const noType = await app.inject({ method: 'POST', url: '/api/analytics/page-views/' });
    expect(noType.statusCode).toBe(400);
    const badText = await post('{oops', { 'content-type': 'text/plain' });
    expect(badText.statusCode).toBe(400);
    expect(badText.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });
});
