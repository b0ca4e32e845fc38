import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  describeMhtcetSeatType,
  VALIDATION_MESSAGES,
  type MhtcetFinderResponse,
  type MhtcetResultRow,
  type StatewiseRow,
} from 'shared-contracts';
import { CHANCE_THRESHOLDS } from '../domain/mhtcet/chance';
import { FINDER_ALL_LOGIN_DETAIL, JEE_MAIN_UNAVAILABLE_DETAIL, STATEWISE_COMBINATION_DETAIL } from '../http/params/mhtcet';
import { jeeMainPercentileForRank } from '../domain/mhtcet/jeeMainPercentile';
import { loadJeeMainCounts, loadPredictorModels } from '../domain/predictors/tables';
import { importMhtcet } from '../import/mhtcet';
import { testApp, userAuth } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';
import { importMhtcetFixture } from '../test/mhtcet';
import { predictorTablesDir } from '../test/fixtureData';

const HU = 'Home University Seats Allotted to Home University Candidates';
const OHU = 'Other Than Home University Seats Allotted to Other Than Home University Candidates';
const MINORITY = 'Minority Seats Allotted to Maharashtra State Candidature Candidates';
const MS_TO_AI = 'Maharashtra State Seats Allotted to All India Candidature Candidates';
const FINDER = '/api/cutoffs/mhtcet/college-finder/';
const PREDICTOR_FIXTURES = predictorTablesDir();

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe.each(testDialects())('MHT-CET API (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await importMhtcetFixture(t.db);
    // The predictors' fixture counts (2025 N = 1,000,000) convert the state-wise finder's JEE Main ranks.
    app = await listen(testApp(t.db, {}, { loadPredictors: () => loadPredictorModels(PREDICTOR_FIXTURES) }));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const options = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json<{ options: Array<{ value: string; label: string }> }>().options;
  };
  const find = async (params: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await get(`${FINDER}?${qs(params)}`, headers);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
    return res.json<MhtcetFinderResponse>();
  };
  const expect400 = async (params: Record<string, string>, detail: string | RegExp, headers: Record<string, string> = {}) => {
    const res = await get(`${FINDER}?${qs(params)}`, headers);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['detail']);
    if (typeof detail === 'string') expect(body.detail).toBe(detail);
    else expect(body.detail).toMatch(detail);
  };
  const ranks = (body: MhtcetFinderResponse) => body.results.map((r) => r.closing_rank);

  /** Amravati's 2025 GOPENS/GOPENH/LOPENH rows (State Level and Home University). */
  const amravati = { year: '2025', seat_type: 'GOPENS,GOPENH,LOPENH', quota: `State Level,${HU}`, district: 'Amravati' };

  describe('option lists', () => {
    it('lists the quotas as published with friendly labels, without the All India quotas', async () => {
      expect(await options('/api/cutoffs/options/mhtcet/quotas/')).toEqual([
        { value: HU, label: 'Home University (HU candidates)' },
        { value: OHU, label: 'Other Than Home University (OHU candidates)' },
        { value: 'State Level', label: 'State Level' },
        { value: MINORITY, label: 'Minority (Maharashtra candidates)' },
      ]);
    });

    it('lists the seat-type codes with their long descriptions, never AI', async () => {
      const list = await options('/api/cutoffs/options/mhtcet/seat-types/');
      expect(list.map((o) => o.value)).toEqual(['EWS', 'GOBCS', 'GOPENH', 'GOPENO', 'GOPENS', 'LOPENH', 'MI', 'PWDOPENS', 'TFWS']);
      expect(list).toContainEqual({ value: 'GOPENS', label: 'GOPENS - General, Open category, State Level seats' });
      for (const option of list) expect(option.label).toBe(`${option.value} - ${describeMhtcetSeatType(option.value)}`);
    });

    it('has a description for every seat type imported from the fixture', async () => {
      const rows = await t.db.selectFrom('mhtcet_cutoffs').select('seat_type').distinct().execute();
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.map((r) => r.seat_type).filter((code) => describeMhtcetSeatType(code) === null)).toEqual([]);
    });

    it('lists the districts, including those filled from the district table', async () => {
      expect(await options('/api/cutoffs/options/mhtcet/districts/')).toEqual(
        ['Amravati', 'Nashik', 'Pune', 'Thane'].map((d) => ({ value: d, label: d })),
      );
    });

    it('lists the home universities of the districts present', async () => {
      expect(await options('/api/cutoffs/options/mhtcet/home-universities/')).toEqual(
        ['Sant Gadge Baba Amravati University', 'Savitribai Phule Pune University', 'University of Mumbai'].map((u) => ({ value: u, label: u })),
      );
    });

    it('lists the rounds as CAP Round I..IV: all years, one year, or the All India rounds', async () => {
      expect(await options('/api/cutoffs/options/mhtcet/rounds/')).toEqual([
        { value: '1', label: 'CAP Round I' },
        { value: '3', label: 'CAP Round III' },
      ]);
      expect((await options('/api/cutoffs/options/mhtcet/rounds/?year=2025')).map((o) => o.value)).toEqual(['1', '3']);
      expect((await options('/api/cutoffs/options/mhtcet/rounds/?year=2023')).map((o) => o.value)).toEqual(['1']);
      const allIndia = await options(`/api/cutoffs/options/mhtcet/rounds/?${qs({ year: '2025', quota: 'All India Seats' })}`);
      expect(allIndia).toEqual([
        { value: '1', label: 'CAP Round I' },
        { value: '2', label: 'CAP Round II' },
      ]);
      expect((await options(`/api/cutoffs/options/mhtcet/rounds/?${qs({ quota: 'All India Seats' })}`)).map((o) => o.value)).toEqual(['1', '2', '3']);
      const bad = await get(`/api/cutoffs/options/mhtcet/rounds/?${qs({ quota: 'State Level' })}`);
      expect(bad.statusCode).toBe(400);
    });

    it('lists a year\'s branches (defaulting to the newest year), keeping names with commas whole', async () => {
      const expected2025 = ['Artificial Intelligence and Data Science', 'Civil Engineering', 'Computer Engineering', 'Electrical, Electronics and Power', 'Information Technology'];
      expect((await options('/api/cutoffs/options/mhtcet/branches/?year=2025')).map((o) => o.value)).toEqual(expected2025);
      expect((await options('/api/cutoffs/options/mhtcet/branches/')).map((o) => o.value)).toEqual(expected2025);
      expect((await options('/api/cutoffs/options/mhtcet/branches/?year=2023')).map((o) => o.value)).toEqual([
        'Artificial Intelligence and Data Science',
        'Computer Engineering',
        'Information Technology',
      ]);
      const res = await get('/api/cutoffs/options/mhtcet/branches/?year=2022');
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^Unknown year: 2022\. Choose one of: 2025, 2024, 2023\.$/);
    });

    it('lists exactly the years with data, newest first', async () => {
      expect((await options('/api/cutoffs/options/mhtcet/years/')).map((o) => o.value)).toEqual(['2025', '2024', '2023']);
    });

    it('answers with and without the trailing slash, cacheable by the browser', async () => {
      const a = await get('/api/cutoffs/options/mhtcet/districts/');
      const b = await get('/api/cutoffs/options/mhtcet/districts');
      expect(b.json()).toEqual(a.json());
      expect(a.headers['cache-control']).toBe('public, max-age=300');
    });
  });

  describe('MHT-CET finder: rank mode', () => {
    it('returns the rows within reach of the rank, best closing rank first, with the chance of each', async () => {
      const body = await find({ ...amravati, rank: '10000' });
      // 5000 (x = 2) is out of reach; 7500 Low, 9500 Medium, 20000/25000/26000 High.
      expect(ranks(body)).toEqual([7500, 9500, 20000, 25000, 26000]);
      expect(body.results.map((r) => r.chance)).toEqual(['Low', 'Medium', 'High', 'High', 'High']);
      expect(body).toMatchObject({ count: 5, page: 1, total_pages: 1, year: 2025, round: null, basis: 'mhtcet_rank', available_rounds: [1, 3] });
      expect(body.data).toEqual({ source: 'MHT-CET CAP', year: 2025, round: null, rounds: [1, 3] });
      expect(body.detail).toBeUndefined();
      expect(body.jee_main_percentile).toBeUndefined();
    });

    it('sends every field of a row, in the institute/branch naming, with null opening values', async () => {
      const body = await find({ ...amravati, rank: '10000' });
      expect(body.results[1]).toEqual({
        institute: 'Alpha Government College of Engineering, Amravati',
        branch: 'Computer Engineering',
        opening_rank: null,
        closing_rank: 9500,
        opening_percentile: null,
        closing_percentile: 94.2,
        seat_type: 'GOPENH',
        quota: HU,
        round: 1,
        stage: 'I',
        chance: 'Medium',
        clg_code: '01002',
        branch_code: '0100224210',
        status: 'Government Autonomous',
        year: 2025,
        district: 'Amravati',
      } satisfies MhtcetResultRow);
    });

    it('places the chance boundaries where chance.ts says', async () => {
      const { high, medium, reach } = CHANCE_THRESHOLDS.mhtcet_rank;
      const chanceAt = async (rank: number) => {
        const body = await find({ year: '2025', round: '1', seat_type: 'GOPENS', quota: 'State Level', district: 'Amravati', rank: String(rank), sort_by: 'closing_rank' });
        return body.results.find((r) => r.closing_rank === 20000)?.chance ?? 'not returned';
      };
      const last = (ratio: number) => Math.floor(20000 * ratio + 1e-9); // the largest rank with rank / 20000 <= ratio
      expect(await chanceAt(last(high))).toBe('High');
      expect(await chanceAt(last(high) + 1)).toBe('Medium');
      expect(await chanceAt(last(medium))).toBe('Medium');
      expect(await chanceAt(last(medium) + 1)).toBe('Low');
      expect(await chanceAt(last(reach))).toBe('Low');
      expect(await chanceAt(last(reach) + 1)).toBe('not returned');
    });

    it('filters by seat type, quota, district and round', async () => {
      expect(ranks(await find({ ...amravati, rank: '10000', seat_type: 'GOPENS' }))).toEqual([20000, 25000, 26000]);
      expect(ranks(await find({ ...amravati, rank: '10000', quota: HU }))).toEqual([7500, 9500]);
      expect(ranks(await find({ ...amravati, rank: '10000', round: '3' }))).toEqual([26000]);
      expect(ranks(await find({ ...amravati, rank: '10000', round: 'III' }))).toEqual([26000]);
      expect(ranks(await find({ ...amravati, rank: '10000', round: 'all' }))).toHaveLength(5);
      const thane = await find({ year: '2025', rank: '10000', seat_type: 'GOPENS,GOPENO,TFWS', quota: `State Level,${OHU}`, district: 'Thane' });
      expect(thane.results.map((r) => [r.closing_rank, r.district, r.clg_code])).toEqual([
        [11000, 'Thane', '03189'],
        [12000, 'Thane', '03189'],
        [30000, 'Thane', '03189'],
      ]);
    });

    it('accepts a stored quota that is not offered, and never returns All India rows', async () => {
      const body = await find({ year: '2025', rank: '10000', seat_type: 'TFWS', quota: MS_TO_AI, district: 'Nashik' });
      expect(body.results.map((r) => [r.closing_rank, r.quota])).toEqual([[16000, MS_TO_AI]]);
      const everything = await find({
        year: '2025',
        rank: '1',
        seat_type: 'EWS,GOBCS,GOPENH,GOPENO,GOPENS,LOPENH,MI,PWDOPENS,TFWS',
        quota: `${HU},${OHU},State Level,${MINORITY},${MS_TO_AI}`,
        district: 'Amravati,Nashik,Pune,Thane',
        all: 'true',
      }, userAuth());
      expect(everything.count).toBe(16);
      expect(everything.results.every((r) => r.seat_type !== 'AI')).toBe(true);
    });

    it('sorts by closing rank or closing percentile in either direction; ties never overlap pages', async () => {
      expect(ranks(await find({ ...amravati, rank: '10000', sort_order: 'desc' }))).toEqual([26000, 25000, 20000, 9500, 7500]);
      const byPercentile = await find({ ...amravati, rank: '10000', sort_by: 'closing_percentile' });
      expect(byPercentile.results.map((r) => r.closing_percentile)).toEqual([70.2, 72, 80.5, 94.2, 95.5]);
      const page1 = await find({ ...amravati, rank: '10000', page_size: '2' });
      const page3 = await find({ ...amravati, rank: '10000', page_size: '2', page: '3' });
      expect(ranks(page1)).toEqual([7500, 9500]);
      expect(ranks(page3)).toEqual([26000]);
      expect(page3).toMatchObject({ count: 5, page: 3, total_pages: 3 });
      expect(await find({ ...amravati, rank: '10000', page_size: '2', page: '9' })).toMatchObject({ results: [], count: 5, page: 9 });
    });

    it('says plainly when there is no list for the year and round', async () => {
      const body = await find({ ...amravati, rank: '10000', round: '2' });
      expect(body).toMatchObject({ results: [], count: 0, total_pages: 1, available_rounds: [1, 3] });
      expect(body.detail).toBe('No MHT-CET cut-off list (Maharashtra seats) is available for 2025 CAP Round II. For 2025 there are: CAP Round I, CAP Round III.');
      expect((await find({ ...amravati, year: '2023', rank: '10000', round: '3' })).detail).toBe(
        'No MHT-CET cut-off list (Maharashtra seats) is available for 2023 CAP Round III. For 2023 there is: CAP Round I.',
      );
    });

    it('treats 4-digit 2023 codes as the same college', async () => {
      const body = await find({ year: '2023', rank: '5000', seat_type: 'GOPENS,EWS', quota: 'State Level', district: 'Amravati,Pune' });
      expect(body.results.map((r) => [r.clg_code, r.branch_code, r.closing_rank])).toEqual([
        ['01002', '0100224210', 4500],
        ['06732', '0673229950F', 14000],
      ]);
    });
  });

  describe('MHT-CET finder: percentile mode', () => {
    it('compares (100 - percentile) with (100 - closing percentile) and sorts by closing percentile', async () => {
      const body = await find({ year: '2025', percentile: '95', seat_type: 'GOPENS', quota: 'State Level', district: 'Amravati,Pune,Thane' });
      expect(body.basis).toBe('mhtcet_percentile');
      // 97.1 is out of reach: (100 - 95) / (100 - 97.1) > 1.35.
      expect(body.results.map((r) => [r.closing_percentile, r.chance])).toEqual([
        [70.2, 'High'],
        [72, 'High'],
        [80.5, 'High'],
        [92, 'Medium'],
        [95, 'Low'],
      ]);
      const desc = await find({ year: '2025', percentile: '95', seat_type: 'GOPENS', quota: 'State Level', district: 'Amravati,Pune,Thane', sort_order: 'desc' });
      expect(desc.results.map((r) => r.closing_percentile)).toEqual([95, 92, 80.5, 72, 70.2]);
    });

    it('accepts 0 and 100 and decimals', async () => {
      const top = await find({ ...amravati, percentile: '100' });
      expect(top.count).toBe(6);
      expect(top.results.every((r) => r.chance === 'High')).toBe(true);
      expect((await find({ ...amravati, percentile: '0' })).count).toBe(0);
      expect((await find({ ...amravati, percentile: '94.25' })).results.map((r) => r.closing_percentile)).toEqual([70.2, 72, 80.5, 94.2, 95.5]);
    });
  });

  describe('validation', () => {
    it('requires a rank or a percentile, with the spec messages', async () => {
      await expect400({ ...amravati }, VALIDATION_MESSAGES.rankRequired);
      await expect400({ ...amravati, rank: '' }, VALIDATION_MESSAGES.rankRequired);
      await expect400({ ...amravati, percentile: '' }, VALIDATION_MESSAGES.percentileRequired);
      await expect400({ ...amravati, percentile: '   ' }, VALIDATION_MESSAGES.percentileRequired);
      await expect400({ ...amravati, rank: '5', percentile: '90' }, 'Give either rank or percentile, not both.');
    });

    it('requires at least one seat type, quota and district, with the spec messages', async () => {
      const { seat_type: _s, ...noSeat } = amravati;
      const { quota: _q, ...noQuota } = amravati;
      const { district: _d, ...noDistrict } = amravati;
      await expect400({ ...noSeat, rank: '10' }, VALIDATION_MESSAGES.seatTypeRequired);
      await expect400({ ...amravati, seat_type: '', rank: '10' }, VALIDATION_MESSAGES.seatTypeRequired);
      await expect400({ ...amravati, seat_type: ' , ', rank: '10' }, VALIDATION_MESSAGES.seatTypeRequired);
      await expect400({ ...noQuota, rank: '10' }, VALIDATION_MESSAGES.quotaRequired);
      await expect400({ ...amravati, quota: '', rank: '10' }, VALIDATION_MESSAGES.quotaRequired);
      await expect400({ ...noDistrict, rank: '10' }, VALIDATION_MESSAGES.districtRequired);
      await expect400({ ...amravati, district: '', percentile: '90' }, VALIDATION_MESSAGES.districtRequired);
      // The rank comes first.
      await expect400({ year: '2025' }, VALIDATION_MESSAGES.rankRequired);
    });

    it('rejects bad numbers', async () => {
      for (const rank of ['0', '-5', 'abc', '1.5', '1e3']) await expect400({ ...amravati, rank }, `Rank must be a whole number of 1 or more (got "${rank}").`);
      await expect400({ ...amravati, percentile: '-1' }, VALIDATION_MESSAGES.percentileNegative);
      await expect400({ ...amravati, percentile: '100.5' }, VALIDATION_MESSAGES.percentileHigh);
      await expect400({ ...amravati, percentile: 'abc' }, 'Percentile must be a number from 0 to 100 (got "abc").');
    });

    it('rejects unknown values and parameters given twice', async () => {
      await expect400({ ...amravati, rank: '10', seat_type: 'GOPENS,XYZ' }, 'Unknown seat type: XYZ. Choose from the seat type list.');
      await expect400({ ...amravati, rank: '10', quota: 'state level' }, 'Unknown quota: state level. Choose from the quota list.');
      await expect400({ ...amravati, rank: '10', district: 'Mumbai' }, 'Unknown district: Mumbai. Choose from the district list.');
      await expect400({ ...amravati, rank: '10', year: '2022' }, /^Unknown year: 2022\. Choose one of: 2025, 2024, 2023\.$/);
      await expect400({ ...amravati, rank: '10', round: '5' }, 'round must be 1, 2, 3 or 4, or omitted for all rounds (got "5").');
      await expect400({ ...amravati, rank: '10', sort_by: 'nirf_rank' }, 'Unknown sort_by: nirf_rank. Choose one of: closing_rank, closing_percentile.');
      await expect400({ ...amravati, rank: '10', sort_order: 'up' }, 'sort_order must be asc or desc (got "up").');
      await expect400({ ...amravati, rank: '10', page: '0' }, 'page must be a whole number of 1 or more (got "0").');
      const twice = await get(`${FINDER}?${qs({ ...amravati, rank: '10' })}&rank=20`);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ detail: 'Give rank only once.' });
    });

    it('keeps seat type AI and the All India quota to the state-wise search', async () => {
      await expect400({ ...amravati, rank: '10', seat_type: 'AI' }, STATEWISE_COMBINATION_DETAIL);
      await expect400({ ...amravati, rank: '10', quota: 'All India Seats' }, STATEWISE_COMBINATION_DETAIL);
      await expect400({ rank: '10', quota: 'All India Seats', seat_type: 'AI,GOPENS' }, STATEWISE_COMBINATION_DETAIL);
      await expect400({ rank: '10', quota: 'All India Seats' }, VALIDATION_MESSAGES.seatTypeRequired);
      await expect400({ rank: '10', seat_type: 'AI' }, VALIDATION_MESSAGES.quotaRequired);
    });
  });

  describe('guest limits', () => {
    it('ignores a guest\'s branch filter and applies a user\'s', async () => {
      const civil = { ...amravati, rank: '10000', branch: 'Civil Engineering' };
      expect(ranks(await find(civil))).toEqual([7500, 9500, 20000, 25000, 26000]);
      expect(ranks(await find(civil, userAuth()))).toEqual([20000, 25000, 26000]);
      // A guest's branch value is not even checked.
      expect((await find({ ...civil, branch: 'No Such Branch' })).count).toBe(5);
      await expect400({ ...civil, branch: 'No Such Branch' }, 'Unknown branch: No Such Branch. Choose from the branch list.', userAuth());
      const comma = await find({ year: '2025', rank: '10000', seat_type: 'TFWS,GOPENS', quota: 'State Level', district: 'Thane', branch: 'Electrical, Electronics and Power,Civil Engineering' }, userAuth());
      expect(comma.results.map((r) => r.branch)).toEqual(['Electrical, Electronics and Power']);
    });

    it('refuses all=true to guests and serves it to users', async () => {
      const res = await get(`${FINDER}?${qs({ ...amravati, rank: '10000', all: 'true' })}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: FINDER_ALL_LOGIN_DETAIL });
      const all = await find({ ...amravati, rank: '10000', all: 'true', page: '4' }, userAuth());
      expect(all).toMatchObject({ count: 5, page: 1, total_pages: 1 });
      expect(all.results).toHaveLength(5);
    });

    it('answers 401 to an invalid token', async () => {
      const res = await get(`${FINDER}?${qs({ ...amravati, rank: '10000' })}`, { authorization: 'Bearer nope' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('state-wise finder (quota=All India Seats, seat_type=AI)', () => {
    const statewise = { quota: 'All India Seats', seat_type: 'AI' };

    it('compares a JEE Main rank through its JEE Main percentile with the JEE Main All India rows only', async () => {
      const percentile = jeeMainPercentileForRank(await loadJeeMainCounts(PREDICTOR_FIXTURES), 30000, 2025);
      expect(percentile).toBeCloseTo(97, 9);
      const body = await find({ ...statewise, year: '2025', rank: '30000' });
      expect(body).toMatchObject({ basis: 'jee_main_percentile', jee_main_rank: 30000, jee_main_percentile: 97, available_rounds: [1, 2], year: 2025 });
      // No MHT-CET (90000), NEET (20000) or PCB-course JEE(Main)-2025 (21000) rows; 8000 (97.8) is out of reach.
      expect(body.results.map((r) => [r.closing_rank, r.closing_percentile, r.round])).toEqual([
        [9000, 97.5, 2],
        [30000, 92.5, 1],
        [45000, 85, 1],
      ]);
      expect(body.results.map((r) => r.chance)).toEqual(['Low', 'High', 'High']);
      const row: StatewiseRow & MhtcetResultRow = body.results[1];
      expect(row).toEqual({
        institute: 'Beta Institute of Technology, Navi Mumbai',
        branch: 'Information Technology',
        opening_rank: null,
        closing_rank: 30000,
        opening_percentile: null,
        closing_percentile: 92.5,
        seat_type: 'AI',
        quota: 'All India Seats',
        quota_detail: 'AI to AI | JEE(Main)',
        round: 1,
        stage: null,
        chance: 'High',
        clg_code: '03189',
        branch_code: '0318924510',
        status: 'Un-Aided',
        year: 2025,
        district: 'Thane',
      });
    });

    it('takes a JEE Main percentile directly', async () => {
      const body = await find({ ...statewise, year: '2025', percentile: '97' });
      expect(body.basis).toBe('jee_main_percentile');
      expect(body.jee_main_percentile).toBe(97);
      expect(body.jee_main_rank).toBeUndefined();
      expect(body.results.map((r) => r.closing_percentile)).toEqual([85, 92.5, 97.5]);
    });

    it('includes MH to AI and MI to AI rows allotted on JEE Main, and filters by round and branch', async () => {
      const body = await find({ ...statewise, year: '2024', percentile: '96' });
      // Sorted by closing percentile (the student gave a percentile); 7500 (97.6) is out of reach.
      expect(body.results.map((r) => [r.quota_detail, r.closing_rank, r.closing_percentile])).toEqual([
        ['MH to AI | JEE(Main) | GOBCH', 40000, 90.1],
        ['MI to AI | JEE(Main) | MI', 35000, 91],
      ]);
      expect((await find({ ...statewise, year: '2024', percentile: '99' })).results.map((r) => r.closing_rank)).toEqual([40000, 35000, 7500]);
      expect((await find({ ...statewise, year: '2024', percentile: '99', sort_by: 'closing_rank' })).results.map((r) => r.closing_rank)).toEqual([7500, 35000, 40000]);
      expect((await find({ ...statewise, year: '2024', percentile: '99', round: '1' })).results.map((r) => r.closing_rank)).toEqual([7500]);
      const branch = await find({ ...statewise, year: '2024', percentile: '99', branch: 'Information Technology' }, userAuth());
      expect(branch.results.map((r) => r.closing_rank)).toEqual([40000]);
      const district = await find({ ...statewise, year: '2024', percentile: '99', district: 'Pune' });
      expect(district.results.map((r) => r.closing_rank)).toEqual([35000, 7500]);
    });

    it('says plainly when a year has no All India list for the round', async () => {
      const body = await find({ ...statewise, year: '2024', rank: '30000', round: '2' });
      expect(body).toMatchObject({ results: [], count: 0, total_pages: 1, available_rounds: [1, 3] });
      expect(body.detail).toBe('No All India cut-off list is available for 2024 CAP Round II. For 2024 there are: CAP Round I, CAP Round III.');
      expect((await find({ ...statewise, year: '2023', rank: '30000', round: '4' })).detail).toBe(
        'No All India cut-off list is available for 2023 CAP Round IV. For 2023 there are: CAP Round I, CAP Round III.',
      );
    });

    it('applies the same guest limits', async () => {
      const res = await get(`${FINDER}?${qs({ ...statewise, year: '2025', rank: '30000', all: 'true' })}`);
      expect(res.statusCode).toBe(403);
      expect((await find({ ...statewise, year: '2025', rank: '30000', branch: 'Civil Engineering' })).count).toBe(3);
    });

    it('answers 503 (not 500) when a rank cannot be converted, and still takes a percentile', async () => {
      // An app whose DATA_DIR has no JEE Main candidate counts; the other app keeps its own.
      const withoutCounts = await listen(testApp(t.db, {}, { loadPredictors: () => loadPredictorModels(path.join(os.tmpdir(), 'mhtcet-no-such-data-dir')) }));
      try {
        const res = await withoutCounts.inject({ method: 'GET', url: `${FINDER}?${qs({ ...statewise, year: '2025', rank: '30000' })}` });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ detail: JEE_MAIN_UNAVAILABLE_DETAIL });
        const byPercentile = await withoutCounts.inject({ method: 'GET', url: `${FINDER}?${qs({ ...statewise, year: '2025', percentile: '97' })}` });
        expect(byPercentile.json<MhtcetFinderResponse>().count).toBe(3);
        expect((await find({ ...statewise, year: '2025', rank: '30000' })).jee_main_percentile).toBe(97);
      } finally {
        await withoutCounts.close();
      }
    });
  });

  describe('page size', () => {
    let tmp: string;
    beforeAll(() => {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'mhtcet-api-'));
    });
    afterAll(async () => {
      rmSync(tmp, { recursive: true, force: true });
      await importMhtcetFixture(t.db);
    });

    it('answers a repeated search with the same bytes, and a re-import drops the answers kept for the old data', async () => {
      const url = `${FINDER}?${qs({ year: '2025', rank: '1000', seat_type: 'GOPENS', quota: 'State Level', district: 'Amravati' })}`;
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect((await get(url)).body).toBe(first.body);
      const file = path.join(tmp, 'one.csv');
      writeFileSync(file, `year,round,college_code,college_name,district,status,branch_code,branch_name,stage,seat_type,quota,closing_rank,closing_percentile\n2025,I,01002,Alpha College,Amravati,Government,0100219110,Civil Engineering,I,GOPENS,State Level,1500,89.5\n`);
      await importMhtcet(t.db, file);
      const after = await get(url);
      expect(after.body).not.toBe(first.body);
      expect(after.json<MhtcetFinderResponse>().results.map((r) => [r.institute, r.closing_rank])).toEqual([['Alpha College', 1500]]);
    });

    it('caps a guest at 50 rows a page, lets a user ask for more, and picks up a re-import at once', async () => {
      const file = path.join(tmp, 'many.csv');
      const rows = Array.from({ length: 60 }, (_, i) => `2025,I,01002,Alpha College,Amravati,Government,0100219110,Civil Engineering,I,GOPENS,State Level,${1000 + i},${(90 - i / 10).toFixed(1)}`);
      writeFileSync(file, `year,round,college_code,college_name,district,status,branch_code,branch_name,stage,seat_type,quota,closing_rank,closing_percentile\n${rows.join('\n')}\n`);
      await importMhtcet(t.db, file);
      const params = { year: '2025', rank: '1000', seat_type: 'GOPENS', quota: 'State Level', district: 'Amravati', page_size: '100' };
      const guest = await find(params);
      expect(guest).toMatchObject({ count: 60, total_pages: 2 });
      expect(guest.results).toHaveLength(50);
      const user = await find(params, userAuth());
      expect(user).toMatchObject({ count: 60, total_pages: 1 });
      expect(user.results).toHaveLength(60);
      expect(await options('/api/cutoffs/options/mhtcet/districts/')).toEqual([{ value: 'Amravati', label: 'Amravati' }]);
    });
  });
});
