// Bounds on what one request may make the API parse: the URL's length and the number of values in a
// comma list. A few KB of repeated list items used to block the event loop for seconds to minutes.
import { MAX_LIST_ITEMS, tooManyItemsDetail } from '../http/params/query';
import { MAX_URL_LENGTH, urlTooLongDetail } from '../http/urlLength';
import { testApp, userAuth } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';
import { importMhtcetFixture } from '../test/mhtcet';

const FINDER = '/api/cutoffs/mhtcet/college-finder/';
const HU = 'Home University Seats Allotted to Home University Candidates';
const list = (value: string, count: number) => Array(count).fill(value).join(',');

describe.each(testDialects())('query limits (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await importMhtcetFixture(t.db);
    app = await listen(testApp(t.db));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const finder = (params: Record<string, string>) => `${FINDER}?${new URLSearchParams({ rank: '1', quota: 'State Level', district: 'Amravati', ...params })}`;

  it('answers 2,000 repeated seat types with a 400 naming the limit', async () => {
    const url = finder({ seat_type: `${'EWS,'.repeat(2000)}` }).replace(/%2C/g, ',');
    expect(url.length).toBeLessThan(MAX_URL_LENGTH);
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: tooManyItemsDetail('seat_type', 2001) });
  });

  it('caps every comma list of the finder: seat types, quotas, districts, branches, the state-wise search', async () => {
    const over = MAX_LIST_ITEMS + 1;
    const cases: Array<[Record<string, string>, string]> = [
      [{ quota: list('State Level', over) }, 'quota'],
      [{ district: list('Pune', over) }, 'district'],
      [{ seat_type: 'GOPENS', branch: list('Civil Engineering', over) }, 'branch'],
      [{ quota: 'All India Seats', seat_type: list('AI', over), district: '' }, 'seat_type'],
    ];
    for (const [params, name] of cases) {
      const res = await get(finder({ seat_type: 'GOPENS', ...params }), userAuth());
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 400, body: { detail: tooManyItemsDetail(name, over) } });
    }
  });

  it('still answers a list of MAX_LIST_ITEMS values, and names with commas count as one value', async () => {
    const res = await get(finder({ seat_type: list('GOPENS', MAX_LIST_ITEMS), quota: `State Level,${HU}` }));
    expect(res.statusCode).toBe(200);
    const branches = await get(finder({ seat_type: 'GOPENS', branch: 'Electrical, Electronics and Power,Civil Engineering', year: '2025' }), userAuth());
    expect(branches.statusCode).toBe(200);
  });

  it('answers an over-long URL with a 414 and a detail on every route, a listed page allowed to read it', async () => {
    const long = 'a'.repeat(MAX_URL_LENGTH);
    for (const url of [`${FINDER}?rank=1&seat_type=${long}`, `/api/rankings/?state=${long}`, `/api/nope/${long}`]) {
      const res = await get(url, { origin: 'http://localhost:3000' });
      expect({ url: url.slice(0, 40), status: res.statusCode, body: res.json() }).toEqual({
        url: url.slice(0, 40),
        status: 414,
        body: { detail: urlTooLongDetail(url.length) },
      });
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a URL of exactly MAX_URL_LENGTH characters as usual', async () => {
    const base = `/api/rankings/?page=1&pad=`;
    const res = await get(`${base}${'a'.repeat(MAX_URL_LENGTH - base.length)}`);
    expect(res.statusCode).toBe(200);
  });
});
