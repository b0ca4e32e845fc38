// The MHT-CET finder's home_university filter, over a fixture of three colleges in three home
// universities (Pune: Savitribai Phule Pune University, Amravati: Sant Gadge Baba Amravati University,
// Kolhapur: Shivaji University), each with one row of every Maharashtra quota kind and an All India row.
// Each row's closing rank names it: college (1000 Pune, 2000 Amravati, 3000 Kolhapur) + quota step.
import path from 'node:path';
import type { MhtcetFinderResponse } from 'shared-contracts';
import { STATEWISE_HOME_UNIVERSITY_DETAIL } from '../http/params/mhtcet';
import { importMhtcet } from '../import/mhtcet';
import { FIXTURES_DIR, testApp } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';

const CUTOFFS = path.join(FIXTURES_DIR, 'mhtcet-home', 'mhtcet_cutoffs.csv');
const FINDER = '/api/cutoffs/mhtcet/college-finder/';
const PUNE_UNIVERSITY = 'Savitribai Phule Pune University';
const AMRAVATI_UNIVERSITY = 'Sant Gadge Baba Amravati University';

/** The quota steps of the fixture: closing rank = college base + step. */
const HU_TO_HU = 0; // Home University Seats Allotted to Home University Candidates
const OHU_TO_HU = 100; // Other Than Home University Seats Allotted to Home University Candidates
const HU_TO_OHU = 200; // Home University Seats Allotted to Other Than Home University Candidates
const OHU_TO_OHU = 300; // Other Than Home University Seats Allotted to Other Than Home University Candidates
const STATE_LEVEL = 400;
const MINORITY = 500;
const MS_TO_AI = 600; // Maharashtra State Seats Allotted to All India Candidature Candidates
const [PUNE, AMRAVATI, KOLHAPUR] = [1000, 2000, 3000];

const QUOTAS = [
  'Home University Seats Allotted to Home University Candidates',
  'Other Than Home University Seats Allotted to Home University Candidates',
  'Home University Seats Allotted to Other Than Home University Candidates',
  'Other Than Home University Seats Allotted to Other Than Home University Candidates',
  'State Level',
  'Minority Seats Allotted to Maharashtra State Candidature Candidates',
  'Maharashtra State Seats Allotted to All India Candidature Candidates',
];
/** Every Maharashtra row of the fixture: all its quotas, seat types and districts. */
const EVERY_ROW = { year: '2025', rank: '1', quota: QUOTAS.join(','), seat_type: 'GOPENH,GOPENO,GOPENS,MI,TFWS', district: 'Pune,Amravati,Kolhapur' };

