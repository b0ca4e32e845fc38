// The JoSAA finder's home_state filter and seat view, over a fixture with every quota kind (AI, HS, OS,
// GO, JK, LA, AP) and the institute-states exceptions (NIT Goa, Srinagar, Warangal, Delhi, BIT Mesra).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JeeFinderResponse, JeeFinderSeatResponse, OptionsResponse } from 'shared-contracts';
import { chanceFor } from '../domain/josaa/chance';
import { importJosaa, parseJosaaCsv } from '../import/josaa';
import { importInstituteStates, INSTITUTE_STATES_DATASET } from '../import/josaaInstituteStates';
import { FIXTURES_DIR, testApp } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';

const DIR = path.join(FIXTURES_DIR, 'josaa-home');
const CUTOFFS = path.join(DIR, 'josaa_cutoffs.csv');
const STATES = path.join(DIR, 'institute_states.csv');
const FINDER = '/api/cutoffs/josaa/college-finder/';
const IITB = 'Indian Institute of Technology Bombay';
const TRICHY = 'National Institute of Technology, Tiruchirappalli';
const WARANGAL = 'National Institute of Technology, Warangal';
const SRINAGAR = 'National Institute of Technology, Srinagar';
const GOA = 'National Institute of Technology Goa';
const DELHI = 'National Institute of Technology Delhi';
const MESRA = 'Birla Institute of Technology, Mesra, Ranchi';
const NO_ROW = 'Institute of Technology Without a States Row';

const fixture = parseJosaaCsv(readFileSync(CUTOFFS, 'utf8'), 'f').records;

