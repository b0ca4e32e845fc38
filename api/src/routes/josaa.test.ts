import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { JeeFinderResponse, OptionsResponse } from 'shared-contracts';
import { chanceFor } from '../domain/josaa/chance';
import { importJosaa, parseJosaaCsv } from '../import/josaa';
import { importNirf } from '../import/nirf';
import { FIXTURES_DIR, testApp, userAuth } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, rawGet, type TestClient } from '../test/http';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, ONE_OFF_BROTLI_OPTIONS } from '../http/compression';
import { ALL_RESULTS_LOGIN_DETAIL, RANK_REQUIRED_DETAIL } from '../http/params/josaa';

const JOSAA_FIXTURE = path.join(FIXTURES_DIR, 'josaa', 'josaa_cutoffs.csv');
const JOSAA_NIRF_FIXTURE = path.join(FIXTURES_DIR, 'josaa', 'nirf_engineering.csv');
const FINDER = '/api/cutoffs/josaa/college-finder/';
const OPTIONS = '/api/cutoffs/options/josaa';
const CSE = 'Computer Science and Engineering (4 Years, Bachelor of Technology)';
const FEMALE = 'Female-only (including Supernumerary)';

const IITB = 'Indian Institute of Technology Bombay';
const BHU = 'Indian Institute of Technology (BHU) Varanasi';
const TRICHY = 'National Institute of Technology, Tiruchirappalli';
const MNIT = 'Malaviya National Institute of Technology Jaipur';
const GOA = 'National Institute of Technology Goa';
const IIITL = 'Indian Institute of Information Technology Lucknow';
const BITP = 'Birla Institute of Technology, Patna Off-Campus';
const BITM = 'Birla Institute of Technology, Mesra, Ranchi';

type Page = JeeFinderResponse;

const fixtureRows = parseJosaaCsv(readFileSync(JOSAA_FIXTURE, 'utf8'), 'f').records;

