// A NUL character (U+0000) in a query parameter, a JSON body, a text/plain beacon or a cookie: a 400 (or the
// cookie ignored), never PostgreSQL's "invalid byte sequence" as a 500. Found by bench/fuzz/fuzz.mjs on PostgreSQL.
import { parseCookies } from '../accounts/cookies';
import { testApp } from '../test/app';
import { TEST_ACCOUNT_ENV } from '../test/accounts';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';
import { findNul, nulDetail } from './nulCharacters';

describe('findNul', () => {
  it('names the first string, key or element holding a NUL', () => {
    expect(findNul('a\u0000')).toBe('');
    expect(findNul({ title: 'ok', referrer: 'x\u0000y' })).toBe('referrer');
    expect(findNul({ a: [1, 'b', { c: '\u0000' }] })).toBe('a[2].c');
    expect(findNul({ 'k\u0000': 1 })).toBe('k\u0000');
  });

  it('is null for everything else, however deep', () => {
    expect(findNul(null)).toBeNull();
    expect(findNul({ a: 1, b: true, c: 'text \\u0000 escaped', d: ['\u0001'] })).toBeNull();
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toBeNull();
  });
});

describe('parseCookies', () => {
  it('keeps "%00" as sent instead of decoding it to a NUL', () => {
    const cookies = parseCookies('oidc_state=%00; csrftoken=a%20b');
    expect(cookies.get('oidc_state')).toBe('%00');
    expect(cookies.get('csrftoken')).toBe('a b');
  });
});

describe.each(testDialects())('NUL characters in requests (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    app = await listen(testApp(t.db, TEST_ACCOUNT_ENV));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });

  it('answers 400 naming the query parameter', async () => {
    const res = await app.inject({ url: '/api/rankings/?state=Kerala%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: nulDetail('query', 'state') });
    expect(res.json().detail).toBe('Text in the query parameter "state" contains a NUL character (\\u0000), which is not allowed.');
  });

  it('answers 400 to a NUL in a parameter\'s name or in a repeated parameter\'s later value', async () => {
    const inName = await app.inject({ url: '/api/rankings/?st%00ate=Kerala' });
    expect(inName.statusCode).toBe(400);
    expect(inName.json()).toEqual({ detail: nulDetail('query', 'st\u0000ate') });
    const repeated = await app.inject({ url: '/api/cutoffs/mhtcet/college-finder/?rank=5000&seat_type=GOPENS&seat_type=LOPENS%00' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ detail: nulDetail('query', 'seat_type[1]') });
  });

  it('answers 400 naming the JSON body field, and stores nothing', async () => {
    const res = await post('/api/analytics/page-views/', { path: '/rankings', title: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Text in the request body field "title" contains a NUL character (\\u0000), which is not allowed.' });
    expect(await t.db.selectFrom('page_view_counts').selectAll().execute()).toEqual([]);
  });

  it('checks a page view sent as text/plain (a beacon) after parsing it', async () => {
    const res = await post('/api/analytics/page-views/', '{"path":"/","referrer":"x\\u0000"}', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/body field "referrer" contains a NUL/);
  });

  it.each([
    ['/api/register/', { email: 'nul@example.com', password: 'Long-enough-pass-123', password_confirm: 'Long-enough-pass-123', first_name: 'a\u0000b', last_name: 'U', city: 'Pune', state: 'Maharashtra' }],
    ['/api/login/', { email: 'a\u0000@example.com', password: 'x' }],
    ['/api/verify-email/', { email: 'a\u0000@example.com' }],
  ])('answers 400 on the account call %s', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/contains a NUL character/);
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('still accepts the escaped text "\\u0000" (six characters, no NUL)', async () => {
    const res = await post('/api/analytics/page-views/', { path: '/', title: 'literally \\u0000' });
    expect(res.statusCode).toBe(204);
  });
});