describe.each(testDialects())('MHT-CET finder by home university (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await importMhtcet(t.db, CUTOFFS, { force: true });
    app = await listen(testApp(t.db));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  const get = (params: Record<string, string>) => app.inject({ method: 'GET', url: `${FINDER}?${new URLSearchParams(params).toString()}` });
  const find = async (params: Record<string, string>) => {
    const res = await get(params);
    expect({ status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
    return res.json<MhtcetFinderResponse>();
  };
  const closingRanks = async (params: Record<string, string>) => (await find(params)).results.map((row) => row.closing_rank);

  it('keeps, for a Pune University candidate, the HU seats of Pune colleges, the OHU seats elsewhere and State Level everywhere', async () => {
    expect(await closingRanks({ ...EVERY_ROW, home_university: PUNE_UNIVERSITY })).toEqual([
      PUNE + HU_TO_HU,
      PUNE + OHU_TO_HU,
      PUNE + STATE_LEVEL,
      AMRAVATI + HU_TO_OHU,
      AMRAVATI + OHU_TO_OHU,
      AMRAVATI + STATE_LEVEL,
      KOLHAPUR + HU_TO_OHU,
      KOLHAPUR + OHU_TO_OHU,
      KOLHAPUR + STATE_LEVEL,
    ]);
  });

  it('keeps, for an Amravati University candidate, the HU seats of Amravati colleges instead', async () => {
    expect(await closingRanks({ ...EVERY_ROW, home_university: AMRAVATI_UNIVERSITY })).toEqual([
      PUNE + HU_TO_OHU,
      PUNE + OHU_TO_OHU,
      PUNE + STATE_LEVEL,
      AMRAVATI + HU_TO_HU,
      AMRAVATI + OHU_TO_HU,
      AMRAVATI + STATE_LEVEL,
      KOLHAPUR + HU_TO_OHU,
      KOLHAPUR + OHU_TO_OHU,
      KOLHAPUR + STATE_LEVEL,
    ]);
  });

  it('never offers minority or Maharashtra-to-All-India rows under a home university', async () => {
    const ranks = await closingRanks({ ...EVERY_ROW, home_university: PUNE_UNIVERSITY });
    const notByHomeUniversity = [PUNE, AMRAVATI, KOLHAPUR].flatMap((base) => [base + MINORITY, base + MS_TO_AI]);
    expect(ranks.filter((rank) => rank !== null && notByHomeUniversity.includes(rank))).toEqual([]);
    // They are in the data: the unfiltered search returns them.
    expect(await closingRanks(EVERY_ROW)).toEqual(expect.arrayContaining(notByHomeUniversity));
  });

  it('combines with the other filters and counts only the rows kept', async () => {
    const body = await find({ ...EVERY_ROW, quota: 'State Level,Home University Seats Allotted to Home University Candidates', district: 'Pune,Amravati', home_university: PUNE_UNIVERSITY });
    expect(body.results.map((row) => row.closing_rank)).toEqual([PUNE + HU_TO_HU, PUNE + STATE_LEVEL, AMRAVATI + STATE_LEVEL]);
    expect(body.count).toBe(3);
    const paged = await find({ ...EVERY_ROW, home_university: PUNE_UNIVERSITY, page_size: '10', sort_order: 'desc' });
    expect(paged.count).toBe(9);
    expect(paged.results[0].closing_rank).toBe(KOLHAPUR + STATE_LEVEL);
  });

  it('reads the name in any letter case', async () => {
    expect(await closingRanks({ ...EVERY_ROW, home_university: PUNE_UNIVERSITY.toUpperCase() })).toEqual(
      await closingRanks({ ...EVERY_ROW, home_university: PUNE_UNIVERSITY }),
    );
  });

  it('answers exactly as without the filter when home_university is absent or empty', async () => {
    const without = await get(EVERY_ROW);
    expect(without.statusCode).toBe(200);
    expect(without.json<MhtcetFinderResponse>().count).toBe(21);
    expect((await get({ ...EVERY_ROW, home_university: '' })).body).toBe(without.body);
    // A cached filtered answer is never served for the unfiltered search, nor the other way round.
    await find({ ...EVERY_ROW, home_university: AMRAVATI_UNIVERSITY });
    expect((await get(EVERY_ROW)).body).toBe(without.body);
  });

  it('rejects an unknown home university with the list of valid ones', async () => {
    const res = await get({ ...EVERY_ROW, home_university: 'Hogwarts' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/^Unknown home_university: "?Hogwarts"?\. Choose one of: .*Savitribai Phule Pune University.*University of Mumbai\.$/) });
  });

  it('refuses a home university on the state-wise (All India) search, which answers as before without one', async () => {
    const statewise = { year: '2025', percentile: '99', quota: 'All India Seats', seat_type: 'AI' };
    const res = await get({ ...statewise, home_university: PUNE_UNIVERSITY });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: STATEWISE_HOME_UNIVERSITY_DETAIL });
    expect(await closingRanks({ ...statewise, sort_by: 'closing_rank', home_university: '' })).toEqual([PUNE + 900, AMRAVATI + 900, KOLHAPUR + 900]);
  });
});
