import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RANKINGS_MESSAGES, type RankingsResponse } from 'shared-contracts';
import { signRefreshToken, signToken } from '../auth/tokens';
import { importNirf } from '../import/nirf';
import { importFixture, testApp, TEST_JWT_SECRET, userAuth } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';
import { MAX_PAGE_SIZE } from '../domain/guestLimits';

describe.each(testDialects())('rankings API (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await importFixture(t.db);
    app = await listen(testApp(t.db));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const rankings = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`/api/rankings/?${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json<RankingsResponse>();
  };
  const names = (body: RankingsResponse) => body.results.map((r) => r.name);
  const expect400 = async (url: string, detail: RegExp | string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['detail']);
    if (typeof detail === 'string') expect(body.detail).toBe(detail);
    else expect(body.detail).toMatch(detail);
  };

  describe('GET /api/rankings/', () => {
    it('defaults to 2025, rank order, page 1 of 50', async () => {
      const body = await rankings('');
      expect(body).toMatchObject({ count: 8, page: 1, total_pages: 1 });
      expect(body.results.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, '101-150', '101-150', '151-200']);
      // Within a band, ties are broken by name.
      expect(names(body).slice(5)).toEqual([
        'Alpha Institute of Technology, Kochi',
        'Pondicherry Engineering College',
        'Beta College of Engineering "BCE"',
      ]);
    });

    it('answers with and without the trailing slash', async () => {
      const a = await get('/api/rankings/?year=2024');
      const b = await get('/api/rankings?year=2024');
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
    });

    it('returns every field of a scored row, and the band text and nulls for a band row', async () => {
      const body = await rankings('year=2025');
      expect(body.results[0]).toEqual({
        rank: 1,
        institute_id: 'IR-E-U-0456',
        name: 'Indian Institute of Technology Madras',
        city: 'Chennai',
        state: 'Tamil Nadu',
        score: 88.72,
        tlr: 91.1,
        rpc: 90.12,
        go: 83.4,
        oi: 70.01,
        perception: 100,
      });
      expect(body.results[7]).toEqual({
        rank: '151-200',
        institute_id: null,
        name: 'Beta College of Engineering "BCE"',
        city: 'Nashik',
        state: 'Maharashtra',
        score: null,
        tlr: null,
        rpc: null,
        go: null,
        oi: null,
        perception: null,
      });
    });

    it('shows one label per state whatever the source spelling', async () => {
      const body = await rankings('year=2025');
      const states = Object.fromEntries(body.results.map((r) => [r.name, r.state]));
      expect(states['Indian Institute of Technology Bombay']).toBe('Maharashtra');
      expect(states['College of Engineering Pune']).toBe('Maharashtra');
      expect(states['National Institute of Technology, Srinagar']).toBe('Jammu and Kashmir');
      expect(states['Pondicherry Engineering College']).toBe('Puducherry');
    });

    it('filters by state, case-insensitively and across spellings', async () => {
      for (const state of ['maharashtra', 'Maharashtra', 'MAHARASHTRA', ' maharashtra ']) {
        const body = await rankings(`year=2025&state=${encodeURIComponent(state)}`);
        expect(names(body)).toEqual(['Indian Institute of Technology Bombay', 'College of Engineering Pune', 'Beta College of Engineering "BCE"']);
        expect(body.count).toBe(3);
      }
      for (const state of ['Jammu & Kashmir', 'jammu and kashmir', 'jammu-and-kashmir']) {
        expect((await rankings(`year=2024&state=${encodeURIComponent(state)}`)).count).toBe(1);
      }
      expect(names(await rankings('year=2025&state=Pondicherry'))).toEqual(['Pondicherry Engineering College']);
      expect(names(await rankings('year=2024&state=odisha'))).toEqual(['Gamma University']);
    });

    it('treats an empty state or "all" as every state', async () => {
      expect((await rankings('state=')).count).toBe(8);
      expect((await rankings('state=all')).count).toBe(8);
      expect((await rankings('state=All')).count).toBe(8);
    });

    it('sorts by score descending with nulls last and ties by rank then name', async () => {
      const body = await rankings('year=2025&sort_by=score&sort_order=desc');
      expect(body.results.map((r) => r.score)).toEqual([88.72, 86.66, 85.1, 60.25, 58.4, null, null, null]);
      expect(names(body).slice(5)).toEqual(['Alpha Institute of Technology, Kochi', 'Pondicherry Engineering College', 'Beta College of Engineering "BCE"']);
      const asc = await rankings('year=2025&sort_by=score&sort_order=asc');
      expect(asc.results.map((r) => r.score)).toEqual([58.4, 60.25, 85.1, 86.66, 88.72, null, null, null]);
    });

    it('sorts by name, city, state and rank', async () => {
      expect(names(await rankings('year=2025&sort_by=name'))).toEqual([
        'Alpha Institute of Technology, Kochi',
        'Beta College of Engineering "BCE"',
        'College of Engineering Pune',
        'Indian Institute of Technology Bombay',
        'Indian Institute of Technology Delhi',
        'Indian Institute of Technology Madras',
        'National Institute of Technology, Srinagar',
        'Pondicherry Engineering College',
      ]);
      const byCityDesc = await rankings('year=2025&sort_by=city&sort_order=DESC');
      expect(byCityDesc.results.map((r) => r.city)).toEqual(['Srinagar', 'PUNE', 'Puducherry', 'New Delhi', 'Nashik', 'Mumbai', 'Kochi', 'Chennai']);
      const byState = await rankings('year=2025&sort_by=state');
      expect(byState.results.map((r) => r.state)).toEqual([
        'Delhi', 'Jammu and Kashmir', 'Kerala', 'Maharashtra', 'Maharashtra', 'Maharashtra', 'Puducherry', 'Tamil Nadu',
      ]);
      // Ties within a state: by rank.
      expect(names(byState).slice(3, 6)).toEqual(['Indian Institute of Technology Bombay', 'College of Engineering Pune', 'Beta College of Engineering "BCE"']);
      const byRankDesc = await rankings('year=2025&sort_by=rank&sort_order=desc');
      expect(byRankDesc.results.map((r) => r.rank)).toEqual(['151-200', '101-150', '101-150', 5, 4, 3, 2, 1]);
    });

    it('sorts by each metric', async () => {
      const body = await rankings('year=2025&sort_by=perception&sort_order=desc&page_size=3');
      expect(body.results.map((r) => r.perception)).toEqual([100, 95, 93]);
      for (const field of ['tlr', 'rpc', 'go', 'oi']) {
        const res = await rankings(`year=2025&sort_by=${field}`);
        const values = res.results.map((r) => r[field as 'tlr']).filter((v): v is number => v !== null);
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
    });

    it('pages through the list', async () => {
      const page1 = await rankings('year=2025&page_size=3');
      const page2 = await rankings('year=2025&page_size=3&page=2');
      const page3 = await rankings('year=2025&page_size=3&page=3');
      expect([page1.count, page1.total_pages, page1.page]).toEqual([8, 3, 1]);
      expect(page2.page).toBe(2);
      expect(page1.results.map((r) => r.rank)).toEqual([1, 2, 3]);
      expect(page2.results.map((r) => r.rank)).toEqual([4, 5, '101-150']);
      expect(page3.results).toHaveLength(2);
      const all = [...names(page1), ...names(page2), ...names(page3)];
      expect(new Set(all).size).toBe(8);
      expect((await rankings('year=2025&page_size=4')).total_pages).toBe(2);
      expect((await rankings('year=2025&page_size=8')).total_pages).toBe(1);
    });

    it('returns an empty page beyond the last one', async () => {
      expect(await rankings('year=2025&page=5')).toEqual({ results: [], count: 8, page: 5, total_pages: 1 });
      expect((await rankings('year=2025&page=9007199254740991')).results).toEqual([]);
    });

    it('returns an empty list (one page) for a valid year without data', async () => {
      expect(await rankings('year=2019')).toEqual({ results: [], count: 0, page: 1, total_pages: 1 });
    });

    describe('guest and user limits', () => {
      it('serves a guest at most 50 rows per page', async () => {
        const body = await rankings('year=2025&page_size=200');
        expect(body.results).toHaveLength(8);
        expect(body.total_pages).toBe(1);
      });

      it('caps guest page size at 50 and user page size at MAX_PAGE_SIZE', async () => {
        // 60 rows in a year of their own, via a second import of a bigger file.
        const big = await createTestDb(dialect);
        try {
          const dir = mkdtempSync(path.join(os.tmpdir(), 'rank-big-'));
          const file = path.join(dir, 'big.csv');
          const header = 'year,rank,institute_id,name,city,state,score,tlr,rpc,go,oi,perception';
          const rows = Array.from({ length: MAX_PAGE_SIZE + 20 }, (_, i) => `2023,${i + 1},ID-${i},College ${String(i).padStart(3, '0')},Pune,Goa,50,50,50,50,50,50`);
          writeFileSync(file, `${header}\n${rows.join('\n')}\n`);
          await importNirf(big.db, file);
          const bigApp = await listen(testApp(big.db));
          const query = async (q: string, headers = {}) => (await bigApp.inject({ url: `/api/rankings/?year=2023&${q}`, headers })).json<RankingsResponse>();

          const guest = await query('page_size=200');
          expect(guest.results).toHaveLength(50);
          expect(guest.total_pages).toBe(Math.ceil((MAX_PAGE_SIZE + 20) / 50));
          const user = await query('page_size=200', userAuth());
          expect(user.results).toHaveLength(200);
          expect(user.total_pages).toBe(Math.ceil((MAX_PAGE_SIZE + 20) / 200));
          const huge = await query('page_size=100000', userAuth());
          expect(huge.results).toHaveLength(MAX_PAGE_SIZE);
          const all = await query('all=true', userAuth());
          expect(all).toMatchObject({ count: MAX_PAGE_SIZE + 20, page: 1, total_pages: 1 });
          expect(all.results).toHaveLength(MAX_PAGE_SIZE + 20);
          await bigApp.close();
          rmSync(dir, { recursive: true, force: true });
        } finally {
          await big.destroy();
        }
      });

      it('answers a repeated request with the same bytes, and an import shows at once', async () => {
        const fresh = await createTestDb(dialect);
        const dir = mkdtempSync(path.join(os.tmpdir(), 'rank-kept-'));
        const header = 'year,rank,institute_id,name,city,state,score,tlr,rpc,go,oi,perception';
        const list = (count: number) => {
          const file = path.join(dir, `list-${count}.csv`);
          const rows = Array.from({ length: count }, (_, i) => `2023,${i + 1},ID-${i},College ${i},Pune,Goa,50,50,50,50,50,50`);
          writeFileSync(file, `${header}\n${rows.join('\n')}\n`);
          return file;
        };
        const freshApp = await listen(testApp(fresh.db));
        try {
          await importNirf(fresh.db, list(2));
          const first = await freshApp.inject({ url: '/api/rankings/?year=2023' });
          expect(first.json<RankingsResponse>().count).toBe(2);
          expect((await freshApp.inject({ url: '/api/rankings/?year=2023' })).body).toBe(first.body);
          await importNirf(fresh.db, list(3));
          const after = await freshApp.inject({ url: '/api/rankings/?year=2023' });
          expect(after.json<RankingsResponse>().results.map((r) => r.name)).toEqual(['College 0', 'College 1', 'College 2']);
        } finally {
          await freshApp.close();
          await fresh.destroy();
          rmSync(dir, { recursive: true, force: true });
        }
      });

      it('refuses all=true to a guest with 403 and serves it to a user', async () => {
        const guest = await get('/api/rankings/?year=2025&all=true');
        expect(guest.statusCode).toBe(403);
        expect(guest.json()).toEqual({ detail: `${RANKINGS_MESSAGES.exportLoginPrompt}.` });

        const user = await rankings('year=2025&all=true&page=3&page_size=2', userAuth());
        expect(user).toMatchObject({ count: 8, page: 1, total_pages: 1 });
        expect(user.results).toHaveLength(8);
        const state = await rankings('year=2025&all=true&state=maharashtra&sort_by=name', userAuth());
        expect(names(state)).toEqual(['Beta College of Engineering "BCE"', 'College of Engineering Pune', 'Indian Institute of Technology Bombay']);
        expect((await rankings('year=2025&all=false')).count).toBe(8);
      });

      it('answers 401 to an invalid, expired or non-access token', async () => {
        const expired = signToken(TEST_JWT_SECRET, 'u', 'access', 60, Math.floor(Date.now() / 1000) - 3600);
        for (const authorization of [
          'Bearer nonsense',
          `Bearer ${expired}`,
          `Bearer ${signRefreshToken(TEST_JWT_SECRET, 'u', 600)}`,
          `Bearer ${signToken('another-secret', 'u', 'access', 600)}`,
          'Basic dXNlcjpwYXNz',
        ]) {
          const res = await get('/api/rankings/?year=2025', { authorization });
          expect(res.statusCode).toBe(401);
          expect(res.json().detail).toMatch(/invalid or has expired/);
        }
      });
    });

    describe('bad input is a 400 with a detail', () => {
      it.each([
        ['year=2015', 'Unknown year: 2015. Choose one of: 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016.'],
        ['year=2026', 'Unknown year: 2026. Choose one of: 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016.'],
        ['year=abc', /^Unknown year: abc\./],
        ['year=2025.0', /^Unknown year: 2025\.0\./],
        ['year=2025&year=2024', 'Give year only once.'],
        ['year=2025&state=Atlantis', 'Unknown state for 2025: Atlantis. Choose a state from the list for that year.'],
        ['year=2024&state=Kerala', /^Unknown state for 2024: Kerala\./],
        ['state=%27%20OR%201%3D1%20--', /^Unknown state for 2025: ' OR 1=1 --\./],
        ['state=x%27%3B%20DROP%20TABLE%20nirf_rankings%3B%20--', /^Unknown state for 2025: /],
        ['sort_by=password', /^Unknown sort_by: password\. Choose one of: rank_min, rank, name/],
        ['sort_by=name%3B%20DROP%20TABLE%20nirf_rankings', /^Unknown sort_by: /],
        ['sort_order=up', 'sort_order must be asc or desc (got "up").'],
        ['sort_order=asc%20--', /^sort_order must be asc or desc/],
        ['page=abc', 'page must be a whole number of 1 or more (got "abc").'],
        ['page=-1', 'page must be a whole number of 1 or more (got "-1").'],
        ['page=0', 'page must be a whole number of 1 or more (got "0").'],
        ['page=1.5', /^page must be a whole number/],
        ['page=99999999999999999999', /^page must be a whole number/],
        ['page_size=0', 'page_size must be a whole number of 1 or more (got "0").'],
        ['page_size=x', 'page_size must be a whole number of 1 or more (got "x").'],
        ['page_size=-5', /^page_size must be a whole number/],
        ['page_size=1%20OR%201%3D1', /^page_size must be a whole number/],
        ['all=yes', 'all must be true or false (got "yes").'],
      ])('%s', async (query, detail) => {
        await expect400(`/api/rankings/?${query}`, detail);
      });

      it('validates parameters for users too', async () => {
        await expect400('/api/rankings/?page=0&all=true', /^page must be/, userAuth());
      });

      it('shortens a very long value in the detail', async () => {
        const res = await get(`/api/rankings/?state=${'x'.repeat(5000)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail.length).toBeLessThan(200);
      });

      it('leaves the data intact after SQL-looking input', async () => {
        await get('/api/rankings/?state=x%27%3B%20DELETE%20FROM%20nirf_rankings%3B%20--');
        expect((await rankings('year=2025')).count).toBe(8);
      });
    });
  });

  describe('GET /api/rankings/options/states/', () => {
    it('lists the states present in the year, sorted by label', async () => {
      const res = await get('/api/rankings/options/states/?year=2025');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        options: [
          { value: 'delhi', label: 'Delhi' },
          { value: 'jammu-and-kashmir', label: 'Jammu and Kashmir' },
          { value: 'kerala', label: 'Kerala' },
          { value: 'maharashtra', label: 'Maharashtra' },
          { value: 'puducherry', label: 'Puducherry' },
          { value: 'tamil-nadu', label: 'Tamil Nadu' },
        ],
      });
      const y2024 = (await get('/api/rankings/options/states?year=2024')).json();
      expect(y2024.options.map((o: { label: string }) => o.label)).toEqual(['Jammu and Kashmir', 'Maharashtra', 'Odisha', 'Tamil Nadu']);
    });

    it('option values work as the state filter', async () => {
      const { options } = (await get('/api/rankings/options/states/?year=2025')).json();
      let total = 0;
      for (const option of options) total += (await rankings(`year=2025&state=${encodeURIComponent(option.value)}`)).count;
      expect(total).toBe(8);
    });

    it('defaults to 2025, gives an empty list for a year without data, and 400 for a bad year', async () => {
      expect((await get('/api/rankings/options/states/')).json().options).toHaveLength(6);
      expect((await get('/api/rankings/options/states/?year=2018')).json()).toEqual({ options: [] });
      await expect400('/api/rankings/options/states/?year=1999', 'Unknown year: 1999. Choose one of: 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016.');
      await expect400('/api/rankings/options/states/?year=%27%20OR%201%3D1', /^Unknown year: /);
    });
  });

  describe('GET /api/rankings/options/years/', () => {
    it('lists the years with data, newest first', async () => {
      const res = await get('/api/rankings/options/years/');
      expect(res.json()).toEqual({ options: [{ value: '2025', label: '2025' }, { value: '2024', label: '2024' }] });
    });
  });
});