describe.each(testDialects())('JoSAA finder by home state (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;
  let reported: string[];

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await importJosaa(t.db, CUTOFFS);
    reported = [];
    await importInstituteStates(t.db, STATES, { reporter: { info: () => {}, warn: (m) => reported.push(m) } });
    app = await listen(testApp(t.db));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  const get = (query: Record<string, string | number>) =>
    app.inject({ url: `${FINDER}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}` });
  const find = async <T = JeeFinderResponse>(query: Record<string, string | number>): Promise<T> => {
    const res = await get({ rank: 1, page_size: 50, ...query });
    expect({ status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
    return res.json<T>();
  };
  /** "institute quota" of every row a candidate of `state` is shown in `year`. */
  const seatsOf = async (state: string, year: number, extra: Record<string, string> = {}) =>
    [...new Set((await find({ year, home_state: state, ...extra })).results.map((r) => `${r.institute} ${r.quota}`))].sort();

  it('lists the 36 states and union territories by their official names', async () => {
    const res = await app.inject({ url: '/api/cutoffs/options/josaa/home-states/' });
    const { options } = res.json<OptionsResponse>();
    expect(options).toHaveLength(36);
    expect(options).toContainEqual({ value: 'Dadra and Nagar Haveli and Daman and Diu', label: 'Dadra and Nagar Haveli and Daman and Diu' });
    expect(options.every((o) => o.value === o.label)).toBe(true);
  });

  it('rejects an unknown home state with the list of choices', async () => {
    const res = await get({ rank: 1, home_state: 'Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Unknown home_state: Atlantis\. Choose one of: Andaman and Nicobar Islands, .*West Bengal\.$/);
  });

  it('reports the cut-offs institute without a states row at import', () => {
    expect(reported).toEqual([expect.stringContaining(`${INSTITUTE_STATES_DATASET}: 1 institute(s) of the JoSAA cut-offs have no row`)]);
    expect(reported[0]).toContain(NO_ROW);
  });

  it('AI seats for everyone; HS at the own state; OS elsewhere (Tamil Nadu, 2024)', async () => {
    expect(await seatsOf('Tamil Nadu', 2024)).toEqual([
      `${MESRA} AI`, `${IITB} AI`, `${NO_ROW} AI`, `${DELHI} OS`, `${GOA} OS`, `${SRINAGAR} OS`, `${TRICHY} HS`, `${WARANGAL} OS`,
    ].sort());
  });

  it('GO for Goa candidates, HS of NIT Goa for the UTs', async () => {
    expect(await seatsOf('Goa', 2024, { exam_type: 'jee_main' })).toEqual(
      [`${MESRA} AI`, `${NO_ROW} AI`, `${DELHI} OS`, `${GOA} GO`, `${SRINAGAR} OS`, `${TRICHY} OS`, `${WARANGAL} OS`].sort(),
    );
    expect(await seatsOf('Lakshadweep', 2024, { quota: 'HS' })).toEqual([`${GOA} HS`]);
    expect(await seatsOf('Dadra and Nagar Haveli and Daman and Diu', 2024, { quota: 'OS' })).not.toContain(`${GOA} OS`);
  });

  it('JK and LA at NIT Srinagar from 2020; HS before', async () => {
    expect((await seatsOf('Jammu and Kashmir', 2024)).filter((s) => s.startsWith(SRINAGAR))).toEqual([`${SRINAGAR} JK`]);
    expect((await seatsOf('Ladakh', 2024)).filter((s) => s.startsWith(SRINAGAR))).toEqual([`${SRINAGAR} LA`]);
    expect((await seatsOf('Jammu and Kashmir', 2019)).filter((s) => s.startsWith(SRINAGAR))).toEqual([`${SRINAGAR} HS`]);
  });

  it('AP at NIT Warangal in 2019 for Andhra Pradesh; OS from 2020', async () => {
    expect((await seatsOf('Andhra Pradesh', 2019)).filter((s) => s.startsWith(WARANGAL))).toEqual([`${WARANGAL} AP`]);
    expect((await seatsOf('Andhra Pradesh', 2024)).filter((s) => s.startsWith(WARANGAL))).toEqual([`${WARANGAL} OS`]);
    expect((await seatsOf('Telangana', 2019)).filter((s) => s.startsWith(WARANGAL))).toEqual([`${WARANGAL} HS`]);
  });

  it('Chandigarh candidates are home state at NIT Delhi', async () => {
    expect(await seatsOf('Chandigarh', 2024, { quota: 'HS' })).toEqual([`${DELHI} HS`]);
  });

  it('BIT Mesra: HS/OS in 2019, AI/HS in 2024', async () => {
    expect((await seatsOf('Jharkhand', 2019)).filter((s) => s.startsWith(MESRA))).toEqual([`${MESRA} HS`]);
    expect((await seatsOf('Bihar', 2019)).filter((s) => s.startsWith(MESRA))).toEqual([`${MESRA} OS`]);
    expect((await seatsOf('Jharkhand', 2024)).filter((s) => s.startsWith(MESRA))).toEqual([`${MESRA} AI`, `${MESRA} HS`]);
  });

  it('a specific quota keeps only the rows of it the candidate can take; count follows', async () => {
    const page = await find({ year: 2024, quota: 'HS', home_state: 'Tamil Nadu' });
    expect(page.results.map((r) => [r.institute, r.quota, r.round])).toEqual([
      [TRICHY, 'HS', 1],
      [TRICHY, 'HS', 2],
    ]);
    expect(page.count).toBe(2);
  });

  describe('view=seat', () => {
    const seats2024 = (() => {
      const bySeat = new Map<string, typeof fixture>();
      for (const r of fixture.filter((row) => row.year === 2024)) {
        const key = [r.institute, r.program, r.quota, r.seat_type, r.gender].join('|');
        bySeat.set(key, [...(bySeat.get(key) ?? []), r]);
      }
      return bySeat;
    })();

    it('one row per seat with every round of the year; count counts seats; round is ignored', async () => {
      const page = await find<JeeFinderSeatResponse>({ year: 2024, view: 'seat', round: 1 });
      expect(page.count).toBe(seats2024.size);
      expect(page.results).toHaveLength(seats2024.size);
      const iitb = page.results.find((r) => r.institute === IITB && r.gender === 'Gender-Neutral');
      expect(iitb).toMatchObject({
        quota: 'AI',
        year: 2024,
        rounds: [
          { round: 1, opening_rank: '1', closing_rank: '62' },
          { round: 2, opening_rank: '1', closing_rank: '66' },
        ],
        final_round: 2,
        final_closing_rank: '66',
        recent_years: [
          { year: 2024, round: 2, closing_rank: '66' },
          { year: 2019, round: 1, closing_rank: '60' },
        ],
        chance: 'High',
      });
      // A seat only in round 1: its final round is 1.
      expect(page.results.find((r) => r.institute === IITB && r.gender !== 'Gender-Neutral')).toMatchObject({ final_round: 1, final_closing_rank: '291' });
    });

    it('the rank filter and the chance read the final round', async () => {
      for (const rank of [100, 2000, 20000]) {
        const expected = [...seats2024.values()]
          .map((rows) => rows.sort((a, b) => a.round - b.round)[rows.length - 1])
          .filter((r) => chanceFor(rank, { num: r.closing_rank_num, preparatory: r.is_preparatory === 1 }) !== null)
          .map((r) => `${r.institute} ${r.quota} ${r.gender} ${chanceFor(rank, { num: r.closing_rank_num, preparatory: r.is_preparatory === 1 })}`)
          .sort();
        const page = await find<JeeFinderSeatResponse>({ year: 2024, view: 'seat', rank });
        expect(page.results.map((r) => `${r.institute} ${r.quota} ${r.gender} ${r.chance}`).sort()).toEqual(expected);
        expect(page.count).toBe(expected.length);
      }
    });

    it('pages and sorts on seats, with the home-state filter', async () => {
      const all = await find<JeeFinderSeatResponse>({ year: 2024, view: 'seat', home_state: 'Tamil Nadu', sort_by: 'closing_rank' });
      const closing = all.results.map((r) => Number(r.final_closing_rank));
      expect(closing).toEqual([...closing].sort((a, b) => a - b));
      const pages = [];
      for (let page = 1; page <= 3; page += 1) {
        pages.push(...(await find<JeeFinderSeatResponse>({ year: 2024, view: 'seat', home_state: 'Tamil Nadu', sort_by: 'closing_rank', page_size: 4, page })).results);
      }
      expect(pages.map((r) => r.final_closing_rank)).toEqual(all.results.map((r) => r.final_closing_rank));
      expect(all.results.some((r) => r.institute === TRICHY && r.quota === 'OS')).toBe(false);
    });

    it('rejects an unknown view', async () => {
      const res = await get({ rank: 1, view: 'table' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Unknown view: table. Choose one of: round, seat.');
    });
  });
});
