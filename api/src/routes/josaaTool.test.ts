import path from 'node:path';
import type { JosaaHistoryResponse, JosaaInstitutesResponse, JosaaSeatsResponse, OptionsResponse } from 'shared-contracts';
import { importJosaa } from '../import/josaa';
import { importNirf } from '../import/nirf';
import { FIXTURES_DIR, testApp } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';

const JOSAA_FIXTURE = path.join(FIXTURES_DIR, 'josaa', 'josaa_cutoffs.csv');
const JOSAA_NIRF_FIXTURE = path.join(FIXTURES_DIR, 'josaa', 'nirf_engineering.csv');
const BASE = '/api/cutoffs/josaa';
const IITB = 'Indian Institute of Technology Bombay';
const CSE = 'Computer Science and Engineering (4 Years, Bachelor of Technology)';
const EE = 'Electrical Engineering (4 Years, Bachelor of Technology)';

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString();

describe.each(testDialects())('JoSAA tool API (%s)', (dialect) => {
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

  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ url });
    expect({ url, status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ url, status: 200, body: 'ok' });
    return res.json<T>();
  };
  const expect400 = async (url: string, detail: RegExp) => {
    const res = await app.inject({ url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    const body = res.json();
    expect(Object.keys(body)).toEqual(['detail']);
    expect(body.detail).toMatch(detail);
  };

  it('lists every institute once, by name, with its type', async () => {
    const { options } = await get<JosaaInstitutesResponse>(`${BASE}/institutes/`);
    const names = options.map((o) => o.value);
    expect(names).toEqual([...new Set(names)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options).toContainEqual({ value: IITB, label: IITB, institute_type: 'IIT' });
    expect(options.find((o) => o.value.startsWith('National Institute of Technology'))?.institute_type).toBe('NIT');
  });

  it("lists an institute's programs; the institute may differ in case", async () => {
    const { options } = await get<OptionsResponse>(`${BASE}/programs/?${qs({ institute: IITB.toUpperCase() })}`);
    const programs = options.map((o) => o.value);
    expect(programs).toContain(CSE);
    expect(programs).toContain(EE);
    expect(programs).toEqual([...programs].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives every seat of an institute in a year and round, ranks as published', async () => {
    const data = await get<JosaaSeatsResponse>(`${BASE}/seats/?${qs({ institute: IITB, year: 2024, round: 3 })}`);
    expect(data.year).toBe(2024);
    expect(data.round).toBe(3);
    expect(data.count).toBe(data.results.length);
    const cse = data.results.filter((r) => r.program === CSE);
    expect(cse.find((r) => r.seat_type === 'OPEN' && r.gender === 'Gender-Neutral')).toMatchObject({ opening_rank: '1', closing_rank: '68', quota: 'AI', year: 2024, round: 3 });
    expect(cse.find((r) => r.seat_type === 'OPEN (PwD)')?.closing_rank).toBe('12P');
    expect(data.results.some((r) => r.program === EE)).toBe(true);
    const onlyEe = await get<JosaaSeatsResponse>(`${BASE}/seats/?${qs({ institute: IITB, year: 2024, round: 3, program: EE })}`);
    expect(onlyEe.results.map((r) => r.closing_rank)).toEqual(['880']);
  });

  it("defaults to the newest year's last round", async () => {
    const data = await get<JosaaSeatsResponse>(`${BASE}/seats/?${qs({ institute: IITB })}`);
    expect({ year: data.year, round: data.round }).toEqual({ year: 2025, round: 2 });
    // 2025 published two rounds, 2024 three: the answer says so (the page shows no empty round 3).
    expect(data.data).toEqual({ source: 'JoSAA', year: 2025, round: 2, rounds: [1, 2], previous_year: { year: 2024, rounds: [1, 2, 3] } });
  });

  it("gives one seat's closing rank in every year and round, oldest first", async () => {
    const { points } = await get<JosaaHistoryResponse>(
      `${BASE}/history/?${qs({ institute: IITB, program: CSE, quota: 'AI', seat_type: 'OPEN', gender: 'Gender-Neutral' })}`,
    );
    expect(points.map((p) => [p.year, p.round, p.closing_rank])).toEqual([
      [2022, 1, '67'],
      [2023, 1, '63'],
      [2024, 1, '60'],
      [2024, 2, '66'],
      [2024, 3, '68'],
      [2025, 1, '62'],
      [2025, 2, '66'],
    ]);
    expect(points[0]).toMatchObject({ closing_rank_num: 67, is_preparatory: false, opening_rank: '1' });
    const pwd = await get<JosaaHistoryResponse>(
      `${BASE}/history/?${qs({ institute: IITB, program: CSE, quota: 'AI', seat_type: 'OPEN (PwD)', gender: 'Gender-Neutral' })}`,
    );
    expect(pwd.points).toEqual([{ year: 2024, round: 3, opening_rank: '5', closing_rank: '12P', closing_rank_num: 12, is_preparatory: true }]);
  });

  it('answers bad input with 400 and a detail, never 500', async () => {
    await expect400(`${BASE}/programs/`, /institute is required/);
    await expect400(`${BASE}/programs/?institute=Nowhere%20Institute`, /Unknown institute/);
    await expect400(`${BASE}/seats/?${qs({ institute: IITB, year: 2017 })}`, /^Unknown year: 2017\. Choose one of: 2025, 2024, 2023, 2022\.$/);
    await expect400(`${BASE}/seats/?${qs({ institute: IITB, year: 2024, round: 9 })}`, /Unknown round/);
    await expect400(`${BASE}/seats/?${qs({ institute: IITB, year: 2024, round: 3, program: 'Basket Weaving' })}`, /Unknown program/);
    await expect400(`${BASE}/history/?${qs({ institute: IITB, program: CSE, quota: 'AI', seat_type: 'OPEN' })}`, /gender is required/);
    await expect400(`${BASE}/history/?${qs({ institute: IITB, program: CSE, quota: 'XX', seat_type: 'OPEN', gender: 'Gender-Neutral' })}`, /Unknown quota/);
    await expect400(`${BASE}/seats/?institute=a&institute=b`, /only once/);
  });
});