describe.each(testDialects())('JoSAA finder API (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await importNirf(t.db, JOSAA_NIRF_FIXTURE);
    await importJosaa(t.db, JOSAA_FIXTURE);
    app = await listen(testApp(t.db));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  const find = async (query: Record<string, string | number>, headers: Record<string, string> = {}): Promise<Page> => {
    const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString();
    const res = await get(`${FINDER}?${qs}`, headers);
    expect({ status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
    return res.json<Page>();
  };
  const options = async (url: string) => {
    const res = await get(`${OPTIONS}/${url}`);
    expect(res.statusCode).toBe(200);
    return res.json<OptionsResponse>().options;
  };
  const expect400 = async (url: string, detail: RegExp | string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['detail']);
    if (typeof detail === 'string') expect(body.detail).toBe(detail);
    else expect(body.detail).toMatch(detail);
  };
  const institutes = (page: Page) => [...new Set(page.results.map((r) => r.institute))];

  describe('option lists', () => {
    it('exam types', async () => {
      expect(await options('exam-types/')).toEqual([
        { value: 'ALL', label: 'All' },
        { value: 'jee_main', label: 'JEE Main' },
        { value: 'jee_advanced', label: 'JEE Advanced' },
      ]);
    });

    it('quotas, seat types and genders as JoSAA publishes them, with friendly labels, ALL first', async () => {
      expect(await options('quotas/')).toEqual([
        { value: 'ALL', label: 'All' },
        { value: 'AI', label: 'All India' },
        { value: 'HS', label: 'Home State' },
        { value: 'OS', label: 'Other State' },
        { value: 'GO', label: 'Goa' },
      ]);
      expect(await options('seat-types/')).toEqual([
        { value: 'ALL', label: 'All' },
        { value: 'OPEN', label: 'OPEN (General)' },
        { value: 'OBC-NCL', label: 'OBC-NCL' },
        { value: 'OPEN (PwD)', label: 'OPEN (General, PwD)' },
      ]);
      expect(await options('genders/')).toEqual([
        { value: 'ALL', label: 'All' },
        { value: 'Gender-Neutral', label: 'Gender-Neutral' },
        { value: FEMALE, label: 'Female-only (incl. Supernumerary)' },
      ]);
    });

    it('rounds, for every year or for one year', async () => {
      const values = async (url: string) => (await options(url)).map((o) => o.value);
      expect(await values('rounds/')).toEqual(['ALL', '1', '2', '3']);
      expect(await values('rounds/?year=2024')).toEqual(['ALL', '1', '2', '3']);
      expect(await values('rounds/?year=2025')).toEqual(['ALL', '1', '2']);
      expect(await values('rounds/?year=2023')).toEqual(['ALL', '1']);
      expect((await options('rounds/?year=2025'))[1]).toEqual({ value: '1', label: 'Round 1' });
    });

    it('years: exactly the years with data, newest first, without ALL', async () => {
      expect(await options('years/')).toEqual(['2025', '2024', '2023', '2022'].map((y) => ({ value: y, label: y })));
    });

    it('narrow by year and exam type when asked', async () => {
      expect((await options('quotas/?exam_type=jee_advanced')).map((o) => o.value)).toEqual(['ALL', 'AI']);
      expect((await options('quotas/?year=2025&exam_type=jee_main')).map((o) => o.value)).toEqual(['ALL', 'AI', 'OS']);
      expect((await options('seat-types/?year=2025')).map((o) => o.value)).toEqual(['ALL', 'OPEN']);
      expect((await options('exam-types/?year=2022')).map((o) => o.value)).toEqual(['ALL', 'jee_advanced']);
    });

    it('answer without the trailing slash, and 400 for a bad year or exam type', async () => {
      expect((await get(`${OPTIONS}/genders`)).statusCode).toBe(200);
      await expect400(`${OPTIONS}/rounds/?year=2017`, 'Unknown year: 2017. Choose one of: 2025, 2024, 2023, 2022.');
      await expect400(`${OPTIONS}/rounds/?year=%27%20OR%201%3D1`, /^Unknown year: ' OR 1=1\./);
      await expect400(`${OPTIONS}/quotas/?exam_type=gate`, 'Unknown exam_type: gate. Choose one of: ALL, jee_main, jee_advanced.');
    });
  });

  describe('GET /api/cutoffs/josaa/college-finder/', () => {
    it('returns IIT Bombay CSE (AI, OPEN, Gender-Neutral, 2024 round 3, closing 68) for rank 60, with every field', async () => {
      const body = await find({ rank: 60, year: 2024, round: 3, quota: 'AI', seat_type: 'OPEN', gender: 'Gender-Neutral', exam_type: 'jee_advanced' });
      expect(body).toMatchObject({ count: 4, page: 1, total_pages: 1 });
      expect(body.results[0]).toEqual({
        institute: IITB,
        program: CSE,
        branch: 'Computer Science and Engineering',
        opening_rank: '1',
        closing_rank: '68',
        seat_type: 'OPEN',
        quota: 'AI',
        round: 3,
        gender: 'Gender-Neutral',
        chance: 'Medium',
        competitiveness: 'Highly Competitive',
        nirf_rank: 3,
        year: 2024,
        institute_type: 'IIT',
      });
      expect(body.results.map((r) => [r.institute, r.branch, r.closing_rank, r.chance, r.nirf_rank])).toEqual([
        [IITB, 'Computer Science and Engineering', '68', 'Medium', 3],
        [IITB, 'Electrical Engineering', '880', 'High', 3],
        [IITB, 'Civil Engineering and M.Tech in Transportation Engineering', '9000', 'High', 3],
        [BHU, 'Computer Science and Engineering', '1200', 'High', 10],
      ]);
    });

    it("keeps 'P' ranks as published and shows such seats to every rank, as Medium", async () => {
      for (const rank of [1, 500, 2_000_000]) {
        const body = await find({ rank, year: 2024, seat_type: 'OPEN (PwD)' });
        expect(body.results.map((r) => [r.institute, r.opening_rank, r.closing_rank, r.chance, r.competitiveness])).toEqual([
          [IITB, '5', '12P', 'Medium', 'Less Competitive'],
          [BHU, '25P', '40P', 'Medium', 'Less Competitive'],
        ]);
      }
    });

    it('shows exactly the seats the chance rule shows, with its labels', async () => {
      for (const rank of [1, 40, 60, 1_000, 5_000, 20_000, 100_000, 400_000, 2_000_000]) {
        for (const year of [2024, 2025]) {
          const body = await find({ rank, year, page_size: 50 }, userAuth());
          const expected = fixtureRows
            .filter((r) => r.year === year)
            .map((r) => ({ r, chance: chanceFor(rank, { num: r.closing_rank_num, preparatory: r.is_preparatory === 1 }) }))
            .filter(({ chance }) => chance !== null);
          const key = (x: { institute: string; program: string; quota: string; seat_type: string; gender: string; round: number }) =>
            `${x.institute}|${x.program}|${x.quota}|${x.seat_type}|${x.gender}|${x.round}`;
          expect(body.count).toBe(expected.length);
          expect(body.results.map((row) => `${key(row)}|${row.chance}`).sort()).toEqual(expected.map(({ r, chance }) => `${key(r)}|${chance}`).sort());
        }
      }
    });

    it('sorts by NIRF rank by default: ranked first, then banded (N/A), then unranked; ties by institute then closing rank', async () => {
      const body = await find({ rank: 1, year: 2024 });
      expect(institutes(body)).toEqual([IITB, TRICHY, BHU, MNIT, BITM, GOA, BITP, IIITL]);
      expect([...new Set(body.results.map((r) => r.nirf_rank))]).toEqual([3, 9, 10, 43, 48, null]);
      const iitb = body.results.filter((r) => r.institute === IITB).map((r) => r.closing_rank);
      expect(iitb).toEqual(['30', '60', '66', '68', '291', '880', '9000', '12P']);
      const desc = await find({ rank: 1, year: 2024, sort_by: 'nirf_rank', sort_order: 'desc' });
      expect(institutes(desc)).toEqual([GOA, BITM, MNIT, BHU, TRICHY, IITB, BITP, IIITL]);
    });

    it('gives no NIRF rank in a year before the first NIRF list', async () => {
      const body = await find({ rank: 1, year: 2022 });
      expect(body.results.map((r) => [r.institute, r.nirf_rank, r.closing_rank])).toEqual([[IITB, null, '67']]);
    });

    it('uses the latest NIRF list not after the year (2025 uses 2024)', async () => {
      const body = await find({ rank: 1, year: 2025 });
      expect(body.results.map((r) => [r.institute, r.nirf_rank])).toEqual([
        [IITB, 3], [IITB, 3], [TRICHY, 9], [GOA, null], [IIITL, null],
      ]);
    });

    it("sorts by closing rank (regular ranks before 'P' ranks), opening rank and institute, both ways", async () => {
      const q = { rank: 1, year: 2024, exam_type: 'jee_advanced' };
      const asc = await find({ ...q, sort_by: 'closing_rank' });
      expect(asc.results.map((r) => r.closing_rank)).toEqual(['30', '60', '66', '68', '291', '880', '1200', '9000', '12P', '40P']);
      const desc = await find({ ...q, sort_by: 'closing_rank', sort_order: 'desc' });
      expect(desc.results.map((r) => r.closing_rank)).toEqual(['40P', '12P', '9000', '1200', '880', '291', '68', '66', '60', '30']);
      const opening = await find({ ...q, sort_by: 'opening_rank' });
      expect(opening.results.map((r) => r.opening_rank)).toEqual(['1', '1', '1', '5', '10', '12', '300', '600', '4000', '25P']);
      const byName = await find({ rank: 1, year: 2024, sort_by: 'institute' });
      expect(institutes(byName)).toEqual([BITM, BITP, IIITL, BHU, IITB, MNIT, GOA, TRICHY]);
      const byNameDesc = await find({ rank: 1, year: 2024, sort_by: 'institute', sort_order: 'DESC' });
      expect(institutes(byNameDesc)).toEqual([TRICHY, GOA, MNIT, IITB, BHU, IIITL, BITP, BITM]);
    });

    it('filters by quota, seat type, gender, exam type, round and year; ALL (any case) or absent means no filter', async () => {
      const all = await find({ rank: 1, year: 2024 });
      expect(all.count).toBe(fixtureRows.filter((r) => r.year === 2024).length);
      for (const value of ['ALL', 'all', '']) {
        expect((await find({ rank: 1, year: 2024, quota: value, seat_type: value, gender: value, exam_type: value, round: value })).count).toBe(all.count);
      }
      const os = await find({ rank: 1, year: 2024, quota: 'OS' });
      expect(new Set(os.results.map((r) => r.quota))).toEqual(new Set(['OS']));
      expect(os.count).toBe(5);
      expect((await find({ rank: 1, year: 2024, quota: 'os' })).count).toBe(5);
      expect((await find({ rank: 1, year: 2024, quota: 'Other State' })).count).toBe(5);
      const female = await find({ rank: 1, year: 2024, gender: 'Female-only (incl. Supernumerary)' });
      expect(female.results.map((r) => [r.institute, r.gender])).toEqual([[IITB, FEMALE], [TRICHY, FEMALE], [GOA, FEMALE]]);
      expect((await find({ rank: 1, year: 2024, gender: FEMALE })).count).toBe(3);
      expect((await find({ rank: 1, year: 2024, seat_type: 'obc-ncl' })).results.map((r) => r.closing_rank)).toEqual(['30']);
      const main = await find({ rank: 1, year: 2024, exam_type: 'jee_main' });
      expect(main.results.every((r) => r.institute_type !== 'IIT')).toBe(true);
      expect((await find({ rank: 1, year: 2024, exam_type: 'JEE Advanced' })).results.every((r) => r.institute_type === 'IIT')).toBe(true);
      const round1 = await find({ rank: 1, year: 2024, round: 1 });
      expect(round1.results.map((r) => [r.institute, r.round, r.closing_rank])).toEqual([[IITB, 1, '60'], [TRICHY, 1, '1400']]);
      const y2025 = await find({ rank: 1, year: 2025, round: 2, quota: 'AI' });
      expect(y2025.results.map((r) => [r.institute, r.year, r.closing_rank])).toEqual([[IITB, 2025, '66'], [IIITL, 2025, '5800']]);
    });

    it('defaults to the newest year with data', async () => {
      const body = await find({ rank: 1 });
      expect(new Set(body.results.map((r) => r.year))).toEqual(new Set([2025]));
    });

    it('says which data the answer rests on, and names the year before when it had more rounds', async () => {
      // 2025 has rounds 1-2, 2024 had 1-3: the page can say 2025 has no round 3 rather than show it empty.
      expect((await find({ rank: 1 })).data).toEqual({
        source: 'JoSAA', year: 2025, round: null, rounds: [1, 2], previous_year: { year: 2024, rounds: [1, 2, 3] },
      });
      expect((await find({ rank: 1, year: 2025, round: 2 })).data).toMatchObject({ year: 2025, round: 2, rounds: [1, 2] });
      // 2024 had more rounds than 2023: nothing to warn about.
      expect((await find({ rank: 1, year: 2024 })).data).toEqual({ source: 'JoSAA', year: 2024, round: null, rounds: [1, 2, 3] });
    });

    it('drops seats beyond reach for the rank', async () => {
      const body = await find({ rank: 15_000, year: 2024, seat_type: 'OPEN', gender: 'Gender-Neutral' });
      // IIT Bombay CSE (68) is far out of reach; MNIT ECE OS (12,000) is within reach (Low); NIT Goa (40,000) is likely.
      expect(body.results.some((r) => r.closing_rank === '68')).toBe(false);
      expect(body.results.find((r) => r.institute === MNIT && r.quota === 'OS')?.chance).toBe('Low');
      expect(body.results.find((r) => r.institute === GOA && r.quota === 'OS')?.chance).toBe('High');
    });

    it('pages the results', async () => {
      const p1 = await find({ rank: 1, year: 2024, page_size: 10 });
      const p3 = await find({ rank: 1, year: 2024, page_size: 10, page: 3 });
      expect([p1.count, p1.total_pages, p1.results.length]).toEqual([22, 3, 10]);
      expect(p3.results).toHaveLength(2);
      const all = [...p1.results, ...(await find({ rank: 1, year: 2024, page_size: 10, page: 2 })).results, ...p3.results];
      expect(new Set(all.map((r) => `${r.institute}|${r.program}|${r.quota}|${r.seat_type}|${r.gender}|${r.round}`)).size).toBe(22);
      expect(await find({ rank: 1, year: 2024, page: 9 })).toMatchObject({ results: [], count: 22, page: 9, total_pages: 1 });
    });

    describe('guest and user limits', () => {
      it('caps a guest at 50 rows per page, refuses all=true, and serves users more', async () => {
        const big = await createTestDb(dialect);
        const dir = mkdtempSync(path.join(os.tmpdir(), 'josaa-big-'));
        try {
          const file = path.join(dir, 'big.csv');
          const lines = Array.from({ length: 120 }, (_, i) => `2024,1,${IITB},IIT,"Program ${String(i).padStart(3, '0')} (4 Years, Bachelor of Technology)",AI,OPEN,Gender-Neutral,1,${1000 + i}`);
          writeFileSync(file, `year,round,institute,institute_type,program,quota,seat_type,gender,opening_rank,closing_rank\n${lines.join('\n')}\n`);
          await importJosaa(big.db, file);
          const bigApp = await listen(testApp(big.db));
          try {
            const query = async (q: string, headers = {}) => {
              const res = await bigApp.inject({ url: `${FINDER}?rank=10&year=2024&${q}`, headers });
              return { status: res.statusCode, body: res.json() };
            };
            const guest = await query('page_size=200');
            expect(guest.body.results).toHaveLength(50);
            expect(guest.body).toMatchObject({ count: 120, total_pages: 3 });
            expect((await query('')).body.results).toHaveLength(50);
            expect(await query('all=true')).toEqual({ status: 403, body: { detail: ALL_RESULTS_LOGIN_DETAIL } });
            const user = await query('page_size=100', userAuth());
            expect(user.body.results).toHaveLength(100);
            expect(user.body.total_pages).toBe(2);
            const all = await query('all=true&page=3&page_size=10', userAuth());
            expect(all.body).toMatchObject({ count: 120, page: 1, total_pages: 1 });
            expect(all.body.results).toHaveLength(120);
          } finally {
            await bigApp.close();
          }
        } finally {
          await big.destroy();
          rmSync(dir, { recursive: true, force: true });
        }
      });

      it("ignores a guest's branch filter and applies a user's (case-insensitive text in the program name)", async () => {
        const q = { rank: 1, year: 2024 };
        const guest = await find({ ...q, branch: 'electrical' });
        expect(guest.count).toBe(22);
        const guestLong = await find({ ...q, branch: 'x'.repeat(500) });
        expect(guestLong.count).toBe(22);
        const user = await find({ ...q, branch: 'ELECTRICAL' }, userAuth());
        expect(user.results.map((r) => [r.institute, r.branch])).toEqual([[IITB, 'Electrical Engineering']]);
        expect((await find({ ...q, branch: 'computer science' }, userAuth())).count).toBe(14);
        expect((await find({ ...q, branch: 'M.Tech' }, userAuth())).results.map((r) => r.closing_rank)).toEqual(['9000']);
        // LIKE wildcards are taken literally.
        for (const branch of ['%', '_', '\\', "' OR 1=1 --"]) expect((await find({ ...q, branch }, userAuth())).count).toBe(0);
        await expect400(`${FINDER}?rank=1&branch=${'x'.repeat(101)}`, 'branch must be at most 100 characters.', userAuth());
      });

      it("lets caches keep a guest's answer (never with a cookie) but keeps a user's private", async () => {
        const guest = await get(`${FINDER}?rank=60&year=2024`);
        expect(guest.headers['cache-control']).toBe('public, max-age=300');
        expect(guest.headers.vary).toMatch(/Authorization/);
        expect(guest.headers['set-cookie']).toBeUndefined();
        const user = await get(`${FINDER}?rank=60&year=2024`, userAuth());
        expect(user.headers['cache-control']).toBe('private, no-cache');
        expect(user.headers.vary).toMatch(/Authorization/);
        const cors = await get(`${FINDER}?rank=60&year=2024`, { origin: 'http://localhost:3000' });
        expect(cors.headers.vary).toMatch(/Origin/);
        expect(cors.headers.vary).toMatch(/Authorization/);
      });

      it('answers in brotli or gzip as the client accepts, the same JSON, and says Vary: Accept-Encoding', async () => {
        const url = `${FINDER}?rank=1&year=2024`;
        const plain = await rawGet(app.baseUrl, url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
        expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
        for (let i = 0; i < 2; i++) {
          // The second time from the answer cache and its kept brotli form.
          const br = await rawGet(app.baseUrl, url, { 'accept-encoding': 'gzip, deflate, br' });
          expect(br.headers['content-encoding']).toBe('br');
          expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(Number(br.headers['content-length'])).toBe(br.body.length);
          expect(String(br.headers.vary).split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'Authorization', 'Origin']);
          expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
          expect(br.body.equals(zlib.brotliCompressSync(plain.body, BROTLI_OPTIONS))).toBe(true);
        }
        const gzip = await rawGet(app.baseUrl, url, { 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
        // A search's first answer is compressed once at the fast options; it decodes to the same JSON.
        const fresh = `${FINDER}?rank=2&year=2024`;
        const freshBr = await rawGet(app.baseUrl, fresh, { 'accept-encoding': 'br' });
        expect(freshBr.headers['content-encoding']).toBe('br');
        const freshGzip = await rawGet(app.baseUrl, `${FINDER}?rank=3&year=2024`, { 'accept-encoding': 'gzip' });
        expect(freshGzip.headers['content-encoding']).toBe('gzip');
        const freshPlain = await rawGet(app.baseUrl, fresh);
        expect(zlib.brotliDecompressSync(freshBr.body).equals(freshPlain.body)).toBe(true);
        expect(freshBr.body.equals(zlib.brotliCompressSync(freshPlain.body, ONE_OFF_BROTLI_OPTIONS))).toBe(true);
        expect(freshBr.body.equals(zlib.brotliCompressSync(freshPlain.body, BROTLI_OPTIONS))).toBe(false);
        expect(JSON.parse(zlib.gunzipSync(freshGzip.body).toString()).count).toBeGreaterThan(0);
        const refused = await rawGet(app.baseUrl, url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
        expect(refused.headers['content-encoding']).toBeUndefined();
        expect(refused.body.equals(plain.body)).toBe(true);
        // A small answer (one row) is sent as it is.
        const small = await rawGet(app.baseUrl, `${FINDER}?rank=60&year=2024&round=3&quota=AI&seat_type=OPEN&gender=Gender-Neutral&exam_type=jee_advanced&page_size=1`, { 'accept-encoding': 'br' });
        expect(small.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
        expect(small.headers['content-encoding']).toBeUndefined();
      });

      it('answers 401 to an invalid token', async () => {
        const res = await get(`${FINDER}?rank=5`, { authorization: 'Bearer nonsense' });
        expect(res.statusCode).toBe(401);
      });
    });

    describe('bad input is a 400 with a clear detail, never a 500', () => {
      it.each([
        ['', RANK_REQUIRED_DETAIL],
        ['rank=', RANK_REQUIRED_DETAIL],
        ['year=2024', RANK_REQUIRED_DETAIL],
        ['rank=0', 'rank must be a whole number of 1 or more (got "0").'],
        ['rank=-5', 'rank must be a whole number of 1 or more (got "-5").'],
        ['rank=abc', 'rank must be a whole number of 1 or more (got "abc").'],
        ['rank=1.5', 'rank must be a whole number of 1 or more (got "1.5").'],
        ['rank=1e3', 'rank must be a whole number of 1 or more (got "1e3").'],
        ['rank=99999999999999999999', /^rank must be a whole number/],
        ['rank=5&rank=6', 'Give rank only once.'],
        ['rank=1%20OR%201%3D1', /^rank must be a whole number of 1 or more \(got "1 OR 1=1"\)/],
        ['rank=5&year=2017', 'Unknown year: 2017. Choose one of: 2025, 2024, 2023, 2022.'],
        ['rank=5&year=2026', /^Unknown year: 2026\./],
        ['rank=5&year=abc', /^Unknown year: abc\./],
        ['rank=5&quota=XX', 'Unknown quota: XX. Choose one of: ALL, AI, HS, OS, GO.'],
        ['rank=5&quota=%27%20OR%201%3D1%20--', /^Unknown quota: ' OR 1=1 --\./],
        ['rank=5&seat_type=GENERAL', /^Unknown seat_type: GENERAL\. Choose one of: ALL, OPEN, OBC-NCL, OPEN \(PwD\)\.$/],
        ['rank=5&seat_type=OPEN%27%3B%20DROP%20TABLE%20josaa_cutoffs%3B%20--', /^Unknown seat_type: /],
        ['rank=5&gender=male', /^Unknown gender: male\./],
        ['rank=5&exam_type=gate', 'Unknown exam_type: gate. Choose one of: ALL, jee_main, jee_advanced.'],
        ['rank=5&year=2024&round=4', 'Unknown round for 2024: 4. Choose ALL or one of: 1, 2, 3.'],
        ['rank=5&year=2025&round=abc', 'Unknown round for 2025: abc. Choose ALL or one of: 1, 2.'],
        ['rank=5&year=2019&round=1', 'Unknown year: 2019. Choose one of: 2025, 2024, 2023, 2022.'],
        ['rank=5&sort_by=chance', 'Unknown sort_by: chance. Choose one of: nirf_rank, closing_rank, opening_rank, institute.'],
        ['rank=5&sort_by=closing_rank%3B%20DROP%20TABLE%20x', /^Unknown sort_by: /],
        ['rank=5&sort_order=up', 'sort_order must be asc or desc (got "up").'],
        ['rank=5&page=0', 'page must be a whole number of 1 or more (got "0").'],
        ['rank=5&page_size=-1', 'page_size must be a whole number of 1 or more (got "-1").'],
        ['rank=5&all=yes', 'all must be true or false (got "yes").'],
      ])('%s', async (query, detail) => {
        await expect400(`${FINDER}?${query}`, detail);
      });

      it('shortens a very long value in the detail, and leaves the data intact', async () => {
        const res = await get(`${FINDER}?rank=5&quota=${'x'.repeat(5000)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail.length).toBeLessThan(200);
        await get(`${FINDER}?rank=5&quota=x%27%3B%20DELETE%20FROM%20josaa_cutoffs%3B%20--`);
        expect((await find({ rank: 1, year: 2024 })).count).toBe(22);
      });
    });
  });

  it('rebuilds the option lists after a re-import', async () => {
    const fresh = await createTestDb(dialect);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'josaa-opts-'));
    try {
      await importJosaa(fresh.db, JOSAA_FIXTURE);
      const freshApp = await listen(testApp(fresh.db));
      try {
        const quotas = async () => (await freshApp.inject({ url: `${OPTIONS}/quotas/` })).json<OptionsResponse>().options.map((o) => o.value);
        expect(await quotas()).toEqual(['ALL', 'AI', 'HS', 'OS', 'GO']);
        const file = path.join(dir, 'jk.csv');
        writeFileSync(file, `year,round,institute,institute_type,program,quota,seat_type,gender,opening_rank,closing_rank\n2024,1,${GOA},NIT,"${CSE}",JK,OPEN,Gender-Neutral,10,20\n`);
        await importJosaa(fresh.db, file);
        expect(await quotas()).toEqual(['ALL', 'JK']);
        const res = await freshApp.inject({ url: `${FINDER}?rank=5&quota=AI` });
        expect(res.statusCode).toBe(400);
      } finally {
        await freshApp.close();
      }
    } finally {
      await fresh.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
