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
  beforeEach(() => t.reset());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/analytics/page-views/', payload, headers });
  const stored = () => t.db.selectFrom('page_views').selectAll().orderBy('id').execute();

  it('stores a page view with the user agent and time, and answers 204', async () => {
    const before = Date.now();
    const res = await post({ path: '/rankings?year=2025', title: 'NIRF Rankings', referrer: 'https://www.google.com/' }, { 'user-agent': 'jest-agent/1.0' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/rankings?year=2025', title: 'NIRF Rankings', referrer: 'https://www.google.com/', user_agent: 'jest-agent/1.0' });
    const at = Date.parse(rows[0].created_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('accepts a path alone (optional fields become null), without the trailing slash too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analytics/page-views', payload: { path: '/' } });
    expect(res.statusCode).toBe(204);
    expect(await stored()).toEqual([expect.objectContaining({ path: '/', title: null, referrer: null })]);
  });

  it('accepts a JSON body sent as text/plain (navigator.sendBeacon)', async () => {
    const res = await post(JSON.stringify({ path: '/blogs' }), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(204);
    expect((await stored()).map((r) => r.path)).toEqual(['/blogs']);
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
